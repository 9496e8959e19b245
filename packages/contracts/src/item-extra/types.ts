// Extras a shopper adds to a device in the cart (the specification's
// "prolong warranty" / `warranty_month_value` and "selected_insurance_ids"):
// zod-free, so the pages showing them do not bundle zod.

/** `warranty`: the warranty extended by some months; `insurance`: an insurance of the device (damage, theft…). */
export const ITEM_EXTRA_KINDS = ['warranty', 'insurance'] as const;
export type ItemExtraKind = (typeof ITEM_EXTRA_KINDS)[number];

export const ITEM_EXTRA_NAME_MAX = 80;

/**
 * An offer as staff manage it (GET /admin/item-extras): for the devices of
 * one type (`device_type`, the type category's device type) or, an
 * insurance, for particular products (`product_ids`; see `offersForDevice`).
 */
export type AdminItemExtra = {
  id: string;
  kind: ItemExtraKind;
  name: string;
  device_type: string;
  /** An insurance's products (empty: every device of its type); a warranty extension always goes by type. */
  product_ids: string[];
  /** Warranty extension in months; null for an insurance. */
  months: number | null;
  /** Price with VAT in the shop's currency, whole units. */
  price: number;
  is_active: boolean;
};

/** GET /admin/item-extras, by device type and kind. */
export type AdminItemExtraList = { item_extras: AdminItemExtra[] };
/** POST /admin/item-extras (201), POST /admin/item-extras/:id: the saved offer's id. */
export type AdminItemExtraSaved = { item_extra: { id: string } };

/** What a cart line can get (GET /store/carts/:id/extras). */
export type StoreItemExtraOffer = { id: string; kind: ItemExtraKind; name: string; months: number | null; price: number };

/** An extra on a cart line: a line item of its own, linked to its device's line (line item `metadata.item_extra`). */
export type ItemExtraLink = { kind: ItemExtraKind; offer_id: string; parent_line_id: string };

export type StoreCartExtras = {
  /** Offers per device line id (lines without offers are absent). */
  offers: Record<string, StoreItemExtraOffer[]>;
  /** Extra lines whose offer's price changed (or that are no longer offered) since the shopper chose them. */
  changed: string[];
};

/** The offers of one device: its type and its product. */
export type ExtraOfferTarget = { device_type: string | null; product_id: string | null };

/**
 * The offers a device gets: the warranty extensions of its type and its
 * product's own insurances — those staff restricted to its product; only
 * when it has none, the insurances of its type that are not restricted to
 * particular products. A product-specific insurance replaces the type's
 * (staff restrict an insurance to products whose cover differs), and never
 * shows with other products of the type.
 */
export function offersForDevice<O extends Pick<AdminItemExtra, 'kind' | 'device_type' | 'product_ids'>>(offers: O[], target: ExtraOfferTarget): O[] {
  const ofType = (o: O) => target.device_type !== null && o.device_type === target.device_type;
  const own = offers.filter((o) => o.kind === 'insurance' && target.product_id !== null && (o.product_ids ?? []).includes(target.product_id));
  const insurances = own.length ? own : offers.filter((o) => o.kind === 'insurance' && !(o.product_ids ?? []).length && ofType(o));
  return offers.filter((o) => (o.kind === 'warranty' && ofType(o)) || insurances.includes(o));
}
