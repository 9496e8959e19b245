/** A category as the storefront uses it (menu, breadcrumbs, sub-category links). */
export interface CategoryNode {
  id: string;
  name: string;
  handle: string;
  /** Storefront path segment: the category's url_path, else its seo_name, else its handle. */
  path: string;
  description: string | null;
  children: CategoryNode[];
}

/** The chain of categories from a root down to the one with this path (or Medusa handle). */
export function findCategoryPath(tree: CategoryNode[], handle: string): CategoryNode[] | null {
  for (const node of tree) {
    if (node.path === handle || node.handle === handle) return [node];
    const below = findCategoryPath(node.children, handle);
    if (below) return [node, ...below];
  }
  return null;
}

export function categoryUrl(category: Pick<CategoryNode, 'handle'> & { path?: string }): string {
  return `/${category.path || category.handle}`;
}
