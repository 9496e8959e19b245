import { PayLaterProvider } from "../../lib/payment/pay-later-provider"

/**
 * Leasing: the leased devices are paid by the leasing partner once the
 * shopper has signed the lease contract with it. The order is placed
 * "awaiting the lease contract" (authorized); staff confirm the signed
 * contract in the admin and the payment is captured then
 * (lib/payment/lease-contract.ts). Only for a cart whose lines are all
 * leased, and never beside another payment (lib/installment/line-payment.ts).
 *
 * No partner API is called: the lease contract is signed with the partner
 * outside the shop (at the partner or in a store), so the shop records its
 * confirmation rather than an online application.
 */
export default class LeasingProviderService extends PayLaterProvider<Record<string, unknown>> {
  static identifier = "leasing"
  protected readonly sessionPrefix = "lease"

  // The session keeps only its amount and currency: the leased lines carry their own terms.
  protected sessionData() {
    return {}
  }
}
