import { BigNumber } from "@medusajs/framework/utils"
import type { InitiatePaymentInput, RefundPaymentInput, RefundPaymentOutput } from "@medusajs/framework/types"
import { PayLaterProvider } from "../../lib/payment/pay-later-provider"

type Options = { czAccount: string; roIban: string; accountHolder: string }

/**
 * Bank transfer, pay later: the order is placed with the payment authorized
 * and staff capture it in the admin once the money arrives on the account
 * (or an imported bank statement does). The account details travel in the
 * session data so the thank-you page can show them without knowing the
 * provider's configuration. A refund cannot go back by itself: it is queued in
 * the payment's data (`refunds_to_send`) and staff are told to send it from the
 * bank (subscribers/order-canceled-mail.ts).
 */
export default class BankTransferProviderService extends PayLaterProvider<Options> {
  static identifier = "bank-transfer"
  protected readonly sessionPrefix = "bt"

  protected sessionData(input: InitiatePaymentInput) {
    const currency = String(input.currency_code).toLowerCase()
    return {
      ...(input.data ?? {}),
      bank_account: currency === "czk" ? this.config.czAccount : null,
      iban: currency === "ron" ? this.config.roIban : null,
      account_holder: this.config.accountHolder,
    }
  }

  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const data = input.data ?? {}
    const queued = Array.isArray(data.refunds_to_send) ? data.refunds_to_send : []
    return { data: { ...data, refunds_to_send: [...queued, { amount: new BigNumber(input.amount).numeric, queued_at: new Date().toISOString() }] } }
  }
}
