import { PaymentSessionStatus } from "@medusajs/framework/utils"
import type { GetPaymentStatusInput, GetPaymentStatusOutput, InitiatePaymentInput, InitiatePaymentOutput } from "@medusajs/framework/types"
import { PayLaterProvider } from "../../lib/payment/pay-later-provider"
import { HomeCreditClient, type HomeCreditOptions } from "./client"

/**
 * Installments with Home Credit (cz). The shopper picks a barem at checkout
 * (its id travels in the session's data and is checked at cart completion by
 * workflows/hooks/complete-cart.ts); the order is placed awaiting payment,
 * then lib/payment/installment-payment.ts creates the application and sends
 * the shopper to the partner's page. The partner pays the shop once staff set
 * the installment status to Sent (the loan is finalised): then the payment is
 * captured.
 */
export default class HomeCreditProviderService extends PayLaterProvider<HomeCreditOptions> {
  static identifier = "home-credit"
  private readonly client: HomeCreditClient

  constructor(container: Record<string, unknown>, options: HomeCreditOptions) {
    super(container, options)
    this.client = new HomeCreditClient(options)
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const baremId = typeof input.data?.barem_id === "string" ? input.data.barem_id : null
    return {
      id: `hc_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
      data: { barem_id: baremId, amount: input.amount, currency_code: String(input.currency_code).toLowerCase() },
    }
  }

  /** A rejected or cancelled application is an error; otherwise the order still awaits the loan. */
  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const id = input.data?.application_id
    if (typeof id !== "string") return { status: PaymentSessionStatus.AUTHORIZED }
    const { state } = await this.client.application(id)
    if (state === "REJECTED" || state === "CANCELLED") return { status: PaymentSessionStatus.ERROR }
    return { status: PaymentSessionStatus.AUTHORIZED }
  }
}
