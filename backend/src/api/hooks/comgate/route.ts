import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { handleCardPaymentNotification } from "../../../lib/payment/card-payment"

/** Comgate's answer format: form-encoded text (`code=0&message=OK`). */
type ComgateAnswer = string

/**
 * Comgate's push notification (the URL set in its client portal; the fake
 * gateway posts here): form fields with `transId`. Nothing in the body is
 * trusted: the state is asked from the gateway's status endpoint, and a paid
 * order is captured once however often the gateway repeats the notice.
 * Answers 200 when done (Comgate stops repeating), 503 when the gateway could
 * not be asked (it notifies again later).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse<ComgateAnswer>) {
  const body = (typeof req.body === "string" ? Object.fromEntries(new URLSearchParams(req.body)) : (req.body ?? {})) as Record<string, unknown>
  const transId = typeof body.transId === "string" ? body.transId.trim() : ""
  if (!/^[A-Za-z0-9-]{1,64}$/.test(transId)) {
    res.status(400).type("text/plain").send("code=1100&message=transId%20missing")
    return
  }
  const done = await handleCardPaymentNotification(req.scope, transId)
  if (!done) {
    res.status(503).type("text/plain").send("code=1500&message=status%20unavailable")
    return
  }
  res.status(200).type("text/plain").send("code=0&message=OK")
}
