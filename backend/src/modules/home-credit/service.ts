import { PaymentSessionStatus } from "@medusajs/framework/utils"
import type { GetPaymentStatusInput, GetPaymentStatusOutput, InitiatePaymentInput } from "@medusajs/framework/types"
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
  protected readonly sessionPrefix = "hc"
  // A field, not a constructor: Medusa passes the options to the base class, which keeps them as `config`.
  private readonly client = new HomeCreditClient(this.config)

  protected sessionData(input: InitiatePaymentInput) {
    return { barem_id: typeof input.data?.barem_id === "string" ? input.data.barem_id : null }
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
