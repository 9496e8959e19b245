// Packing an order (the specification's "packaging order detail", §2): response shapes, zod-free like
// ./picking.ts (the schemas are in ./schemas.ts). Issue 36; the errors are the specification's (§8):
// item already scanned, and the wrong item refused with its name.

/** What a unit of the line needs recorded at packing: phones their IMEI, tablets and watches an IMEI or a serial number. */
export const UNIT_IDENTIFIERS = ['imei', 'imei_or_serial'] as const;
export type UnitIdentifier = (typeof UNIT_IDENTIFIERS)[number];

/** One scanned unit, with the identifier recorded for warranty and returns. */
export type AdminPackedUnit = { scan_id: string; imei: string | null; serial_number: string | null; scanned_at: string };

/** A line of the order to pack: its codes (any of them scans it) and how many units are scanned. */
export type AdminPackingLine = {
  line_item_id: string;
  title: string;
  sku: string | null;
  /** EAN, UPC, barcode and SKU of the item: what a scanner may read from it. */
  codes: string[];
  quantity: number;
  scanned: number;
  identifier: UnitIdentifier | null;
  units: AdminPackedUnit[];
};

/** GET /admin/orders/:id/packing and every packing write: the order as the packing station shows it. */
export type AdminPackingResponse = {
  packing: {
    order_id: string;
    display_id: number;
    crate: { id: string; code: string; name: string } | null;
    lines: AdminPackingLine[];
    /** Every unit scanned: the order can be packed. */
    complete: boolean;
    /** When it was packed (its fulfillment created); null while packing. */
    packed_at: string | null;
    fulfillment_id: string | null;
  };
};
