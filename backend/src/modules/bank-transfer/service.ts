import type { InitiatePaymentInput, InitiatePaymentOutput } from "@medusajs/framework/types"
import { PayLaterProvider } from "../../lib/payment/pay-later-provider"

type Options = { czAccount: string; roIban: string; accountHolder: string }

/**
 * Bank transfer, pay later: the order is placed with the payment authorized
 * and staff capture it in the admin once the money arrives on the account
 * (or an imported bank statement does). The account details travel in the
 * session data so the thank-you page can show them without knowing the
 * provider's configuration.
 */
export default class BankTransferProviderService extends PayLaterProvider<Options> {
  static identifier = "bank-transfer"

  constructor(container: Record<string, unknown>, protected readonly options_: Options) {
    super(container, options_)
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const currency = String(input.currency_code).toLowerCase()
    return {
      id: `bt_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
      data: {
        ...(input.data ?? {}),
        amount: input.amount,
        currency_code: currency,
        bank_account: currency === "czk" ? this.options_.czAccount : null,
        iban: currency === "ron" ? this.options_.roIban : null,
        account_holder: this.options_.accountHolder,
      },
    }
  }
}
