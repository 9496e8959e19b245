import http from "node:http"
import crypto from "node:crypto"

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
 *   errors                                      → HTTP 4xx/5xx with { code, message } (code ≠ 0)
 *
 * The shopper's side: `redirect` leads to a hosted payment page with Pay,
 * Cancel and "Finish later" buttons; Pay and Cancel settle the payment, send
 * the push notification (POST, form-encoded, the fields Comgate sends) to
 * `notifyUrl` and return the shopper to url_paid / url_cancelled; "Finish
 * later" leaves it PENDING and returns to url_pending. As with Comgate, the
 * notification carries the transId and the shop asks the status endpoint.
 *
 * Control endpoints for the tests (no authentication, local only):
 *   GET    /__calls                → API calls recorded, oldest first: [{ method, path, authorised, body, at }]
 *   GET    /__payments             → every payment with its state
 *   DELETE /__calls                → 204, forgets calls (and a pending /__fail)
 *   POST   /__fail   { status }    → the next API call answers with that HTTP status (default 503)
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
  const calls = []
  const payments = new Map()
  let failNext = null
  /** Method codes the gateway refuses (POST /__unavailable), as for a method the shop has not been allowed. */
  const unavailable = new Set()
  let baseUrl = ""

  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers })
    res.end(body === undefined ? "" : JSON.stringify(body))
  }
  const html = (res, status, body) => {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" })
    res.end(body)
  }
  const readBody = (req) =>
    new Promise((resolve) => {
      const chunks = []
      req.on("data", (c) => chunks.push(c))
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    })
  const parse = (raw, type) => {
    if (!raw) return {}
    if (String(type).includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw))
    try {
      return JSON.parse(raw)
    } catch {
      return null
    }
  }
  const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const transId = () => {
    const part = () => crypto.randomBytes(2).toString("hex").toUpperCase()
    return `${part()}-${part()}-${part()}`
  }
  const returnUrl = (template, payment) =>
    template ? String(template).replaceAll("${id}", payment.transId).replaceAll("${refId}", payment.refId) : null

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
    try {
      const res = await fetch(notifyUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body })
      payment.notifications.push({ status: res.status, at: new Date().toISOString() })
      return res.status
    } catch (error) {
      payment.notifications.push({ status: null, error: String(error), at: new Date().toISOString() })
      return null
    }
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

  const paymentPage = (p) => `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Comgate (fake) – ${escape(p.transId)}</title></head>
<body style="font-family:sans-serif;max-width:30rem;margin:2rem auto">
<h1>Comgate</h1>
<p data-testid="gateway-amount">${escape((p.price / 100).toFixed(2))} ${escape(p.curr)}</p>
<p>${escape(p.label)} · <span data-testid="gateway-method">${escape(p.method)}</span> · <span data-testid="gateway-trans-id">${escape(p.transId)}</span></p>
<p data-testid="gateway-status">${escape(p.status)}</p>
${
  p.status === "PENDING"
    ? `<form method="post" action="/client/pay?id=${encodeURIComponent(p.transId)}"><button type="submit" data-testid="gateway-pay">Zaplatit</button></form>
