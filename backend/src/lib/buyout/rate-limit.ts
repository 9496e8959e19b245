import type { MedusaRequest } from "@medusajs/framework/http"
import { BUYOUT_MODULE } from "../../modules/buyout"
import type BuyoutModuleService from "../../modules/buyout/service"
import { BuyoutHttpError } from "./errors"
import { t } from "./messages"

export type RateLimit = { limit: number; windowSeconds: number }

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/** Quote e-mails per client: BUYOUT_EMAIL_RATE_LIMIT per BUYOUT_EMAIL_RATE_WINDOW seconds (5 per 600). */
export const emailRateLimit = (): RateLimit => ({
  limit: int(process.env.BUYOUT_EMAIL_RATE_LIMIT, 5),
  windowSeconds: int(process.env.BUYOUT_EMAIL_RATE_WINDOW, 600),
})

/** Sales and status look-ups per client: generous, only against scripted abuse. */
export const formRateLimit = (): RateLimit => ({
  limit: int(process.env.BUYOUT_FORM_RATE_LIMIT, 30),
  windowSeconds: int(process.env.BUYOUT_EMAIL_RATE_WINDOW, 600),
})

/**
 * The client address: Medusa's Express app trusts one proxy hop
 * (`trust proxy` = 1), so behind a reverse proxy this is the address the
 * proxy saw; without one it is the socket's peer.
 */
export function clientIp(req: MedusaRequest): string {
  return req.ip || req.socket?.remoteAddress || "unknown"
}

/** Counts the request in PostgreSQL and answers 429 (translated, with Retry-After) when over the limit. */
export async function enforceRateLimit(req: MedusaRequest, bucket: string, { limit, windowSeconds }: RateLimit) {
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const { hits, resetAt } = await service.hitRateLimit(`${bucket}:${clientIp(req)}`, windowSeconds)
  if (hits > limit) {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000))
    throw new BuyoutHttpError(429, {
      message: t("rate_limited", { minutes: Math.ceil(retryAfter / 60) }),
      code: "rate_limited",
      retry_after: retryAfter,
    })
  }
}
