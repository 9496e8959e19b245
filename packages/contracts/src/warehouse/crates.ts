// Crates (totes) that picked orders wait in for packing: response shapes, zod-free like ./picking.ts
// (the schemas are in ./schemas.ts). Issue 36; the specification's crate is "name, identifier, last
// modified" (§3) and its error "crate contains no order" (§8).

/** A crate's identifier as printed on its barcode label (Code 128): capitals, digits and `-`. */
export const CRATE_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
export const CRATE_CODE_MAX_LENGTH = 32;
export const CRATES_PAGE_SIZE = 50;
export const CRATE_STATES = ['empty', 'filled'] as const;
export type CrateState = (typeof CRATE_STATES)[number];

/** A crate (GET /admin/crates): where it is kept and the order waiting in it, if any. */
export type AdminCrate = {
  id: string;
  name: string;
  code: string;
  stock_location_id: string;
  stock_location_name: string | null;
  /** The picked order waiting in it for packing; null: empty. */
  order: { order_id: string; display_id: number } | null;
  updated_at: string;
};

export type AdminCratesResponse = {
  crates: AdminCrate[];
  count: number;
  /** Crates per state under the same location filter and search. */
  counts: Record<CrateState, number>;
  limit: number;
  offset: number;
};

export type AdminCrateResponse = { crate: AdminCrate };
