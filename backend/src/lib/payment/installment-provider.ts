import type { GetPaymentStatusInput, GetPaymentStatusOutput, InitiatePaymentInput } from "@medusajs/framework/types"
import { PaymentSessionStatus } from "@medusajs/framework/utils"
import type { InstallmentApplicationState } from "@electroshop/contracts/payment"
import { PayLaterProvider } from "./pay-later-provider"

/**
 * An installment partner's provider (Home Credit, TBI Bank). The shopper picks
 * a barem at checkout (its id travels in the session's data and is checked at
 * cart completion by workflows/hooks/complete-cart.ts); the order is placed
 * awaiting payment, then lib/payment/installment-payment.ts creates the
 * application and sends the shopper to the partner's page. The partner pays
 * the shop once staff set the installment status to Sent (the loan is
 * finalised): then the payment is captured.
 */
export abstract class InstallmentProvider<Options extends Record<string, unknown>> extends PayLaterProvider<Options> {
  /** The latest application's state as this partner tells it, null before there is one. */
  protected abstract applicationState(data: GetPaymentStatusInput["data"]): Promise<InstallmentApplicationState | null>

  protected sessionData(input: InitiatePaymentInput) {
    return { barem_id: typeof input.data?.barem_id === "string" ? input.data.barem_id : null }
  }

  /** A rejected or cancelled application is an error; otherwise the order still awaits the loan. */
  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const state = await this.applicationState(input.data)
    return { status: state === "rejected" || state === "cancelled" ? PaymentSessionStatus.ERROR : PaymentSessionStatus.AUTHORIZED }
  }
}
