// Product locations (bins) per stock location and the picking list ordered by them: response shapes,
// zod-free like ./picking.ts (the schemas are in ./schemas.ts). Issue 36; the errors are the
// specification's (§8): product location not found, or update or remove errors.

/** A bin code as written on the shelf label: letters and digits in groups joined by `-`, `.` or `/` (A-01-03). */
export const BIN_PATTERN = /^[A-Z0-9]+(?:[-./][A-Z0-9]+)*$/;
export const BIN_MAX_LENGTH = 32;
export const PRODUCT_LOCATIONS_PAGE_SIZE = 50;
/** Orders picked in one walk (batch picking). */
export const PICKING_BATCH_MAX = 20;

/** Where a stock item lies at one stock location (GET /admin/picking/locations). */
export type AdminProductLocation = {
  id: string;
  stock_location_id: string;
  inventory_item_id: string;
  sku: string | null;
  title: string | null;
  bin: string;
  updated_at: string;
};

export type AdminProductLocationsResponse = {
  product_locations: AdminProductLocation[];
  count: number;
  limit: number;
  offset: number;
};

export type AdminProductLocationResponse = { product_location: AdminProductLocation };

/** One stock item to take off the shelf, with how many units go to which of the listed orders. */
export type AdminPickingListLine = {
  stock_location_id: string;
  stock_location_name: string | null;
  /** null: the item has no location at this stock location yet. */
  bin: string | null;
  inventory_item_id: string;
  sku: string | null;
  title: string;
  quantity: number;
  orders: { order_id: string; display_id: number; quantity: number }[];
};

/**
 * GET /admin/picking/list?order_id=…: the walk through the warehouse for one order or a batch of
 * them, by stock location and then by bin (naturally: A-2 before A-10), items without a bin last.
 */
export type AdminPickingListResponse = {
  /** Each order with the crate it is picked into (batch picking), if any. */
  orders: { order_id: string; display_id: number; crate: { id: string; code: string; name: string } | null }[];
  lines: AdminPickingListLine[];
};
