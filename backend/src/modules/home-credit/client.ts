import type { InstallmentApplicationState } from "@electroshop/contracts/payment"
import { callPartnerJson, PartnerError } from "../../lib/payment/partner-api"

/**
 * Home Credit's "HC On-line" e-shop API (Czech Republic), REST and JSON, as its
 * technical documentation describes it ("Home Credit on-line: API pro
 * partnerské e-shopy", csoneclicknew.docs.apiary.io, linked from the public
 * homecreditcz/Eshop-api guide):
 *   POST {apiUrl}/authentication/v1/partner                  { username, password } → { accessToken } (Bearer for the rest)
 *   POST {apiUrl}/financing/v1/applications                  create an application → { id, state: PROCESSING, gatewayRedirectUrl }
 *   GET  {apiUrl}/financing/v1/applications/{id}             its state → { id, state, stateReason, order, … }
 *   PUT  {apiUrl}/financing/v1/applications/{id}/order/send  the goods were sent: the loan is finalised
 *   POST {apiUrl}/financing/v1/applications/{id}/cancel      { reason } the e-shop withdraws an application not finalised yet
 * States: PROCESSING (the shopper fills the application), READY (approved), REJECTED, CANCELLED.
 * The partner's notification (merchantUrls.notificationEndpoint) is not
 * trusted: the shop asks the application's state.
 */
export type HomeCreditOptions = { apiUrl: string; username?: string; password?: string }

export type HomeCreditState = "PROCESSING" | "READY" | "REJECTED" | "CANCELLED"

export type CreateApplicationInput = {
  orderNumber: string
  /** In the currency's hundredths (haléře). */
  totalPrice: number
  currency: string
  customer: { firstName: string; lastName: string; email: string; phone: string }
  items: { code: string; name: string; quantity: number; totalPrice: number; installmentArrangeType: string }[]
  /** The barem the shopper chose: months asked for. */
  preferredMonths: number
  productSetCode: string
  approvedRedirect: string
  rejectedRedirect: string
  notificationEndpoint: string
}

export type ApplicationView = { id: string; state: HomeCreditState; stateReason: string; orderNumber: string; totalPrice: number; currency: string }

const APPLICATION_STATES: Record<HomeCreditState, InstallmentApplicationState> = {
  PROCESSING: "processing",
  READY: "approved",
  REJECTED: "rejected",
  CANCELLED: "cancelled",
}

export class HomeCreditError extends PartnerError {}

export class HomeCreditClient {
  private token: string | null = null

  constructor(private readonly options: HomeCreditOptions) {}

  get configured(): boolean {
    return Boolean(this.options.username && this.options.password)
  }

  async createApplication(input: CreateApplicationInput): Promise<{ id: string; redirect: string }> {
    const body = await this.call("POST", "/financing/v1/applications", {
      type: "INSTALLMENT",
      productSetCode: input.productSetCode,
      settingsInstallment: { preferredMonths: input.preferredMonths },
      customer: input.customer,
      order: {
        number: input.orderNumber,
        totalPrice: { amount: input.totalPrice, currency: input.currency.toUpperCase() },
        items: input.items.map((item) => ({
          code: item.code,
          name: item.name,
          quantity: item.quantity,
          totalPrice: { amount: item.totalPrice, currency: input.currency.toUpperCase() },
          installmentArrangeType: item.installmentArrangeType,
        })),
      },
      merchantUrls: {
        approvedRedirect: input.approvedRedirect,
        rejectedRedirect: input.rejectedRedirect,
        notificationEndpoint: input.notificationEndpoint,
      },
    })
    if (typeof body.id !== "string" || typeof body.gatewayRedirectUrl !== "string") {
      throw new HomeCreditError("Home Credit answered without id or gatewayRedirectUrl", null)
    }
    return { id: body.id, redirect: body.gatewayRedirectUrl }
  }

  async application(id: string): Promise<ApplicationView> {
    const body = await this.call("GET", `/financing/v1/applications/${encodeURIComponent(id)}`)
    const order = (body.order ?? {}) as { number?: unknown; totalPrice?: { amount?: unknown; currency?: unknown } }
    return {
      id: String(body.id ?? id),
      state: String(body.state) as HomeCreditState,
      stateReason: String(body.stateReason ?? ""),
      orderNumber: String(order.number ?? ""),
      totalPrice: Number(order.totalPrice?.amount),
      currency: String(order.totalPrice?.currency ?? ""),
    }
  }

  /** The application's state in the shop's words; a state this client does not know counts as still being decided. */
  async applicationState(id: string): Promise<InstallmentApplicationState> {
    return APPLICATION_STATES[(await this.application(id)).state] ?? "processing"
  }

  async markOrderSent(id: string): Promise<void> {
    await this.call("PUT", `/financing/v1/applications/${encodeURIComponent(id)}/order/send`)
  }

  /** The order was cancelled before its goods were sent: the application (being filled, or approved) is withdrawn. */
  async cancelApplication(id: string): Promise<void> {
    await this.call("POST", `/financing/v1/applications/${encodeURIComponent(id)}/cancel`, { reason: "CANCELLED_BY_ESHOP" })
  }

  private async login(): Promise<string> {
    if (this.token) return this.token
    const body = await this.request("POST", "/authentication/v1/partner", { username: this.options.username, password: this.options.password }, null)
    if (typeof body.accessToken !== "string") throw new HomeCreditError("Home Credit login answered without accessToken", null)
    this.token = body.accessToken
    return this.token
  }

  private async call(method: "GET" | "POST" | "PUT", path: string, json?: unknown): Promise<Record<string, unknown>> {
    if (!this.configured) throw new HomeCreditError("Home Credit is not configured (HOME_CREDIT_USERNAME, HOME_CREDIT_PASSWORD)", null)
    try {
      return await this.request(method, path, json, await this.login())
    } catch (error) {
      // An expired token: log in once more.
      if (!(error instanceof HomeCreditError) || error.httpStatus !== 401) throw error
      this.token = null
      return this.request(method, path, json, await this.login())
    }
  }

  private async request(method: string, path: string, json: unknown, token: string | null): Promise<Record<string, unknown>> {
    return callPartnerJson(`${this.options.apiUrl.replace(/\/$/, "")}${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      json,
      partner: "Home Credit",
      fail: (message, status) => new HomeCreditError(message, status),
    })
  }
}

/** The one reading of HOME_CREDIT_* (medusa-config's provider options and the installment routes). */
export function homeCreditOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): HomeCreditOptions {
  return {
    apiUrl: env.HOME_CREDIT_URL || "https://api.homecredit.cz",
    username: env.HOME_CREDIT_USERNAME,
    password: env.HOME_CREDIT_PASSWORD,
  }
}
