import type { CancelPaymentInput, CancelPaymentOutput, GetPaymentStatusInput } from "@medusajs/framework/types"
import { InstallmentProvider } from "../../lib/payment/installment-provider"
import { HomeCreditClient, type HomeCreditOptions } from "./client"

/** Installments with Home Credit (cz): the application's state is asked from the partner. */
export default class HomeCreditProviderService extends InstallmentProvider<HomeCreditOptions> {
  static identifier = "home-credit"
  protected readonly sessionPrefix = "hc"
  // A field, not a constructor: Medusa passes the options to the base class, which keeps them as `config`.
  private readonly client = new HomeCreditClient(this.config)

  protected async applicationState(data: GetPaymentStatusInput["data"]) {
    const id = data?.application_id
    return typeof id === "string" ? this.client.applicationState(id) : null
  }

  /** The order is cancelled: an application still being filled or approved but not finalised is withdrawn at the partner. */
  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    const id = input.data?.application_id
    const state = await this.applicationState(input.data)
    if (typeof id === "string" && (state === "processing" || state === "approved")) await this.client.cancelApplication(id)
    return { data: { ...(input.data ?? {}), partner_state: state === "rejected" ? state : "cancelled" } }
  }
}
