import { z } from 'zod';
import { queryInt } from '../shared/numbers.js';
import { PICKING_PAGE_SIZE, PICKING_STATUSES } from './picking.js';
import { CRATE_CODE_MAX_LENGTH, CRATE_CODE_PATTERN, CRATE_STATES, CRATES_PAGE_SIZE } from './crates.js';
import { PICKUP_CODE_LENGTH } from './store-pickup.js';
import { HANDOVER_STATES, HANDOVERS_PAGE_SIZE, LABEL_FORMATS, LABELS_MAX, PARCEL_CARRIERS } from './parcels.js';
import { WEIGHT_GRAMS_MAX } from '@electroshop/domain';
import { BOX_SIDE_CM_MAX } from './boxes.js';
import { SORT_DIRECTIONS, STOCK_FIGURE_SORTS, STOCK_FIGURES_PAGE_SIZE } from './stock-figures.js';
import { BIN_MAX_LENGTH, BIN_PATTERN, PICKING_BATCH_MAX, PRODUCT_LOCATIONS_PAGE_SIZE } from './product-locations.js';

const locationId = z.string().trim().min(1).max(100);
/** One stock location or several (`?stock_location_id=a&stock_location_id=b`), as a list. */
const locationIds = z.union([locationId, z.array(locationId).max(100)]).transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * GET /admin/picking: the queue, oldest ready first, of one status and of the stock locations given
 * (one or several: a store staff member's are narrowed to their stores).
 */
export const AdminListPickingSchema = z.object({
  status: z.enum(PICKING_STATUSES).optional(),
  stock_location_id: locationIds.optional(),
  limit: queryInt().min(1).max(200).default(PICKING_PAGE_SIZE),
  offset: queryInt().min(0).default(0),
});

/** POST /admin/orders/:id/picking: the order's new picking status. */
export const AdminSetPickingStatusSchema = z.object({ status: z.enum(PICKING_STATUSES) }).strict();
export type AdminSetPickingStatus = z.infer<typeof AdminSetPickingStatusSchema>;

const bin = z.string().trim().toUpperCase().min(1, 'required').max(BIN_MAX_LENGTH, 'bin_too_long').regex(BIN_PATTERN, 'invalid_bin');

/** GET /admin/picking/locations: one stock location's bins, searched by bin, SKU or item title. */
export const AdminListProductLocationsSchema = z.object({
  stock_location_id: locationIds.optional(),
  q: z.string().trim().max(100).optional(),
  limit: queryInt().min(1).max(200).default(PRODUCT_LOCATIONS_PAGE_SIZE),
  offset: queryInt().min(0).default(0),
});

/** POST /admin/picking/locations: the stock item with this SKU lies in this bin at this stock location. */
export const AdminCreateProductLocationSchema = z.object({ stock_location_id: locationId, sku: z.string().trim().min(1, 'required').max(100), bin }).strict();
export type AdminCreateProductLocation = z.infer<typeof AdminCreateProductLocationSchema>;

/** POST /admin/picking/locations/:id: the item moves to another bin of the same stock location. */
export const AdminMoveProductLocationSchema = z.object({ bin }).strict();
export type AdminMoveProductLocation = z.infer<typeof AdminMoveProductLocationSchema>;

/** GET /admin/picking/list: the picking list of one order or of a batch picked in one walk. */
export const AdminPickingListSchema = z.object({
  order_id: z
    .union([z.string().trim().min(1).max(100), z.array(z.string().trim().min(1).max(100)).min(1).max(PICKING_BATCH_MAX)])
    .transform((value) => (Array.isArray(value) ? value : [value])),
});

const crateCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'required')
  .max(CRATE_CODE_MAX_LENGTH, 'crate_code_too_long')
  .regex(CRATE_CODE_PATTERN, 'invalid_crate_code');

/** GET /admin/crates: the crates overview, by identifier, of the stock locations given, empty or filled. */
export const AdminListCratesSchema = z.object({
  stock_location_id: locationIds.optional(),
  state: z.enum(CRATE_STATES).optional(),
  q: z.string().trim().max(100).optional(),
  limit: queryInt().min(1).max(200).default(CRATES_PAGE_SIZE),
  offset: queryInt().min(0).default(0),
});

/** POST /admin/crates: a new crate at a stock location, with the identifier on its label. */
export const AdminCreateCrateSchema = z
  .object({ name: z.string().trim().min(1, 'required').max(100), code: crateCode, stock_location_id: locationId })
  .strict();
export type AdminCreateCrate = z.infer<typeof AdminCreateCrateSchema>;

/** POST /admin/crates/:id: a new name or a new label. */
export const AdminUpdateCrateSchema = z.object({ name: z.string().trim().min(1, 'required').max(100).optional(), code: crateCode.optional() }).strict();
export type AdminUpdateCrate = z.infer<typeof AdminUpdateCrateSchema>;

/** GET /admin/crates/scan?code=…: the crate whose label was scanned, with its order (packing starts here). */
export const AdminScanCrateSchema = z.object({ code: crateCode });

/** POST /admin/orders/:id/picking/crate: the order, picked, goes into the crate with this identifier. */
export const AdminPickIntoCrateSchema = z.object({ crate: crateCode }).strict();
export type AdminPickIntoCrate = z.infer<typeof AdminPickIntoCrateSchema>;

