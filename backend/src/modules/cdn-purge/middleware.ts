import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { storeApiSurrogateHeaders } from "./surrogate-keys"

/**
 * Tags every GET answer of the store API for the CDN (`Surrogate-Key:
 * endpoint endpoint-<resource>`) and tells it how long to keep it
 * (`Surrogate-Control`; Fastly strips both before the answer reaches the
 * browser). Shopper-specific routes get `no-store`.
 */
export function storeSurrogateHeaders(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (req.method === "GET" || req.method === "HEAD") {
    const path = (req.originalUrl || req.url).split("?")[0]
    for (const [name, value] of Object.entries(storeApiSurrogateHeaders(path))) res.setHeader(name, value)
  }
  next()
}
