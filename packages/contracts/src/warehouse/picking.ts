// The warehouse's picking API: constants and response shapes, zod-free so an admin page that shows them
// does not bundle zod (the schemas are in ./schemas.ts). Issue 36; the statuses are the specification's (§4).

/** waiting for picking, picking in progress, picked, not found, needs replacement. */
export const PICKING_STATUSES = ['waiting', 'in_progress', 'picked', 'not_found', 'needs_replacement'] as const;
export type PickingStatus = (typeof PICKING_STATUSES)[number];

/** Back to `waiting` from any other status: the specification's reset, which needs a supervisor (issue 34). */
export const isPickingReset = (from: PickingStatus, to: PickingStatus) => to === 'waiting' && from !== 'waiting';

export const PICKING_PAGE_SIZE = 50;

/** One change of an order's picking status: who made it and when. */
export type AdminPickingChange = {
  status: PickingStatus;
  /** null for the order's entry into the queue. */
  previous_status: PickingStatus | null;
  /** The staff member; null when the shop put the order in the queue (its payment arrived). */
  actor_id: string | null;
  actor_email: string | null;
  created_at: string;
};

/** An order in the picking queue (GET /admin/picking). */
export type AdminPickingOrder = {
  order_id: string;
  display_id: number;
  /** When the order became ready to pick: its place in the queue, oldest first. */
  ready_at: string;
  status: PickingStatus;
  /** The stock location its goods are reserved at; a store pickup order's store. */
  stock_location_id: string | null;
  stock_location_name: string | null;
  /** Units to pick: those reserved for the order. */
  quantity: number;
  changed_at: string;
};

export type AdminPickingQueueResponse = {
  orders: AdminPickingOrder[];
  count: number;
  /** Orders per status under the same location filter, for the queue's tabs. */
  counts: Record<PickingStatus, number>;
  limit: number;
  offset: number;
};

/** GET and POST /admin/orders/:id/picking: the order's status and its history, newest first; null: not in the queue. */
export type AdminOrderPickingResponse = {
  picking: {
    order_id: string;
    status: PickingStatus;
    /** The crate the order is picked into, waiting for packing; null: in none. */
    crate: { id: string; code: string; name: string } | null;
    history: AdminPickingChange[];
  } | null;
};