/**
 * POST /admin/orders/:id/packing/scans: a scanned code (EAN, UPC, barcode or SKU), with the unit's IMEI
 * or serial number where its line needs one (checked against the specification's rules by the backend).
 */
export const AdminPackingScanSchema = z
  .object({
    code: z.string().trim().min(1, 'required').max(64),
    imei: z.string().trim().max(32).optional(),
    serial_number: z.string().trim().max(64).optional(),
  })
  .strict();
export type AdminPackingScan = z.infer<typeof AdminPackingScanSchema>;

/** POST /admin/orders/:id/parcels: the packed order's parcel goes to its carrier, weighing this many grams (default: its items' weights). */
export const AdminCreateParcelSchema = z
  .object({
    weight_g: z.number({ error: 'invalid_weight' }).int('invalid_weight').min(1, 'invalid_weight').max(WEIGHT_GRAMS_MAX, 'invalid_weight').optional(),
    /** The box it is packed in (GET /admin/boxes): the parcel's size, and its weight added to the products' unless `weight_g` is given. */
    box_id: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type AdminCreateParcel = z.infer<typeof AdminCreateParcelSchema>;

/** GET /admin/parcels/labels?id=…&format=a6|a4&offset=0: the parcels' labels as one PDF (offset: A4 positions already used). */
export const AdminParcelLabelsSchema = z.object({
  id: z
    .union([z.string().trim().min(1).max(100), z.array(z.string().trim().min(1).max(100)).min(1).max(LABELS_MAX)])
    .transform((value) => (Array.isArray(value) ? value : [value])),
  format: z.enum(LABEL_FORMATS).default('a6'),
  offset: queryInt().min(0).max(3).optional(),
});
export type AdminParcelLabels = z.infer<typeof AdminParcelLabelsSchema>;

/** GET /admin/handovers: the hand-over batches of the stock locations given, of one state and carrier. */
export const AdminListHandoversSchema = z.object({
  state: z.enum(HANDOVER_STATES).optional(),
  carrier: z.enum(PARCEL_CARRIERS).optional(),
  stock_location_id: locationIds.optional(),
  limit: queryInt().min(1).max(200).default(HANDOVERS_PAGE_SIZE),
  offset: queryInt().min(0).default(0),
});
export type AdminListHandovers = z.infer<typeof AdminListHandoversSchema>;

/** POST /admin/handovers/scan: a parcel's label scanned (its tracking number); it joins its carrier's open batch at its location. */
export const AdminHandoverScanSchema = z.object({ code: z.string().trim().min(1, 'required').max(64) }).strict();
export type AdminHandoverScan = z.infer<typeof AdminHandoverScanSchema>;

/**
 * POST /admin/orders/:id/store-pickup/hand-out: the code the shopper shows (from the ready e-mail) and,
 * for an order with devices, each device's IMEI or serial number scanned from its box, in any order.
 */
export const AdminStorePickupHandOutSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'required')
      .regex(new RegExp(`^\\d{${PICKUP_CODE_LENGTH}}$`), 'invalid_pickup_code'),
    units: z.array(z.string().trim().max(64)).max(100).default([]),
  })
  .strict();
export type AdminStorePickupHandOut = z.infer<typeof AdminStorePickupHandOutSchema>;

/** GET /admin/stock-figures: a page of the stock items' figures, searched by SKU or title, sorted by a column. */
export const AdminListStockFiguresSchema = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(STOCK_FIGURE_SORTS).default('sold_7'),
  direction: z.enum(SORT_DIRECTIONS).default('desc'),
  limit: queryInt().min(1).max(200).default(STOCK_FIGURES_PAGE_SIZE),
  offset: queryInt().min(0).default(0),
});
export type AdminListStockFigures = z.infer<typeof AdminListStockFiguresSchema>;

/** GET /admin/stock-figures/export: the list's search and sort, every row at once (the admin's CSV export). */
export const AdminExportStockFiguresSchema = AdminListStockFiguresSchema.omit({ limit: true, offset: true });
export type AdminExportStockFigures = z.infer<typeof AdminExportStockFiguresSchema>;

const boxSide = z.number({ error: 'invalid_box_side' }).int('invalid_box_side').min(1, 'invalid_box_side').max(BOX_SIDE_CM_MAX, 'invalid_box_side');
const boxFields = {
  name: z.string().trim().min(1, 'required').max(100),
  length_cm: boxSide,
  width_cm: boxSide,
  height_cm: boxSide,
  weight_g: z.number({ error: 'invalid_weight' }).int('invalid_weight').min(1, 'invalid_weight').max(WEIGHT_GRAMS_MAX, 'invalid_weight'),
};
/** POST /admin/boxes: a new box. */
export const AdminCreateBoxSchema = z.object(boxFields).strict();
export type AdminCreateBox = z.infer<typeof AdminCreateBoxSchema>;
/** POST /admin/boxes/:id: any of its fields. */
export const AdminUpdateBoxSchema = z.object(boxFields).partial().strict();
export type AdminUpdateBox = z.infer<typeof AdminUpdateBoxSchema>;
