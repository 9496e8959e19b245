import crypto from "node:crypto"
import { escapeHtml, hostedPage, notifyShop, redirectTo, sendHtml, sendJson, startFakeServer } from "./fake-server.mjs"

/**
 * A local stand-in for the Comgate payment gateway's REST API v2.0
 * (https://apidoc.comgate.cz/, "REST API v2.0"; protocol notes at
 * https://help.comgate.cz/docs/api-protokol), used by `npm start` without
 * COMGATE_MERCHANT and by the tests, because the real gateway cannot be
 * reached from here. It speaks the documented calls, with HTTP Basic
 * authentication `merchant:secret`:
 *
 *   POST /v2.0/payment.json                     create a payment (JSON: price in hundredths, curr, label, refId,
 *                                               method, email, prepareOnly, url_paid/url_cancelled/url_pending)
 *                                               → { code: 0, message: "OK", transId, redirect }
 *   GET  /v2.0/payment/transId/{transId}.json   its state → { code: 0, message: "OK", transId, status, price, curr, refId, method, … }
 *                                               status: PENDING, PAID, CANCELLED, AUTHORIZED
 *   POST /v2.0/refund.json                      refund a PAID payment, whole or in part (JSON: transId, amount in
 *                                               hundredths, curr, test) → { code: 0, message: "OK" }; 1401 when the
 *                                               payment is CANCELLED (or not paid), 1402 when more than is left
 *   errors                                      → HTTP 4xx/5xx with { code, message } (code ≠ 0)
 *
 * The shopper's side: `redirect` leads to a hosted payment page with Pay,
 * Cancel and "Finish later" buttons; Pay and Cancel settle the payment, send
 * the push notification (POST, form-encoded, the fields Comgate sends) to
 * `notifyUrl` and return the shopper to url_paid / url_cancelled; "Finish
 * later" leaves it PENDING and returns to url_pending. As with Comgate, the
 * notification carries the transId and the shop asks the status endpoint.
 *
 * Control endpoints for the tests: those of fake-server.mjs (`/__calls`
 * records API calls as { method, path, authorised, body, at }; `/__fail`
 * fails the next API call), and
 *   GET    /__payments             → every payment with its state and its refunds ({ amount, at })
 *   POST   /__unavailable { method } → creating a payment with that method code (e.g. GOOGLEPAY_REDIRECT) is
 *                                      refused as Comgate refuses a method the shop may not use (400, code 1308)
 *   DELETE /__unavailable          → 204, every method is offered again
 *   POST   /__settle { transId, status } → sets the state (PAID / CANCELLED / …) and sends the notification
 *   POST   /__notify { transId }   → sends the notification again (a gateway repeats it)
 *
 * Returns { url, merchant, secret, calls, payments, stop }. Run alone:
 * `node scripts/lib/fake-comgate.mjs [port] [notifyUrl]` (random credentials, printed).
 */
