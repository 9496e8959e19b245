import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { clientAddress } from "../client-address"
import { envRule, rateLimit } from "../http/rate-limit"

/** Failed logins to one account from anywhere: LOGIN_ACCOUNT_RATE_LIMIT (5) per LOGIN_RATE_WINDOW seconds (900). */
const accountLoginLimit = envRule("LOGIN_ACCOUNT_RATE_LIMIT", 5, "LOGIN_RATE_WINDOW", 900)

/** Failed logins from one address to any account: LOGIN_ADDRESS_RATE_LIMIT (20) per window, against trying many accounts. */
const addressLoginLimit = envRule("LOGIN_ADDRESS_RATE_LIMIT", 20, "LOGIN_RATE_WINDOW", 900)

/** Reset e-mails per address asked for: RESET_EMAIL_RATE_LIMIT (3) per window; per client address three times that. */
const resetEmailLimit = envRule("RESET_EMAIL_RATE_LIMIT", 3, "LOGIN_RATE_WINDOW", 900)

/** Verification e-mails asked for again per customer: VERIFY_EMAIL_RATE_LIMIT (3) per window; per client address three times that. */
const verifyEmailLimit = envRule("VERIFY_EMAIL_RATE_LIMIT", 3, "LOGIN_RATE_WINDOW", 900)

/** Accounts registered from one client address: REGISTER_RATE_LIMIT (10) per REGISTER_RATE_WINDOW seconds (3600), against mass sign-ups. */
const registerLimit = envRule("REGISTER_RATE_LIMIT", 10, "REGISTER_RATE_WINDOW", 3600)

/** Shortest time a refused login takes, in ms: an unknown e-mail (no hash to check) answers no sooner than a wrong password. */
export const FAILED_LOGIN_MS = 400

function bodyEmail(req: MedusaRequest, field: "email" | "identifier"): string | null {
  const email = (req.body as Record<string, unknown> | undefined)?.[field]
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null
}

/** Holds a refused answer back until FAILED_LOGIN_MS have passed since the request came in. */
function evenFailureTime(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const started = Date.now()
  const json = res.json.bind(res)
  res.json = ((body: unknown) => {
    const wait = res.statusCode === 401 ? started + FAILED_LOGIN_MS - Date.now() : 0
    if (wait <= 0) return json(body)
    setTimeout(() => json(body), wait)
    return res
  }) as typeof res.json
  next()
}

/**
 * A login against guessing, a customer's or a staff member's (api/admin/staff/middlewares.ts, where a
 * wrong second factor counts too), each with counters of its own: refused logins (401) count per
 * account and per client address; past either limit the login answers 429 with `Retry-After`, even
 * for the right password, until the window moves on. A refused login takes at least FAILED_LOGIN_MS.
 */
export function loginProtection(who: "customer" | "staff") {
  const prefix = who === "customer" ? "" : "staff-"
  return [
    evenFailureTime,
    rateLimit({
      counters: (req) => {
        const email = bodyEmail(req, "email")
        return [
          { key: `${prefix}login-address:${clientAddress(req)}`, rule: addressLoginLimit() },
          ...(email ? [{ key: `${prefix}login-account:${email}`, rule: accountLoginLimit() }] : []),
        ]
      },
      counts: (status) => status === 401,
    }),
  ]
}

/**
 * Customer login against guessing: refused logins (401) count per account
 * and per client address; past either limit the login answers 429 with
 * `Retry-After`, even for the right password, until the window moves on.
 * The answer to an unknown e-mail and to a wrong password is Medusa's one
 * message, and both take at least FAILED_LOGIN_MS. Reset e-mails are limited
 * per address asked for and per client address; registrations per client address.
 */
export const loginProtectionMiddlewares: MiddlewareRoute[] = [
  // Registrations per client address, through the shop's route and Medusa's own identity route alike; only accounts made count.
  ...[
    { matcher: "/store/account/register", made: 201 },
    { matcher: "/auth/customer/emailpass/register", made: 200 },
  ].map(({ matcher, made }) => ({
    matcher,
    methods: ["POST" as const],
    middlewares: [
      rateLimit({
        counters: (req) => [{ key: `register-address:${clientAddress(req)}`, rule: registerLimit() }],
        counts: (status) => status === made,
      }),
    ],
  })),
  { matcher: "/auth/customer/emailpass", methods: ["POST"], middlewares: loginProtection("customer") },
  {
    // Medusa answers every reset request alike (an unknown address too); the limit keeps the form from flooding a mailbox.
    matcher: "/auth/customer/emailpass/reset-password",
    methods: ["POST"],
    middlewares: [
      rateLimit({
        counters: (req) => {
          const email = bodyEmail(req, "identifier")
          const rule = resetEmailLimit()
          return [
            { key: `reset-address:${clientAddress(req)}`, rule: { ...rule, limit: rule.limit * 3 } },
            ...(email ? [{ key: `reset-account:${email}`, rule }] : []),
          ]
        },
        counts: (status) => status === 201,
      }),
    ],
  },
]

/** `POST /store/account/verification-email` (after the customer's authentication): sent e-mails (202) count per customer and per client address. */
export const verificationEmailLimit = rateLimit({
  counters: (req) => {
    const rule = verifyEmailLimit()
    const customer = (req as AuthenticatedMedusaRequest).auth_context?.actor_id
    return [
      { key: `verify-email-address:${clientAddress(req)}`, rule: { ...rule, limit: rule.limit * 3 } },
      ...(customer ? [{ key: `verify-email-account:${customer}`, rule }] : []),
    ]
  },
  counts: (status) => status === 202,
})
