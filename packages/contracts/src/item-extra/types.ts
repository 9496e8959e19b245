// Extras a shopper adds to a device in the cart (the specification's
// "prolong warranty" / `warranty_month_value` and "selected_insurance_ids"):
// zod-free, so the pages showing them do not bundle zod.

/** `warranty`: the warranty extended by some months; `insurance`: an insurance of the device (damage, theft…). */
export const ITEM_EXTRA_KINDS = ['warranty', 'insurance'] as const;
export type ItemExtraKind = (typeof ITEM_EXTRA_KINDS)[number];

export const ITEM_EXTRA_NAME_MAX = 80;

/** An offer as staff manage it (GET /admin/item-extras): for the devices of one type (`device_type`, the type category's device type). */
export type AdminItemExtra = {
  id: string;
  kind: ItemExtraKind;
  name: string;
  device_type: string;
  /** Warranty extension in months; null for an insurance. */
  months: number | null;
  /** Price with VAT in the shop's currency, whole units. */
  price: number;
  is_active: boolean;
};

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
