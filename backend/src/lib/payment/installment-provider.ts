import type { InitiatePaymentInput } from "@medusajs/framework/types"
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
  protected sessionData(input: InitiatePaymentInput) {
    return { barem_id: typeof input.data?.barem_id === "string" ? input.data.barem_id : null }
  }
}
