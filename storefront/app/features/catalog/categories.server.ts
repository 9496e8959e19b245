import type { AppLoadContext } from '@remix-run/node';
import { backendData } from '~/lib/backend.server';
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
 * paths (`url_path`, `seo_name` or handle).
 *
 * Renders of cached pages share one menu per page-cache epoch (the
 * invalidation count their render began in): a category change invalidates
 * the cached pages, which moves the epoch on, so a menu read before the
 * change is never reused after it. Other requests' loaders (the layout's and
 * the page's, given one load `context`) share one call per request.
 */
export function getCategoryTree(context?: AppLoadContext): Promise<CategoryNode[]> {
  if (!context) return loadCategoryTree();
  if (context.pageCacheEpoch !== undefined) return treeOfEpoch(context.pageCacheEpoch);
  let tree = treeOfRequest.get(context);
  if (!tree) {
    tree = loadCategoryTree();
    treeOfRequest.set(context, tree);
  }
  return tree;
}
const treeOfRequest = new WeakMap<AppLoadContext, Promise<CategoryNode[]>>();

let epochTree: { epoch: string; tree: Promise<CategoryNode[]> } | undefined;
function treeOfEpoch(epoch: string): Promise<CategoryNode[]> {
  if (epochTree?.epoch !== epoch) {
    const tree = loadCategoryTree();
    epochTree = { epoch, tree };
    // A failed read is not kept: the next render asks again.
    tree.catch(() => {
      if (epochTree?.tree === tree) epochTree = undefined;
    });
  }
  return epochTree.tree;
}

async function loadCategoryTree(): Promise<CategoryNode[]> {
  const { type_categories } = await backendData<{ type_categories: MenuCategory[] }>('/store/type-categories');
  return type_categories.map(toNode);
}
