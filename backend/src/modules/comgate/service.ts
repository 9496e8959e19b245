import { BigNumber, PaymentSessionStatus } from "@medusajs/framework/utils"
import type { GetPaymentStatusInput, GetPaymentStatusOutput, InitiatePaymentInput, RefundPaymentInput, RefundPaymentOutput } from "@medusajs/framework/types"
import { PayLaterProvider } from "../../lib/payment/pay-later-provider"
import { ComgateClient, comgatePrice, isCardMethod, type ComgateOptions } from "./client"

/**
 * Card, Google Pay and Apple Pay through the Comgate gateway, the way Czech
 * shops take them: the order is placed first, awaiting payment (authorized in
 * Medusa, like the bank transfer), then the shopper pays it on the gateway's
 * page (lib/payment/card-payment.ts starts each attempt and stores its
 * transId in the payment's data). The money is captured once the gateway's
 * status endpoint says PAID — after the shopper's return or the gateway's
 * notification (api/hooks/comgate), whichever comes first, under
 * capture-once's lock. An unpaid order can be paid later from its page or
 * its e-mail. A refund (an order cancelled after payment, or staff refunding
 * from the order) goes back through the gateway's refund call.
 */
export default class ComgateProviderService extends PayLaterProvider<ComgateOptions> {
  static identifier = "comgate"
  protected readonly sessionPrefix = "cg"
  // A field, not a constructor: Medusa passes the options to the base class, which keeps them as `config`.
  private readonly client = new ComgateClient(this.config)

  protected sessionData(input: InitiatePaymentInput) {
    return { method: isCardMethod(input.data?.method) ? input.data.method : "card" }
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

  /** The money goes back the way it came; the gateway's refusal (e.g. more than is left) stops Medusa recording the refund. */
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const data = input.data ?? {}
    const transId = data.trans_id
    if (typeof transId !== "string") return { data }
    const amount = comgatePrice(new BigNumber(input.amount).numeric)
    await this.client.refund({ transId, amount, curr: String(data.currency_code ?? "") })
    const refunds = Array.isArray(data.refunds) ? data.refunds : []
    return { data: { ...data, refunds: [...refunds, { amount, refunded_at: new Date().toISOString() }] } }
  }
}
