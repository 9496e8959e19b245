import type { InitiatePaymentInput, InitiatePaymentOutput } from "@medusajs/framework/types"
import { PayLaterProvider } from "../../lib/payment/pay-later-provider"

/**
 * Cash on delivery (dobírka / ramburs): the carrier collects the order's
 * total from the shopper at the door or the pickup point and staff capture the
 * payment when the carrier has paid it out. Only with a delivery that offers
 * it (an option of type `<carrier delivery>-cod`, priced with the fee;
 * `lib/checkout/cash-on-delivery.ts` checks the pair).
 */
export default class CashOnDeliveryProviderService extends PayLaterProvider<Record<string, unknown>> {
  static identifier = "cash-on-delivery"

  // Medusa builds providers through a public constructor (the base class's is protected).
  constructor(container: Record<string, unknown>, options: Record<string, unknown> = {}) {
    super(container, options)
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    return {
      id: `cod_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
      data: { ...(input.data ?? {}), amount: input.amount, currency_code: String(input.currency_code).toLowerCase() },
    }
  }
}
