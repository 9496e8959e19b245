import type { MedusaRequest } from "@medusajs/framework/http"
import { clientAddress } from "../client-address"
import { envRule, rateLimit } from "../http/rate-limit"

/** Quote e-mails sent per client: BUYOUT_EMAIL_RATE_LIMIT per BUYOUT_EMAIL_RATE_WINDOW seconds (5 per 600). */
const emailRateLimit = envRule("BUYOUT_EMAIL_RATE_LIMIT", 5, "BUYOUT_EMAIL_RATE_WINDOW", 600)

/** Sales per client and failed status look-ups per client: generous, only against scripted abuse. */
const formRateLimit = envRule("BUYOUT_FORM_RATE_LIMIT", 30, "BUYOUT_EMAIL_RATE_WINDOW", 600)

/** Failed status look-ups of one number, from any address: BUYOUT_STATUS_RATE_LIMIT (10) per window. */
const statusNumberRateLimit = envRule("BUYOUT_STATUS_RATE_LIMIT", 10, "BUYOUT_EMAIL_RATE_WINDOW", 600)

/** `<route>:<client address>`, the address from {@link clientAddress}. */
const clientKey = (req: MedusaRequest, route: string) => `${route}:${clientAddress(req)}`

/** The number of a status look-up as the route normalises it, when the body has one. */
function lookedUpNumber(req: MedusaRequest): string | null {
  const number = (req.body as { number?: unknown } | undefined)?.number
  return typeof number === "string" && number.trim() ? number.trim().toUpperCase() : null
}

/** A form that creates something (a sale, a repair order): FORM_RATE_LIMIT created answers (201) per client address. */
export const createdPerClientLimit = (route: string) =>
  rateLimit({ counters: (req) => [{ key: clientKey(req, route), rule: formRateLimit() }], counts: (status) => status === 201 })

/**
 * A status look-up by number and e-mail or phone (buy-outs, repair orders):
 * failed look-ups (404) count per client address and per number, so
 * guessing either is slow.
 */
export const statusLookupLimit = (route: string) =>
  rateLimit({
    counters: (req) => {
      const number = lookedUpNumber(req)
      return [{ key: clientKey(req, route), rule: formRateLimit() }, ...(number ? [{ key: `${route}-number:${number}`, rule: statusNumberRateLimit() }] : [])]
    },
    counts: (status) => status === 404,
  })

/**
 * The buy-out store API's limits (docs/api/buyout.md): e-mailed
 * quotes and completed sales per client address count once they are created
 * (201: the quote's e-mail is then queued, see subscribers/buyout-quote-created),
 * failed status look-ups (404) per client address and per number.
 */
export const buyoutRateLimitMiddlewares = [
  {
    matcher: "/store/buyout/send-to-email",
    methods: ["POST" as const],
    middlewares: [rateLimit({ counters: (req) => [{ key: clientKey(req, "send-to-email"), rule: emailRateLimit() }], counts: (status) => status === 201 })],
  },
  {
    matcher: "/store/buyout/sell-online",
    methods: ["POST" as const],
    middlewares: [createdPerClientLimit("sell-online")],
  },
  {
    matcher: "/store/buyout/status",
    methods: ["POST" as const],
    middlewares: [statusLookupLimit("status")],
  },
]
