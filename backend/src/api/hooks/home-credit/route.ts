import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { handleHomeCreditNotification } from "../../../lib/payment/installment-payment"

/** What the notification is answered: done or not (503: Home Credit notifies again), or why it was unreadable. */
type HomeCreditAnswer = { ok: boolean } | { message: string }

/**
 * Home Credit's notification (the application's merchantUrls.notificationEndpoint;
 * the fake partner posts here): JSON with the application `id`. Nothing else
 * in the body is trusted: the state is asked from the partner. 200 when done,
 * 503 when the partner could not be asked (it notifies again).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse<HomeCreditAnswer>) {
  const body = (req.body ?? {}) as Record<string, unknown>
  const id = typeof body.id === "string" ? body.id.trim() : ""
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) {
    res.status(400).json({ message: "id missing" })
    return
  }
  const done = await handleHomeCreditNotification(req.scope, id)
  res.status(done ? 200 : 503).json({ ok: done })
}
