import type { CalculatedShippingOptionPrice, CalculateShippingOptionPriceDTO, CreateShippingOptionDTO, FulfillmentOption } from "@medusajs/framework/types"
import { AbstractFulfillmentProviderService, BigNumber, MedusaError } from "@medusajs/framework/utils"
import { ratesOf, shippingRatePrice, ShippingRatesSchema } from "@electroshop/contracts/delivery"

type Context = CalculateShippingOptionPriceDTO["context"]
type ItemLike = {
  quantity?: unknown
  unit_price?: unknown
  variant?: { weight?: number | null } | null
  product?: { weight?: number | null } | null
}

const toNumber = (value: unknown): number => {
  if (value === null || value === undefined) return 0
  const n = new BigNumber(value as number).numeric
  return Number.isFinite(n) ? n : 0
}

/** The cart's weight in grams: each line's variant weight (the product's when the variant has none) times its quantity. */
export function cartWeightGrams(items: ItemLike[] | null | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + toNumber(item.variant?.weight ?? item.product?.weight) * toNumber(item.quantity), 0)
}

/**
 * Carrier deliveries priced by the cart's weight and value (a `calculated`
 * shipping option; its `data.rates` are the bands, the free-delivery
 * threshold and a cash-on-delivery fee, `@electroshop/contracts/delivery`
 * `ShippingRatesSchema`, edited by staff at `/admin/shipping-rates`). Medusa
 * asks `calculatePrice` when the checkout lists the options, when one is
 * chosen and on every cart refresh, so the cart's shipping total follows
 * the goods. Nothing is sent to a carrier: fulfilment stays manual.
 */
export default class WeightRatesFulfillmentService extends AbstractFulfillmentProviderService {
  static identifier = "weight-rates"

  async getFulfillmentOptions(): Promise<FulfillmentOption[]> {
    return [{ id: "weight-rates" }]
  }

  async validateOption(data: Record<string, unknown>): Promise<boolean> {
    return ShippingRatesSchema.safeParse(data.rates).success
  }

  async canCalculate(_data: CreateShippingOptionDTO): Promise<boolean> {
    return true
  }

  async calculatePrice(
    optionData: CalculateShippingOptionPriceDTO["optionData"],
    _data: CalculateShippingOptionPriceDTO["data"],
    context: Context,
  ): Promise<CalculatedShippingOptionPrice> {
    const rates = ratesOf(optionData)
    const currency = String(context.currency_code ?? "").toLowerCase()
    if (!rates || (currency !== "czk" && currency !== "ron")) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Shipping option has no weight rates for ${currency || "this currency"}`)
    }
    const items = (context.items ?? []) as ItemLike[]
    // Medusa's listing and refresh give the cart's item_total (with VAT, after discounts); the calculate
    // route's context gets it from the setCalculatedShippingPricingContext hook (workflows/hooks/shipping-rates.ts).
    const itemTotal =
      (context as { item_total?: unknown }).item_total !== undefined
        ? toNumber((context as { item_total?: unknown }).item_total)
        : items.reduce((sum, item) => sum + toNumber(item.unit_price) * toNumber(item.quantity), 0)
    return {
      calculated_amount: shippingRatePrice(rates, currency, cartWeightGrams(items), itemTotal),
      is_calculated_price_tax_inclusive: true,
    }
  }

  async validateFulfillmentData(_optionData: Record<string, unknown>, data: Record<string, unknown>): Promise<Record<string, unknown>> {
    // The chosen point, store or window are checked by the shop's own guards (api/store/pickup-points/middlewares.ts).
    return data
  }

  async createFulfillment(): Promise<{ data: Record<string, unknown>; labels: [] }> {
    return { data: {}, labels: [] }
  }

  async cancelFulfillment(): Promise<Record<string, unknown>> {
    return {}
  }

  async createReturnFulfillment(): Promise<{ data: Record<string, unknown>; labels: [] }> {
    return { data: {}, labels: [] }
  }
}
