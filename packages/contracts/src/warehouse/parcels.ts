// Parcels: a packed order registered with its carrier, its label and its state (issue 36, "Packing and
// carriers"). Response shapes, zod-free like ./picking.ts (the schemas are in ./schemas.ts).

import type { ParcelSize } from './boxes.js';

/** The carriers the shop sends parcels with: Packeta in both variants, DPD in cz, Sameday in ro. */
export const PARCEL_CARRIERS = ['packeta', 'dpd', 'sameday'] as const;
export type ParcelCarrier = (typeof PARCEL_CARRIERS)[number];

/** To a pickup point (the one the shopper chose) or by courier to the address. */
export const PARCEL_SERVICES = ['pickup_point', 'courier'] as const;
export type ParcelService = (typeof PARCEL_SERVICES)[number];

/**
 * Where the parcel is: registered with the carrier (label printed), handed over to it, delivered, returned
 * to the shop (customer service follows it up) or cancelled before hand-over.
 */
export const PARCEL_STATES = ['registered', 'handed_over', 'delivered', 'returned', 'cancelled'] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

/** Label sheets: one A6 label per page (a label printer), or four A6 labels on an A4 page (an office printer). */
export const LABEL_FORMATS = ['a6', 'a4'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
/** Most labels printed at once (a hand-over's worth). */
export const LABELS_MAX = 100;

export type AdminParcel = {
  id: string;
  order_id: string;
  fulfillment_id: string;
  carrier: ParcelCarrier;
  service: ParcelService;
  /** The carrier's id of the parcel and the number on its label (what the shopper tracks). */
  carrier_parcel_id: string;
  tracking_number: string;
  tracking_url: string;
  weight_g: number;
  /** Its box's outside size; null when no box was chosen. */
  size: ParcelSize | null;
  /** Cash the carrier collects on delivery, in the order's currency (whole units); null: prepaid. */
  cod_amount: number | null;
  state: ParcelState;
  /** The carrier's last reported status, in its words. */
  carrier_status: string | null;
  created_at: string;
};

/**
 * What registering the packed order's parcel would send: the carrier its delivery goes with and the
 * weight of its items (the product weights; staff type the weighed one when it differs). `carrier`
 * null: the order is collected at a store, no parcel.
 */
export type AdminParcelProposal = {
  carrier: ParcelCarrier | null;
  service: ParcelService | null;
  /** The carrier is configured (its API credentials); otherwise registering says so. */
  connected: boolean;
  weight_g: number | null;
};

/** GET /admin/orders/:id/parcels and POST (registering one): the order's parcels and what the next would be. */
export type AdminOrderParcelsResponse = {
  parcels: AdminParcel[];
  /** Null once every fulfillment of the order has its parcel, or before it is packed. */
  proposal: AdminParcelProposal | null;
};

/**
 * A hand-over batch: the parcels of one carrier scanned at one stock location for its driver. Open while
 * parcels are scanned into it; closed when handed over, each parcel then shipped (Medusa's shipment with
 * the tracking number) and its shopper e-mailed the tracking link. Its protocol prints for signing.
 */
export const HANDOVER_STATES = ['open', 'closed'] as const;
export type HandoverState = (typeof HANDOVER_STATES)[number];
export const HANDOVERS_PAGE_SIZE = 50;

export type AdminHandoverParcel = {
  parcel_id: string;
  order_id: string;
  display_id: number;
  tracking_number: string;
  weight_g: number;
  cod_amount: number | null;
  /** When it was scanned into the batch. */
  added_at: string;
};

export type AdminHandover = {
  id: string;
  carrier: ParcelCarrier;
  stock_location_id: string | null;
  stock_location_name: string | null;
  state: HandoverState;
  parcels: AdminHandoverParcel[];
  /** Sums over its parcels, for the protocol. */
  total_weight_g: number;
  cod_total: number;
  currency_code: string | null;
  created_at: string;
  closed_at: string | null;
  /** The staff member who handed it over (e-mail), for the protocol. */
  closed_by: string | null;
};

/** GET /admin/handovers: open batches first, then the closed ones, newest first; parcels left out of the list. */
export type AdminHandoversResponse = {
  handovers: (Omit<AdminHandover, 'parcels'> & { parcel_count: number })[];
  count: number;
  counts: Record<HandoverState, number>;
  limit: number;
  offset: number;
};

/** GET /admin/handovers/:id, and every hand-over write: the batch with its parcels. */
export type AdminHandoverResponse = { handover: AdminHandover };

/** POST /admin/parcels/track: the carriers asked about the handed-over parcels now; how many answered, and were delivered or returned. */
export type AdminParcelTrackingResponse = { checked: number; delivered: number; returned: number };

/** GET /store/orders/:id/parcels: the parcels handed to their carriers, as the order's page shows them. */
export type StoreOrderParcelsResponse = {
  parcels: {
    carrier: ParcelCarrier;
    /** The carrier's name as it brands itself. */
    carrier_name: string;
    tracking_number: string;
    tracking_url: string;
    state: Exclude<ParcelState, 'registered' | 'cancelled'>;
    shipped_at: string | null;
    delivered_at: string | null;
  }[];
};
