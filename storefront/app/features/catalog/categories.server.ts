import type { AppLoadContext } from '@remix-run/node';
import { getSdk } from '~/lib/medusa.server';
import type { CategoryNode } from './categories';

/** A node of the backend's menu route `GET /store/type-categories`. */
interface MenuCategory {
  id: string;
  name: string;
  handle: string;
  path: string;
  description: string | null;
  children: MenuCategory[];
}

function toNode(category: MenuCategory): CategoryNode {
  return {
    id: category.id,
    name: category.name,
    handle: category.handle,
    path: category.path || category.handle,
    description: category.description || null,
    children: category.children.map(toNode),
  };
}

/**
 * The storefront menu: categories staff marked for display (`for_display`),
 * in the order set in the admin tree editor (rank), with their storefront
 * paths (`url_path`, `seo_name` or handle). Not memoised across requests: the
 * page cache keeps rendered pages until a category change, which a copy kept
 * here would outlive. The loaders of one request (the layout's and the
 * page's, given its load `context`) share one call.
 */
export function getCategoryTree(context?: AppLoadContext): Promise<CategoryNode[]> {
  if (!context) return loadCategoryTree();
  let tree = treeOfRequest.get(context);
  if (!tree) {
    tree = loadCategoryTree();
    treeOfRequest.set(context, tree);
  }
  return tree;
}
const treeOfRequest = new WeakMap<AppLoadContext, Promise<CategoryNode[]>>();

async function loadCategoryTree(): Promise<CategoryNode[]> {
  const sdk = await getSdk();
  const { type_categories } = await sdk.client.fetch<{ type_categories: MenuCategory[] }>('/store/type-categories');
  return type_categories.map(toNode);
}
