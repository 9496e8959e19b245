/** Carriers whose pickup points the shop imports. */
export const PICKUP_CARRIERS = ['packeta', 'dpd', 'sameday'] as const;
export type PickupCarrier = (typeof PICKUP_CARRIERS)[number];

/** The shipping option type code of delivery to a pickup point (the seeded "Výdejní místo"). */
export const PICKUP_POINT_OPTION_CODE = 'pickup-point';

/** A pickup point as the store and admin APIs give it. */
export type PickupPointDto = {
  id: string;
  carrier: PickupCarrier;
  external_id: string;
  name: string;
  street: string;
  city: string;
  zip: string;
  latitude: number;
  longitude: number;
  opening_hours: string | null;
  status: 'active' | 'full' | 'unavailable';
};

/** `GET /store/pickup-points?q=&carrier=&limit=` */
export type StorePickupPointList = { pickup_points: PickupPointDto[]; count: number };
/** `GET /store/pickup-points/:id`, `GET /admin/pickup-points/:id` */
export type PickupPointResponse = { pickup_point: PickupPointDto };

/** The shipping option type code of courier delivery to the address (its cash-on-delivery twin: `courier-cod`). */
export const COURIER_OPTION_CODE = 'courier';

/** The shipping option type code of collecting the order at a store. */
export const STORE_PICKUP_OPTION_CODE = 'store-pickup';

/** A stock location is one of the shop's stores (store pickup, store staff) when its metadata says so; the warehouse is not. */
export const isShopStore = (location: { metadata?: Record<string, unknown> | null }): boolean => location.metadata?.store === true;

/** A store for pickup as `GET /store/stores?cart_id=` gives it. */
export type PickupStoreDto = {
  id: string;
  name: string;
  address: { address_1: string; city: string; postal_code: string };
  opening_hours_text: string | null;
  /** Ready within that many minutes, or (ordered outside opening hours) at this local time `YYYY-MM-DDTHH:MM`. */
  ready: { within_minutes: number } | { ready_at: string } | null;
  in_stock: boolean;
  /** Pieces available at this store per variant of the cart. */
  stock: Record<string, number>;
};

/**
 * Cash on delivery (dobírka / ramburs): a carrier delivery that takes it has a
 * twin shipping option whose type code is the delivery's with this suffix
 * (`courier-cod`, `pickup-point-cod`), priced with the fee, so Medusa's cart
 * totals include the fee; it is paid with the cash-on-delivery provider and
 * only with it. Store pickup has none (paid at the store).
 */
export const CASH_ON_DELIVERY_SUFFIX = '-cod';
export const CASH_ON_DELIVERY_PROVIDER = 'pp_cash-on-delivery_cash-on-delivery';
/** The fee added to the delivery price (with VAT, whole units), also when the delivery itself is free. */
export const CASH_ON_DELIVERY_FEE = { czk: 39, ron: 9 } as const;

export const isCashOnDeliveryCode = (code: string | null | undefined): boolean => !!code?.endsWith(CASH_ON_DELIVERY_SUFFIX);

/** The delivery a (cash-on-delivery or plain) option type code stands for: `pickup-point-cod` → `pickup-point`. */
export const deliveryCode = (code: string | null | undefined): string | null =>
  code ? (isCashOnDeliveryCode(code) ? code.slice(0, -CASH_ON_DELIVERY_SUFFIX.length) : code) : null;

/** `POST /store/delivery-check`: whether the courier delivers there, and if not the shop-language reason. */
export type StoreDeliveryCheck = { deliverable: boolean; message: string | null };
