import { PaymentSessionStatus } from "@medusajs/framework/utils"
import type { GetPaymentStatusInput, GetPaymentStatusOutput, InitiatePaymentInput, InitiatePaymentOutput } from "@medusajs/framework/types"
import { PayLaterProvider } from "../../lib/payment/pay-later-provider"
import { ComgateClient, isCardMethod, type ComgateOptions } from "./client"

/**
 * Card, Google Pay and Apple Pay through the Comgate gateway, the way Czech
 * shops take them: the order is placed first, awaiting payment (authorized in
 * Medusa, like the bank transfer), then the shopper pays it on the gateway's
 * page (lib/payment/card-payment.ts starts each attempt and stores its
 * transId in the payment's data). The money is captured once the gateway's
 * status endpoint says PAID — after the shopper's return or the gateway's
 * notification (api/hooks/comgate), whichever comes first, under
 * capture-once's lock. An unpaid order can be paid later from its page or
 * its e-mail. Refunds are made in Comgate's portal.
 */
export default class ComgateProviderService extends PayLaterProvider<ComgateOptions> {
  static identifier = "comgate"
  private readonly client: ComgateClient

  constructor(container: Record<string, unknown>, options: ComgateOptions) {
    super(container, options)
    this.client = new ComgateClient(options)
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const method = isCardMethod(input.data?.method) ? input.data.method : "card"
    return {
      id: `cg_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
      data: { method, amount: input.amount, currency_code: String(input.currency_code).toLowerCase() },
    }
  }

  /** The gateway's word on the latest attempt; without one the order still awaits payment. */
  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const transId = input.data?.trans_id
    if (typeof transId !== "string") return { status: PaymentSessionStatus.AUTHORIZED }
    const { status } = await this.client.status(transId)
    if (status === "PAID") return { status: PaymentSessionStatus.CAPTURED }
    if (status === "CANCELLED") return { status: PaymentSessionStatus.ERROR }
    return { status: PaymentSessionStatus.AUTHORIZED }
  }
}
