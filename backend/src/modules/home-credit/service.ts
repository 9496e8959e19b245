import { PaymentSessionStatus } from "@medusajs/framework/utils"
import type { GetPaymentStatusInput, GetPaymentStatusOutput } from "@medusajs/framework/types"
import { InstallmentProvider } from "../../lib/payment/installment-provider"
import { HomeCreditClient, type HomeCreditOptions } from "./client"

/** Installments with Home Credit (cz): the application's state is asked from the partner. */
export default class HomeCreditProviderService extends InstallmentProvider<HomeCreditOptions> {
  static identifier = "home-credit"
  protected readonly sessionPrefix = "hc"
  // A field, not a constructor: Medusa passes the options to the base class, which keeps them as `config`.
  private readonly client = new HomeCreditClient(this.config)

  /** A rejected or cancelled application is an error; otherwise the order still awaits the loan. */
  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const id = input.data?.application_id
    if (typeof id !== "string") return { status: PaymentSessionStatus.AUTHORIZED }
    const { state } = await this.client.application(id)
    if (state === "REJECTED" || state === "CANCELLED") return { status: PaymentSessionStatus.ERROR }
    return { status: PaymentSessionStatus.AUTHORIZED }
  }
}
