import crypto from "node:crypto"
import { escapeHtml, notifyShop, sendJson, startFakeLoanPartner } from "./fake-server.mjs"

/**
 * A local stand-in for Home Credit's "HC On-line" e-shop API (cz; technical
 * documentation csoneclicknew.docs.apiary.io, linked from the public
 * homecreditcz/Eshop-api guide), used by `npm start` without
 * HOME_CREDIT_USERNAME and by the tests, because the partner cannot be reached
 * from here. It speaks the documented calls:
 *
 *   POST /authentication/v1/partner                 { username, password } → { accessToken } (Bearer for the rest; 401 otherwise)
 *   POST /financing/v1/applications                 { type, productSetCode, settingsInstallment, customer, order: { number,
 *                                                   totalPrice: { amount, currency }, items }, merchantUrls: { approvedRedirect,
 *                                                   rejectedRedirect, notificationEndpoint } }
 *                                                   → 201 { id, state: "PROCESSING", stateReason, gatewayRedirectUrl }
 *   GET  /financing/v1/applications/{id}            → { id, state, stateReason, order, customer, settingsInstallment }
 *   PUT  /financing/v1/applications/{id}/order/send → 200 (READY only, else 409): stateReason READY_SHIPPED, the loan is finalised
 *   POST /financing/v1/applications/{id}/cancel     { reason } → 200: the e-shop withdraws an application not finalised yet
 *                                                   (PROCESSING, or READY not sent; 409 otherwise): state CANCELLED
 *   states: PROCESSING, READY (approved), REJECTED, CANCELLED
 *
 * The shopper's side: `gatewayRedirectUrl` leads to a hosted application page
 * with Approve and Reject buttons (standing in for the partner's forms and
 * its decision); either sends the notification (POST JSON { id, state,
 * stateReason } to notificationEndpoint, verified by the shop at the detail
 * endpoint) and returns the shopper to approvedRedirect / rejectedRedirect.
 *
 * Control endpoints for the tests: those of fake-server.mjs (`/__calls`
 * records API calls as { method, path, authorised, body, at }; `/__fail`
 * fails the next API call, login included; `/__applications`; `/__decide
 * { id, approved }` sets READY or REJECTED and sends the notification).
 *
 * Returns { url, username, password, calls, applications, stop }. Run alone:
 * `node scripts/lib/fake-home-credit.mjs [port]`.
 */
