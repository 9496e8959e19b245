// Special offers on products (the specification's "special offers", "gifts",
// `special_offers_product_badge`): zod-free, so the pages showing them do not bundle zod.

/** `badge`: a label on the product's card and page ("Akce", "Novinka"); `gift`: something given with the product. */
export const SPECIAL_OFFER_KINDS = ['badge', 'gift'] as const;
export type SpecialOfferKind = (typeof SPECIAL_OFFER_KINDS)[number];

export const SPECIAL_OFFER_LABEL_MAX = 60;

/** An offer as staff manage it (GET /admin/special-offers?product_id=). Days are `YYYY-MM-DD`, inclusive; none: open. */
export type AdminSpecialOffer = {
  id: string;
  product_id: string;
  kind: SpecialOfferKind;
  label: string;
  gift_product: { id: string; title: string; handle: string } | null;
  valid_from: string | null;
  valid_to: string | null;
  is_active: boolean;
  /** Active and within its days today. */
  current: boolean;
};

/** GET /admin/special-offers?product_id=, and POST /admin/special-offers (201): the product's offers, newest first. */
export type AdminSpecialOfferList = { special_offers: AdminSpecialOffer[] };

/** What shoppers see (GET /store/special-offers?product_id=a,b): the offers valid today, per product id. */
export type StoreSpecialOffer = { kind: SpecialOfferKind; label: string; gift_product: { title: string; handle: string } | null };
export type StoreSpecialOffers = { offers: Record<string, StoreSpecialOffer[]> };
