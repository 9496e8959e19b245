// Store pickup at the store's counter (issue 36, "Store pickup"): response shapes, zod-free like
// ./picking.ts (the schema is in ./schemas.ts). The specification's "Reservation is prepared within
// 30 minutes" is the order's deadline; the shopper collects it with the code e-mailed when it is ready.

/** Being prepared (picked and packed at the store), ready and the shopper told, or handed out. */
export const STORE_PICKUP_STATES = ['preparing', 'ready', 'handed_out'] as const;
export type StorePickupState = (typeof STORE_PICKUP_STATES)[number];

/** The pickup code's digits, as e-mailed to the shopper and typed by the store's staff. */
export const PICKUP_CODE_LENGTH = 6;

/** GET /admin/orders/:id/store-pickup and its writes: the order collected at a store, null for any other delivery. */
export type AdminStorePickupResponse = {
  store_pickup: {
    order_id: string;
    display_id: number;
    store: { id: string; name: string };
    state: StorePickupState;
    /** When it must be ready: 30 minutes after it was placed, within the store's opening hours; null for a store without hours. */
    due_at: string | null;
    /** Packed at the store (its fulfillment exists): it can be marked ready. */
    packed: boolean;
    ready_at: string | null;
    handed_out_at: string | null;
    /** Who handed it out (e-mail). */
    handed_out_by: string | null;
    /**
     * The units packed with an IMEI or serial number (phones, tablets, watches), by their line's title:
     * the hand-out scans each again, so that the shopper leaves with the devices packed for them. The
     * identifiers themselves are not shown: the counter reads them from the boxes.
     */
    devices: { title: string }[];
  } | null;
};
