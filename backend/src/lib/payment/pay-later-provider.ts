import { AbstractPaymentProvider, PaymentSessionStatus } from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"

/**
 * A payment made after the order is placed (bank transfer, card at the
 * gateway): the order is placed with the payment authorized, meaning
 * "awaiting payment", and it is captured when the money is known to have
 * arrived (capture-once.ts). Each provider names its sessions' id prefix and
 * what a session keeps besides the amount and currency.
 */
export abstract class PayLaterProvider<Options extends Record<string, unknown>> extends AbstractPaymentProvider<Options> {
  /** The session id's prefix, telling the providers' sessions apart in logs and data. */
  protected abstract readonly sessionPrefix: string

  // Medusa builds providers through a public constructor (AbstractPaymentProvider's is protected).
  constructor(container: Record<string, unknown>, options: Options = {} as Options) {
    super(container, options)
  }

  /** What the session keeps besides its amount and currency: by default what the storefront sent. */
  protected sessionData(input: InitiatePaymentInput): Record<string, unknown> {
    return { ...(input.data ?? {}) }
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    return {
      id: `${this.sessionPrefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
      data: { ...this.sessionData(input), amount: input.amount, currency_code: String(input.currency_code).toLowerCase() },
    }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return { status: PaymentSessionStatus.AUTHORIZED, data: input.data ?? {} }
  }

  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data: { ...(input.data ?? {}), paid_at: new Date().toISOString() } }
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: input.data ?? {} }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: input.data ?? {} }
  }

  async getPaymentStatus(_input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return { status: PaymentSessionStatus.AUTHORIZED }
  }

  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    return { data: input.data ?? {} }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: input.data ?? {} }
  }

  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data: { ...(input.data ?? {}), amount: input.amount } }
  }

  async getWebhookActionAndData(_payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return { action: "not_supported" }
  }
}
