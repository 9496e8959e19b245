import { roundToWholeUnits } from "@electroshop/domain/money"
import { callPartnerJson, PartnerError } from "../../lib/payment/partner-api"

/**
 * Comgate's REST API v2.0 (https://apidoc.comgate.cz/, "REST API v2.0"):
 * HTTP Basic authentication merchant:secret, JSON in and out.
 *   POST {apiUrl}/payment.json                   create a payment → { code: 0, transId, redirect }
 *   GET  {apiUrl}/payment/transId/{transId}.json its state → { code: 0, status: PENDING | PAID | CANCELLED | AUTHORIZED, … }
 *   POST {apiUrl}/refund.json                    refund a paid payment, whole or in part: { transId, amount, curr, test }
 *                                                → { code: 0, message } (1401: the payment is CANCELLED, 1402: more than is left)
 * An answer with `code` other than 0 (or an HTTP error) is a refusal.
 */
export type ComgateOptions = {
  apiUrl: string
  merchant?: string
  secret?: string
  /** Test payments (COMGATE_TEST=true): no money moves at the real gateway. */
  test: boolean
  /** Method codes per shop method (Comgate's method list); card by default. */
  methods?: Partial<Record<CardMethod, string>>
}

export const CARD_METHODS = ["card", "google_pay", "apple_pay"] as const
export type CardMethod = (typeof CARD_METHODS)[number]

const DEFAULT_METHOD_CODES: Record<CardMethod, string> = {
  card: "CARD_CZ_CSOB_2",
  google_pay: "GOOGLEPAY_REDIRECT",
  apple_pay: "APPLEPAY_REDIRECT",
}

export type ComgateStatus = "PENDING" | "PAID" | "CANCELLED" | "AUTHORIZED"

/** An amount as Comgate's `price` takes it: the shop's whole units (CZK and RON are charged without decimals) in hundredths. */
export const comgatePrice = (amount: number): number => Math.round(roundToWholeUnits(amount) * 100)

export type CreatePaymentInput = {
  /** In the currency's hundredths (haléře, bani). */
  price: number
  curr: string
  label: string
  refId: string
  method: CardMethod
  email: string
  lang: "cs" | "ro"
  country: "CZ" | "RO"
  urlPaid: string
  urlCancelled: string
  urlPending: string
}

export class ComgateError extends PartnerError {
  constructor(
    message: string,
    httpStatus: number | null,
    readonly code: number | null,
  ) {
    super(message, httpStatus)
  }
}

export class ComgateClient {
  constructor(private readonly options: ComgateOptions) {}

  get configured(): boolean {
    return Boolean(this.options.merchant && this.options.secret)
  }

  methodCode(method: CardMethod): string {
    return this.options.methods?.[method] || DEFAULT_METHOD_CODES[method]
  }

  async createPayment(input: CreatePaymentInput): Promise<{ transId: string; redirect: string }> {
    const body = await this.call("POST", "/payment.json", {
      test: this.options.test,
      price: input.price,
      curr: input.curr.toUpperCase(),
      label: input.label.slice(0, 16),
      refId: input.refId,
      method: this.methodCode(input.method),
      email: input.email,
      lang: input.lang,
      country: input.country,
      prepareOnly: true,
      url_paid: input.urlPaid,
      url_cancelled: input.urlCancelled,
      url_pending: input.urlPending,
    })
    if (typeof body.transId !== "string" || typeof body.redirect !== "string") {
      throw new ComgateError("Comgate answered without transId or redirect", null, null)
    }
    return { transId: body.transId, redirect: body.redirect }
  }

  async status(transId: string): Promise<{ transId: string; status: ComgateStatus; price: number; curr: string; refId: string }> {
    const body = await this.call("GET", `/payment/transId/${encodeURIComponent(transId)}.json`)
    return {
      transId: String(body.transId ?? transId),
      status: String(body.status) as ComgateStatus,
      price: Number(body.price),
      curr: String(body.curr ?? ""),
      refId: String(body.refId ?? ""),
    }
  }

  /** Refunds `amount` hundredths of a paid payment to the shopper's card (or wallet), through the gateway. */
  async refund(input: { transId: string; amount: number; curr: string }): Promise<void> {
    await this.call("POST", "/refund.json", {
      transId: input.transId,
      amount: input.amount,
      curr: input.curr.toUpperCase(),
      test: this.options.test,
    })
  }

  private async call(method: "GET" | "POST", path: string, json?: unknown): Promise<Record<string, unknown>> {
    if (!this.configured) throw new ComgateError("Comgate is not configured (COMGATE_MERCHANT, COMGATE_SECRET)", null, null)
    const auth = Buffer.from(`${this.options.merchant}:${this.options.secret}`).toString("base64")
    return callPartnerJson(`${this.options.apiUrl.replace(/\/$/, "")}${path}`, {
      method,
      headers: { authorization: `Basic ${auth}` },
      json,
      partner: "Comgate",
      refused: (body) => body.code !== undefined && Number(body.code) !== 0,
      fail: (message, status, body) => new ComgateError(message, status, body?.code === undefined ? null : Number(body.code)),
    })
  }
}

/** The one reading of COMGATE_* (medusa-config's provider options and the payment routes). */
export function comgateOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ComgateOptions {
  return {
    apiUrl: env.COMGATE_URL || "https://payments.comgate.cz/v2.0",
    merchant: env.COMGATE_MERCHANT,
    secret: env.COMGATE_SECRET,
    test: env.COMGATE_TEST === "true",
    methods: {
      card: env.COMGATE_METHOD_CARD,
      google_pay: env.COMGATE_METHOD_GOOGLE_PAY,
      apple_pay: env.COMGATE_METHOD_APPLE_PAY,
    },
  }
}

export function isCardMethod(value: unknown): value is CardMethod {
  return typeof value === "string" && (CARD_METHODS as readonly string[]).includes(value)
}