export async function startFakeHomeCredit({
  port = 0,
  host = "127.0.0.1",
  username = `eshop${crypto.randomInt(100000)}`,
  password = crypto.randomBytes(18).toString("base64url"),
} = {}) {
  const applications = new Map()
  const tokens = new Set()

  const notify = async (app) => {
    const url = app.merchantUrls?.notificationEndpoint
    if (!url) return null
    return notifyShop(app, url, {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: app.id, state: app.state, stateReason: app.stateReason }),
    })
  }
  const decide = async (app, state) => {
    app.state = state
    app.stateReason = state === "READY" ? "READY_TO_SHIP" : state === "REJECTED" ? "REJECTED" : "CANCELLED_NOT_PAID"
    return notify(app)
  }
  const view = (a) => ({
    id: a.id,
    state: a.state,
    stateReason: a.stateReason,
    type: a.type,
    productSetCode: a.productSetCode,
    settingsInstallment: a.settingsInstallment,
    customer: a.customer,
    order: a.order,
  })

  const fake = await startFakeLoanPartner({
    port,
    host,
    applications,
    portal: "/gateway",
    notFound: "Žádost nenalezena",
    page: (a) => ({
      partner: "Home Credit",
      heading: "Home Credit – žádost o úvěr",
      amount: { minor: a.order.totalPrice.amount, currency: a.order.totalPrice.currency },
      order: { label: "Objednávka", number: a.order.number },
      months: { count: a.settingsInstallment?.preferredMonths, unit: "měsíců" },
      items: (a.order.items ?? []).map(
        (i) => `${escapeHtml(i.name)} · <span data-testid="partner-arrange">${escapeHtml(i.installmentArrangeType ?? "")}</span>`,
      ),
      state: a.state,
    }),
    labels: ["Podepsat smlouvu", "Zamítnout"],
    open: (app) => app.state === "PROCESSING",
    decide: (app, approved) => decide(app, approved ? "READY" : "REJECTED"),
    returnTo: (app) => (app.state === "READY" ? app.merchantUrls?.approvedRedirect : app.merchantUrls?.rejectedRedirect),
    api: async (req, res, { path, body, baseUrl, record, takeFailure }) => {
      const token = String(req.headers.authorization ?? "").replace(/^Bearer\s+/i, "")
      const authorised = path === "/authentication/v1/partner" ? body?.username === username && body?.password === password : tokens.has(token)
      record({ method: req.method, path, authorised, body })
      const failure = takeFailure()
      if (failure !== null) return sendJson(res, failure, { message: "Unexpected error (fake-home-credit was told to fail this call)" })
      if (path === "/authentication/v1/partner" && req.method === "POST") {
        if (!authorised) return sendJson(res, 401, { message: "Invalid credentials" })
        const accessToken = crypto.randomBytes(24).toString("base64url")
        tokens.add(accessToken)
        return sendJson(res, 200, { accessToken })
      }
      if (!authorised) return sendJson(res, 401, { message: "Invalid or expired token" })

      if (path === "/financing/v1/applications" && req.method === "POST") {
        if (!body) return sendJson(res, 400, { message: "Invalid JSON" })
        const amount = Number(body.order?.totalPrice?.amount)
        const missing = []
        if (!body.order?.number) missing.push("order.number")
        if (!Number.isInteger(amount) || amount < 1) missing.push("order.totalPrice.amount")
        if (!body.customer?.email) missing.push("customer.email")
        if (!body.merchantUrls?.approvedRedirect) missing.push("merchantUrls.approvedRedirect")
        if (missing.length) return sendJson(res, 400, { message: `Invalid fields: ${missing.join(", ")}` })
        const duplicate = [...applications.values()].find((a) => a.order.number === String(body.order.number) && a.state === "PROCESSING")
        if (duplicate) return sendJson(res, 422, { message: "Duplicate order number" })
        const id = crypto.randomUUID()
        const app = {
          id,
          state: "PROCESSING",
          stateReason: "PROCESSING_REDIRECT_NEEDED",
          type: body.type ?? "INSTALLMENT",
          productSetCode: body.productSetCode ?? null,
          settingsInstallment: body.settingsInstallment ?? null,
          customer: body.customer,
          order: { ...body.order, number: String(body.order.number) },
          merchantUrls: body.merchantUrls,
          notifications: [],
          sentAt: null,
          createdAt: new Date().toISOString(),
        }
        applications.set(id, app)
        return sendJson(res, 201, { id, state: app.state, stateReason: app.stateReason, gatewayRedirectUrl: `${baseUrl}/gateway/application?id=${id}` })
      }
      const detail = path.match(/^\/financing\/v1\/applications\/([^/]+)(\/order\/send|\/cancel)?$/)
      if (detail) {
        const app = applications.get(decodeURIComponent(detail[1]))
        if (!app) return sendJson(res, 404, { message: "Application not found" })
        if (!detail[2] && req.method === "GET") return sendJson(res, 200, view(app))
        if (detail[2] === "/cancel" && req.method === "POST") {
          if (app.sentAt || !["PROCESSING", "READY"].includes(app.state)) return sendJson(res, 409, { message: `Application is ${app.state}` })
          app.state = "CANCELLED"
          app.stateReason = String(body?.reason ?? "CANCELLED_BY_ESHOP")
          return sendJson(res, 200, view(app))
        }
        if (detail[2] === "/order/send" && req.method === "PUT") {
          if (app.state !== "READY") return sendJson(res, 409, { message: `Application is ${app.state}` })
          app.stateReason = "READY_SHIPPED"
          app.sentAt = app.sentAt ?? new Date().toISOString()
          return sendJson(res, 200, view(app))
        }
      }
      return sendJson(res, 404, { message: "Unknown resource" })
    },
  })

  return { ...fake, username, password, applications }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeHomeCredit({ port: Number(process.argv[2] || process.env.FAKE_HOME_CREDIT_PORT || 0) })
  console.log(`fake Home Credit API on ${fake.url} (username ${fake.username}, password ${fake.password}); applications at ${fake.url}/__applications`)
}
