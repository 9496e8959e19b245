import { ShopError } from "../http/errors"
import { promotionMessage } from "./messages"

const TIMEOUT_MS = 5_000

/**
 * The ISIC card check against the verification endpoint named by
 * ISIC_VERIFY_URL (docs/api/promotions.md "ISIC discount"): `POST` JSON
 * `{ cardNumber, cardHolder }` with `Authorization: Bearer <ISIC_VERIFY_TOKEN>`
 * when a token is set, answered `200 { valid: boolean }`. `npm start` and the
 * tests run a local stand-in (scripts/lib/fake-isic.mjs). A card the endpoint
 * does not confirm is a 400 on `cardNumber`; an endpoint that cannot answer
 * is a 503, and the cart keeps its price.
 */
export async function verifyIsicCard(cardNumber: string, cardHolder: string): Promise<void> {
  const url = process.env.ISIC_VERIFY_URL
  const unavailable = () => new ShopError(503, { message: promotionMessage("isic_unavailable"), code: "isic_unavailable" })
  if (!url) throw unavailable()
  let valid: unknown
  try {
    const token = process.env.ISIC_VERIFY_TOKEN
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ cardNumber, cardHolder }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    valid = ((await res.json()) as { valid?: unknown }).valid
  } catch (error) {
    console.warn(`ISIC verification failed: ${(error as Error).message}`)
    throw unavailable()
  }
  if (valid !== true) {
    const message = promotionMessage("isic_not_verified")
    throw ShopError.validation({ cardNumber: [message] }, { message, error_codes: { cardNumber: "isic_not_verified" } })
  }
}
