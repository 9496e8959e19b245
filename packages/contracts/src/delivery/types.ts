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