<form method="post" action="/client/cancel?id=${encodeURIComponent(p.transId)}"><button type="submit" data-testid="gateway-cancel">Zrušit platbu</button></form>
<form method="post" action="/client/later?id=${encodeURIComponent(p.transId)}"><button type="submit" data-testid="gateway-later">Dokončit později</button></form>`
    : ""
}
</body></html>`

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? host}`)
    const path = url.pathname
    const raw = await readBody(req)

    // --- control endpoints
    if (path === "/__calls" && req.method === "GET") return send(res, 200, calls)
    if (path === "/__calls" && req.method === "DELETE") {
      calls.length = 0
      failNext = null
      return send(res, 204)
    }
    if (path === "/__payments" && req.method === "GET") return send(res, 200, [...payments.values()])
    if (path === "/__unavailable" && req.method === "POST") {
      unavailable.add(String(parse(raw, req.headers["content-type"])?.method ?? ""))
      return send(res, 200, { unavailable: [...unavailable] })
    }
    if (path === "/__unavailable" && req.method === "DELETE") {
      unavailable.clear()
      return send(res, 204)
    }
    if (path === "/__fail" && req.method === "POST") {
      failNext = Number(parse(raw, req.headers["content-type"])?.status) || 503
      return send(res, 200, { fail_next: failNext })
    }
    if ((path === "/__settle" || path === "/__notify") && req.method === "POST") {
      const body = parse(raw, req.headers["content-type"]) ?? {}
      const payment = payments.get(String(body.transId ?? ""))
      if (!payment) return send(res, 404, { code: 1400, message: "Unknown transId" })
      if (path === "/__settle") payment.status = String(body.status || "PAID")
      const notified = await notify(payment)
      return send(res, 200, { transId: payment.transId, status: payment.status, notified })
    }

    // --- the shopper's hosted payment page
    if (path === "/client/instructions/index" && req.method === "GET") {
      const payment = payments.get(url.searchParams.get("id") ?? "")
      if (!payment) return html(res, 404, "<p>Platba nenalezena</p>")
      return html(res, 200, paymentPage(payment))
    }
    const clientAction = path.match(/^\/client\/(pay|cancel|later)$/)
    if (clientAction && req.method === "POST") {
      const payment = payments.get(url.searchParams.get("id") ?? "")
      if (!payment) return html(res, 404, "<p>Platba nenalezena</p>")
      const action = clientAction[1]
      if (payment.status === "PENDING" && action !== "later") {
        payment.status = action === "pay" ? "PAID" : "CANCELLED"
        await notify(payment)
      }
      const target =
        payment.status === "PAID" ? payment.urlPaid : payment.status === "CANCELLED" ? payment.urlCancelled : payment.urlPending
      if (!target) return html(res, 200, paymentPage(payment))
      res.writeHead(302, { location: returnUrl(target, payment) })
      return res.end()
    }

    // --- REST API v2.0
    if (!path.startsWith("/v2.0/")) return send(res, 404, { code: 1400, message: "Not found" })
    const [user, pass] = Buffer.from(String(req.headers.authorization ?? "").replace(/^Basic\s+/i, ""), "base64")
      .toString("utf8")
      .split(":")
    const authorised = user === merchant && pass === secret
    const body = parse(raw, req.headers["content-type"])
    calls.push({ method: req.method, path, authorised, body, at: new Date().toISOString() })
    if (!authorised) return send(res, 401, { code: 1400, message: "Invalid merchant or secret" }, { "www-authenticate": "Basic" })
    if (failNext !== null) {
      const status = failNext
      failNext = null
      return send(res, status, { code: 1500, message: "Unexpected error (fake-comgate was told to fail this call)" })
    }

    if (path === "/v2.0/payment.json" && req.method === "POST") {
      if (!body) return send(res, 400, { code: 1400, message: "Invalid JSON" })
      const missing = ["price", "curr", "label", "refId", "method", "email"].filter((f) => body[f] === undefined || body[f] === "")
      if (missing.length) return send(res, 400, { code: 1100, message: `Missing parameters: ${missing.join(", ")}` })
      const price = Number(body.price)
      if (!Number.isInteger(price) || price < 1) return send(res, 400, { code: 1100, message: "Invalid price" })
      if (unavailable.has(String(body.method))) return send(res, 400, { code: 1308, message: "Payment method not allowed" })
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
        urlPaid: body.url_paid ?? null,
        urlCancelled: body.url_cancelled ?? null,
        urlPending: body.url_pending ?? null,
        notifications: [],
        createdAt: new Date().toISOString(),
      }
      payments.set(payment.transId, payment)
      return send(res, 200, {
        code: 0,
        message: "OK",
        transId: payment.transId,
        redirect: `${baseUrl}/client/instructions/index?id=${encodeURIComponent(payment.transId)}`,
      })
    }
    const status = path.match(/^\/v2\.0\/payment\/transId\/([^/]+)\.json$/)
    if (status && req.method === "GET") {
      const payment = payments.get(decodeURIComponent(status[1]))
      if (!payment) return send(res, 404, { code: 1400, message: "Payment not found" })
      return send(res, 200, view(payment))
    }
    return send(res, 404, { code: 1400, message: "Unknown method" })
  })

  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  baseUrl = `http://${host}:${typeof address === "object" && address ? address.port : port}`
  return {
    url: baseUrl,
    apiUrl: `${baseUrl}/v2.0`,
    merchant,
    secret,
    calls,
    payments,
    setNotifyUrl: (value) => (notifyUrl = value),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeComgate({ port: Number(process.argv[2] || process.env.FAKE_COMGATE_PORT || 0), notifyUrl: process.argv[3] || null })
  console.log(`fake Comgate API on ${fake.apiUrl} (merchant ${fake.merchant}, secret ${fake.secret}); payments at ${fake.url}/__payments`)
}
