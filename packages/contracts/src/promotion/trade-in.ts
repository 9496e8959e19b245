import { z } from 'zod';

/**
 * The trade-in bonus: a shopper who sells an old device to the shop (a
 * buy-out sale) and buys a new one gets the sale's model's "Max bonus {0}%"
 * of the sale's price off the new device. The shop makes it a single-use
 * promotion with this prefix and the sale's number (`TRADEIN-V26000123`),
 * applied only by `POST /store/carts/:id/trade-in`; typed as a discount code
 * it is not valid.
 */
export const TRADE_IN_CODE_PREFIX = 'TRADEIN-';

export const tradeInCode = (saleNumber: string) => `${TRADE_IN_CODE_PREFIX}${saleNumber.trim().toUpperCase()}`;

export const isTradeInCode = (code: unknown): code is string => typeof code === 'string' && code.trim().toUpperCase().startsWith(TRADE_IN_CODE_PREFIX);

/**
 * The bonus in whole currency units: `percent` of the price the shop pays for
 * the old device, rounded down, and never more than the new device costs.
 */
export function tradeInBonusAmount(salePrice: number, percent: number, itemPrice: number): number {
  if (!(salePrice > 0) || !(percent > 0) || !(itemPrice > 0)) return 0;
  return Math.min(Math.floor((salePrice * Math.min(percent, 100)) / 100), Math.floor(itemPrice));
}

/** POST /store/carts/:id/trade-in: the sale is proved by its number and the seller's e-mail, as on the status page. */
export const StoreApplyTradeInSchema = z
  .object({
    number: z.string().trim().min(1).max(40),
    email: z.string().trim().min(1).max(254),
    /** The new device's cart line; the most expensive line when left out. */
    line_item_id: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type StoreApplyTradeIn = z.infer<typeof StoreApplyTradeInSchema>;

/** A bonus on a cart (its `metadata.trade_in`, a list: one per sale), copied onto the order. */
export type TradeInBonus = {
  code: string;
  sale_number: string;
  /** The old device, e.g. "Apple iPhone 13 (Midnight)". */
  device: string;
  percent: number;
  amount: number;
  line_item_id: string;
  product_title: string;
};
