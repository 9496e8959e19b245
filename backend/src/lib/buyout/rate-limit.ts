import type { MedusaRequest } from "@medusajs/framework/http"
import { clientAddress } from "../client-address"
import { envInt, rateLimit, type RateLimitRule } from "../http/rate-limit"

/** Quote e-mails sent per client: BUYOUT_EMAIL_RATE_LIMIT per BUYOUT_EMAIL_RATE_WINDOW seconds (5 per 600). */
export const emailRateLimit = (): RateLimitRule => ({
  limit: envInt(process.env.BUYOUT_EMAIL_RATE_LIMIT, 5),
  windowSeconds: envInt(process.env.BUYOUT_EMAIL_RATE_WINDOW, 600),
})

/** Sales per client and failed status look-ups per client: generous, only against scripted abuse. */
export const formRateLimit = (): RateLimitRule => ({
  limit: envInt(process.env.BUYOUT_FORM_RATE_LIMIT, 30),
  windowSeconds: envInt(process.env.BUYOUT_EMAIL_RATE_WINDOW, 600),
})

/** Failed status look-ups of one buy-out number, from any address: BUYOUT_STATUS_RATE_LIMIT (10) per window. */
export const statusNumberRateLimit = (): RateLimitRule => ({
  limit: envInt(process.env.BUYOUT_STATUS_RATE_LIMIT, 10),
  windowSeconds: envInt(process.env.BUYOUT_EMAIL_RATE_WINDOW, 600),
})

/** `<route>:<client address>`, the address from {@link clientAddress}. */
export const clientKey = (req: MedusaRequest, route: string) => `${route}:${clientAddress(req)}`

/** The number of a status look-up as the route normalises it, when the body has one. */
export function lookedUpNumber(req: MedusaRequest): string | null {
  const number = (req.body as { number?: unknown } | undefined)?.number
  return typeof number === "string" && number.trim() ? number.trim().toUpperCase() : null
}

const created = (status: number) => status === 201

/**
 * The buy-out store API's limits (README "Buy-out (trade-in) API"): e-mailed
 * quotes and completed sales per client address count once they are created
 * (201: the quote's e-mail is then queued, see subscribers/buyout-quote-created),
 * failed status look-ups (404) per client address and per number.
 */
export const buyoutRateLimitMiddlewares = [
  {
    matcher: "/store/buyout/send-to-email",
    methods: ["POST" as const],
    middlewares: [rateLimit({ counters: (req) => [{ key: clientKey(req, "send-to-email"), rule: emailRateLimit() }], counts: created })],
  },
  {
    matcher: "/store/buyout/sell-online",
    methods: ["POST" as const],
    middlewares: [rateLimit({ counters: (req) => [{ key: clientKey(req, "sell-online"), rule: formRateLimit() }], counts: created })],
  },
  {
    matcher: "/store/buyout/status",
    methods: ["POST" as const],
    middlewares: [
      rateLimit({
        counters: (req) => {
          const number = lookedUpNumber(req)
          return [
            { key: clientKey(req, "status"), rule: formRateLimit() },
            ...(number ? [{ key: `status-number:${number}`, rule: statusNumberRateLimit() }] : []),
          ]
        },
        counts: (status) => status === 404,
      }),
    ],
  },
]
