import express, { type NextFunction, type Request, type Response } from "express"

/**
 * Browser security headers on every backend answer: the admin dashboard
 * (`/app`, where the buy-out reveal button shows identity data) and the API
 * must never be framed by another site (clickjacking), content types are not
 * sniffed, and URLs do not leak to other sites in the Referer. Express's
 * `X-Powered-By` only tells attackers what runs here.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
}

export function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value)
  next()
}

/**
 * Makes `securityHeaders` the first middleware of the Express app Medusa
 * creates. A route middleware (src/api/middlewares.ts) is not enough: Medusa
 * mounts the admin's static router on /app before the API routes, and its
 * publishable-key and auth checks answer 400/401 before route middlewares
 * run. `express()` copies `express.application` onto each new app, so this
 * must run before the app exists: from instrumentation.ts, which `medusa
 * start` (also forked by `medusa develop`) loads first.
 */
export function installSecurityHeaders() {
  const init = express.application.init
  express.application.init = function (this: express.Application) {
    init.call(this)
    this.disable("x-powered-by")
    this.use(securityHeaders)
  }
}
