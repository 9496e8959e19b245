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
  protected readonly sessionPrefix = "cod"
}
