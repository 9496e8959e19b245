// Type categories: Medusa's product categories with the shop's fields, as the
// category API answers them (admin tree and bulk assignment, storefront menu).
// Types only.
import type { FacetValue } from './listing.js';

/** The shop's fields of a category; a category without its row answers the model's defaults. */
export type TypeCategoryFields = {
  seo_name: string | null;
  for_display: boolean;
  for_buyout: boolean;
  for_service: boolean;
  filterable: boolean;
  manufacturers: string[];
  photo: string | null;
  type_device: string | null;
  url_path: string | null;
  /** A non-negative decimal as text, e.g. "1.5". */
  meilisearch_boost: string;
};

/** A category as the admin's category API answers it: Medusa's fields, the shop's and tree facts. */
export type AdminTypeCategory = TypeCategoryFields & {
  id: string;
  /** The shop's row of the category; null before its fields were first saved. */
  type_category_id: string | null;
  name: string;
  handle: string;
  description: string | null;
  is_active: boolean;
  is_internal: boolean;
  parent_id: string | null;
  rank: number;
  has_children: boolean;
  /** Products assigned directly to this category. */
  product_count: number;
  /** Storefront path segment: url_path, else seo_name, else handle. */
  path: string;
};

export type AdminTypeCategoryNode = AdminTypeCategory & { children: AdminTypeCategoryNode[] };

/** GET /admin/type-categories: every category nested under `children`, ordered by rank. */
export type AdminTypeCategoryTree = { type_categories: AdminTypeCategoryNode[] };

/** GET, POST /admin/type-categories/:id, POST /admin/type-categories, POST /admin/type-categories/:id/move. */
export type AdminTypeCategoryResponse = { type_category: AdminTypeCategory };

/** DELETE /admin/type-categories/:id: subcategories moved up into its place, products that lost it. */
export type AdminTypeCategoryDeleteResponse = {
  id: string;
  object: 'type_category';
  deleted: true;
  moved_children: number;
  unassigned_products: number;
};

/** GET /admin/type-categories/manufacturers: the manufacturers of product metadata with their product counts. */
export type AdminTypeCategoryManufacturers = { manufacturers: FacetValue[] };

/** A category of the storefront menu (GET /store/type-categories): public fields only. */
export type StoreTypeCategory = Pick<
  AdminTypeCategory,
  'id' | 'name' | 'handle' | 'path' | 'description' | 'seo_name' | 'url_path' | 'photo' | 'type_device' | 'manufacturers' | 'filterable' | 'rank'
> & { children: StoreTypeCategory[] };

/** GET /store/type-categories: the menu tree, or with `?selector=` a flat list (no children). */
export type StoreTypeCategoryList = { type_categories: StoreTypeCategory[] };

/** A row of the assignment grid (GET /admin/product-categories-bulk/products). */
export type AdminCategoryGridProduct = {
  id: string;
  title: string;
  handle: string;
  thumbnail: string | null;
  status: string;
  manufacturer: string | null;
  device_type: string | null;
  quality: string | null;
  in_stock: boolean;
  /** Categories assigned directly, by name. */
  categories: { id: string; name: string }[];
};

export type AdminCategoryGrid = { products: AdminCategoryGridProduct[]; count: number; offset: number; limit: number };

/** GET /admin/product-categories-bulk/filters: the values the grid's filters offer (qualities in PRODUCT_QUALITIES order). */
export type AdminCategoryGridFilters = { manufacturers: string[]; device_types: string[]; qualities: string[] };

/** POST /admin/product-categories-bulk/add and /remove: pairs newly assigned or unassigned (the other count is 0). */
export type AdminBulkCategoriesResult = { added: number; removed: number };
