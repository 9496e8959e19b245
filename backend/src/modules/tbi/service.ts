import type { CancelPaymentInput, CancelPaymentOutput, GetPaymentStatusInput } from "@medusajs/framework/types"
import type { InstallmentApplicationState } from "@electroshop/contracts/payment"
import { InstallmentProvider } from "../../lib/payment/installment-provider"
import { TbiClient, type TbiOptions } from "./client"

/**
 * Installments with TBI Bank (ro). TBI has no status query: the state is the
 * one its last callback told (`partner_state` in the payment's data, written
 * by lib/payment/installment-payment.ts).
 */
export default class TbiProviderService extends InstallmentProvider<TbiOptions> {
  static identifier = "tbi"
  protected readonly sessionPrefix = "tbi"
  private readonly client = new TbiClient(this.config)

  protected async applicationState(data: GetPaymentStatusInput["data"]) {
    return (data?.partner_state as InstallmentApplicationState | null | undefined) ?? null
  }

  /** The order is cancelled: an application TBI still decides on is withdrawn (CanceledByCustomer). */
  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    const id = input.data?.application_id
    if (typeof id === "string" && !input.data?.partner_state) await this.client.cancel(id)
    return { data: { ...(input.data ?? {}), partner_state: input.data?.partner_state ?? "cancelled" } }
  }
}
