import { z } from 'zod';

/**
 * Delivery prices by weight and order value. Medusa's flat prices can compare
 * the cart's item total but not its weight, so the carrier deliveries are
 * `calculated` shipping options of the shop's fulfillment provider
 * (`backend/src/modules/weight-rates`), which prices them from these rates
 * kept in the option's `data.rates`: the band of the cart's total weight (the
 * variants' `weight` in grams), nothing from `free_from` of goods, plus the
 * cash-on-delivery fee on a `-cod` option (kept when the delivery is free).
 * Amounts are whole CZK / RON with VAT.
 */
export const SHIPPING_RATES_PROVIDER = 'weight-rates_weight-rates';

const amount = z.number().int('whole_amount').min(0).max(100_000);
const money = z.object({ czk: amount, ron: amount }).strict();

/** One band: from this total weight (grams, inclusive) up to the next band's start. */
const band = z.object({ from_grams: z.number().int('whole_amount').min(0).max(1_000_000), czk: amount, ron: amount }).strict();

/** `POST /admin/shipping-rates/:id` and an option's `data.rates`: the first band from 0 g, bands by ascending weight. */
export const ShippingRatesSchema = z
  .object({
    bands: z.array(band).min(1).max(20),
    free_from: money.nullable(),
    cash_on_delivery_fee: money.nullable().optional(),
  })
  .strict()
  .superRefine((rates, ctx) => {
    if (rates.bands[0] && rates.bands[0].from_grams !== 0)
      ctx.addIssue({ code: 'custom', path: ['bands', 0, 'from_grams'], message: 'first_band_from_zero', params: { code: 'first_band_from_zero' } });
    rates.bands.forEach((b, i) => {
      if (i > 0 && b.from_grams <= rates.bands[i - 1].from_grams)
        ctx.addIssue({ code: 'custom', path: ['bands', i, 'from_grams'], message: 'bands_not_ascending', params: { code: 'bands_not_ascending' } });
    });
  });
export type ShippingRates = z.infer<typeof ShippingRatesSchema>;
export type ShippingRateCurrency = 'czk' | 'ron';

/** A weight-priced delivery as `GET /admin/shipping-rates` gives it. */
export type AdminShippingRateOption = { id: string; name: string; code: string | null; rates: ShippingRates | null };
export type AdminShippingRateList = { shipping_rates: AdminShippingRateOption[] };
/** `POST /admin/shipping-rates/:id`: the option with its new rates. */
export type AdminShippingRateResponse = { shipping_rate: AdminShippingRateOption };

/** The rates an option's data holds, or null when they are missing or broken. */
export function ratesOf(data: Record<string, unknown> | null | undefined): ShippingRates | null {
  const parsed = ShippingRatesSchema.safeParse(data?.rates);
  return parsed.success ? parsed.data : null;
}

/**
 * The delivery price of a cart weighing `weightGrams` with `itemTotal` of
 * goods (with VAT, after discounts): the heaviest band the weight reaches,
 * 0 from the free-delivery threshold, plus the cash-on-delivery fee.
 */
export function shippingRatePrice(rates: ShippingRates, currency: ShippingRateCurrency, weightGrams: number, itemTotal: number): number {
  const freeFrom = rates.free_from?.[currency];
  const reached = rates.bands.filter((b) => weightGrams >= b.from_grams);
  const delivery = freeFrom !== undefined && itemTotal >= freeFrom ? 0 : (reached[reached.length - 1] ?? rates.bands[0])[currency];
  return delivery + (rates.cash_on_delivery_fee?.[currency] ?? 0);
}

/** The item total from which the option's delivery is free, if ever (the checkout's free-shipping progress). */
export function ratesFreeFrom(data: Record<string, unknown> | null | undefined, currency: string): number | null {
  const rates = ratesOf(data);
  const key = currency.toLowerCase();
  return rates?.free_from && (key === 'czk' || key === 'ron') ? rates.free_from[key] : null;
}