export async function startFakeComgate({
  port = 0,
  host = "127.0.0.1",
  merchant = String(100000 + crypto.randomInt(900000)),
  secret = crypto.randomBytes(24).toString("base64url"),
  notifyUrl = null,
} = {}) {
  const payments = new Map()
  /** Method codes the gateway refuses (POST /__unavailable), as for a method the shop has not been allowed. */
  const unavailable = new Set()

  const transId = () => {
    const part = () => crypto.randomBytes(2).toString("hex").toUpperCase()
    return `${part()}-${part()}-${part()}`
  }
  const returnUrl = (template, payment) => (template ? String(template).replaceAll("${id}", payment.transId).replaceAll("${refId}", payment.refId) : null)

  /** Comgate's push notification: form fields, the shop must verify by asking the status endpoint. */
  const notify = async (payment) => {
    if (!notifyUrl) return null
    const body = new URLSearchParams({
      merchant,
      test: String(payment.test),
      price: String(payment.price),
      curr: payment.curr,
      label: payment.label,
      refId: payment.refId,
      method: payment.method,
      email: payment.email,
      transId: payment.transId,
      secret,
      status: payment.status,
    })
    return notifyShop(payment, notifyUrl, { headers: { "content-type": "application/x-www-form-urlencoded" }, body })
  }

  const view = (p) => ({
    code: 0,
    message: "OK",
    merchant,
    test: p.test,
    price: p.price,
    curr: p.curr,
    label: p.label,
    refId: p.refId,
    method: p.method,
    email: p.email,
    transId: p.transId,
    status: p.status,
    payerId: null,
    fee: "unknown",
  })

  const paymentPage = (p) => {
    const id = encodeURIComponent(p.transId)
    return hostedPage({
      title: `Comgate (fake) – ${p.transId}`,
      heading: "Comgate",
      amount: { testId: "gateway-amount", minor: p.price, currency: p.curr },
      details: `<p>${escapeHtml(p.label)} · <span data-testid="gateway-method">${escapeHtml(p.method)}</span> · <span data-testid="gateway-trans-id">${escapeHtml(p.transId)}</span></p>`,
      state: { testId: "gateway-status", value: p.status },
      actions:
        p.status === "PENDING"
          ? [
              [`/client/pay?id=${id}`, "gateway-pay", "Zaplatit"],
              [`/client/cancel?id=${id}`, "gateway-cancel", "Zrušit platbu"],
              [`/client/later?id=${id}`, "gateway-later", "Dokončit později"],
            ]
          : [],
    })
  }

  const fake = await startFakeServer({
    port,
    host,
    handle: async (req, res, { url, path, body, baseUrl, record, takeFailure }) => {
      // --- control endpoints
      if (path === "/__payments" && req.method === "GET") return sendJson(res, 200, [...payments.values()])
      if (path === "/__unavailable" && req.method === "POST") {
        unavailable.add(String(body?.method ?? ""))
        return sendJson(res, 200, { unavailable: [...unavailable] })
      }
      if (path === "/__unavailable" && req.method === "DELETE") {
        unavailable.clear()
        return sendJson(res, 204)
      }
      if ((path === "/__settle" || path === "/__notify") && req.method === "POST") {
        const payment = payments.get(String(body?.transId ?? ""))
        if (!payment) return sendJson(res, 404, { code: 1400, message: "Unknown transId" })
        if (path === "/__settle") payment.status = String(body.status || "PAID")
        const notified = await notify(payment)
        return sendJson(res, 200, { transId: payment.transId, status: payment.status, notified })
      }

      // --- the shopper's hosted payment page
      if (path === "/client/instructions/index" && req.method === "GET") {
        const payment = payments.get(url.searchParams.get("id") ?? "")
        if (!payment) return sendHtml(res, 404, "<p>Platba nenalezena</p>")
        return sendHtml(res, 200, paymentPage(payment))
      }
      const clientAction = path.match(/^\/client\/(pay|cancel|later)$/)
      if (clientAction && req.method === "POST") {
        const payment = payments.get(url.searchParams.get("id") ?? "")
        if (!payment) return sendHtml(res, 404, "<p>Platba nenalezena</p>")
        const action = clientAction[1]
        if (payment.status === "PENDING" && action !== "later") {
          payment.status = action === "pay" ? "PAID" : "CANCELLED"
          await notify(payment)
        }
        const target = payment.status === "PAID" ? payment.urlPaid : payment.status === "CANCELLED" ? payment.urlCancelled : payment.urlPending
        if (!target) return sendHtml(res, 200, paymentPage(payment))
        return redirectTo(res, returnUrl(target, payment))
      }

      // --- REST API v2.0
      if (!path.startsWith("/v2.0/")) return sendJson(res, 404, { code: 1400, message: "Not found" })
      const [user, pass] = Buffer.from(String(req.headers.authorization ?? "").replace(/^Basic\s+/i, ""), "base64")
        .toString("utf8")
        .split(":")
      const authorised = user === merchant && pass === secret
      record({ method: req.method, path, authorised, body })
      if (!authorised) return sendJson(res, 401, { code: 1400, message: "Invalid merchant or secret" }, { "www-authenticate": "Basic" })
      const failure = takeFailure()
      if (failure !== null) return sendJson(res, failure, { code: 1500, message: "Unexpected error (fake-comgate was told to fail this call)" })

      if (path === "/v2.0/payment.json" && req.method === "POST") {
        if (!body) return sendJson(res, 400, { code: 1400, message: "Invalid JSON" })
        const missing = ["price", "curr", "label", "refId", "method", "email"].filter((f) => body[f] === undefined || body[f] === "")
        if (missing.length) return sendJson(res, 400, { code: 1100, message: `Missing parameters: ${missing.join(", ")}` })
        const price = Number(body.price)
        if (!Number.isInteger(price) || price < 1) return sendJson(res, 400, { code: 1100, message: "Invalid price" })
        if (unavailable.has(String(body.method))) return sendJson(res, 400, { code: 1308, message: "Payment method not allowed" })
        const payment = {
          transId: transId(),
          test: body.test === true || body.test === "true",
          price,
          curr: String(body.curr).toUpperCase(),
          label: String(body.label).slice(0, 16),
          refId: String(body.refId),
          method: String(body.method),
          email: String(body.email),
          status: "PENDING",
          refunds: [],
          urlPaid: body.url_paid ?? null,
          urlCancelled: body.url_cancelled ?? null,
          urlPending: body.url_pending ?? null,
          notifications: [],
          createdAt: new Date().toISOString(),
        }
        payments.set(payment.transId, payment)
        return sendJson(res, 200, {
          code: 0,
          message: "OK",
          transId: payment.transId,
          redirect: `${baseUrl}/client/instructions/index?id=${encodeURIComponent(payment.transId)}`,
        })
      }
      if (path === "/v2.0/refund.json" && req.method === "POST") {
        const payment = payments.get(String(body?.transId ?? ""))
        if (!payment) return sendJson(res, 404, { code: 1400, message: "Payment not found" })
        if (payment.status !== "PAID") return sendJson(res, 400, { code: 1401, message: "Refunded payment is in CANCELLED status" })
        const amount = Number(body.amount)
        const left = payment.price - payment.refunds.reduce((sum, r) => sum + r.amount, 0)
        if (!Number.isInteger(amount) || amount < 1 || amount > left) return sendJson(res, 400, { code: 1402, message: "Refund amount higher than allowed" })
        payment.refunds.push({ amount, at: new Date().toISOString() })
        return sendJson(res, 200, { code: 0, message: "OK" })
      }
      const status = path.match(/^\/v2\.0\/payment\/transId\/([^/]+)\.json$/)
      if (status && req.method === "GET") {
        const payment = payments.get(decodeURIComponent(status[1]))
        if (!payment) return sendJson(res, 404, { code: 1400, message: "Payment not found" })
        return sendJson(res, 200, view(payment))
      }
      return sendJson(res, 404, { code: 1400, message: "Unknown method" })
    },
  })

  return {
    ...fake,
    apiUrl: `${fake.url}/v2.0`,
    merchant,
    secret,
    payments,
    setNotifyUrl: (value) => (notifyUrl = value),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeComgate({ port: Number(process.argv[2] || process.env.FAKE_COMGATE_PORT || 0), notifyUrl: process.argv[3] || null })
  console.log(`fake Comgate API on ${fake.apiUrl} (merchant ${fake.merchant}, secret ${fake.secret}); payments at ${fake.url}/__payments`)
}
