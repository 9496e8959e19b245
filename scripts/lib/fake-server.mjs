import http from "node:http"

/**
 * What the local stand-ins for partner APIs (fake-fastly, fake-comgate,
 * fake-home-credit, fake-tbi, fake-isic, fake-packeta) share: the HTTP plumbing, the record of calls
 * and the controls the tests use (local only, no authentication):
 *
 *   GET    /__calls          → the calls the stand-in recorded, oldest first
 *   DELETE /__calls          → 204, forgets them (and a pending /__fail)
 *   POST   /__fail { status } → the next call the stand-in asks `takeFailure()` about answers with
 *                               that HTTP status (default 503)
 *
 * `handle(req, res, request)` answers everything else; `request` holds the
 * parsed `url`, `path`, `raw` body and `body` (JSON, or form fields for a
 * form-encoded body; null when unreadable), the server's own `baseUrl`, and
 * `record(call)` / `takeFailure()`.
 *
 * Returns { url, calls, stop }.
 */
export async function startFakeServer({ port = 0, host = "127.0.0.1", handle }) {
  const calls = []
  let failNext = null
  let baseUrl = ""

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? host}`)
    const path = url.pathname
    const raw = await readBody(req)
    const body = parseBody(raw, req.headers["content-type"])

    if (path === "/__calls" && req.method === "GET") return sendJson(res, 200, calls)
    if (path === "/__calls" && req.method === "DELETE") {
      calls.length = 0
      failNext = null
      return sendJson(res, 204)
    }
    if (path === "/__fail" && req.method === "POST") {
      failNext = Number(body?.status) || 503
      return sendJson(res, 200, { fail_next: failNext })
    }

    await handle(req, res, {
      url,
      path,
      raw,
      body,
      baseUrl,
      record: (call) => {
        const entry = { ...call, at: new Date().toISOString() }
        calls.push(entry)
        return entry
      },
      takeFailure: () => {
        const status = failNext
        failNext = null
        return status
      },
    })
  })

  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  baseUrl = `http://${host}:${typeof address === "object" && address ? address.port : port}`
  return {
    url: baseUrl,
    calls,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers })
  res.end(body === undefined ? "" : JSON.stringify(body))
}

/** For partners whose API speaks XML (fake-packeta); `body` is the whole document. */
export function sendXml(res, status, body) {
  res.writeHead(status, { "content-type": "text/xml; charset=utf-8" })
  res.end(body)
}

export function sendHtml(res, status, body) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" })
  res.end(body)
}

export function redirectTo(res, location) {
  res.writeHead(302, { location })
  res.end()
}

export const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The partner's hosted page the shopper is sent to (payment, loan
 * application): the amount, trusted `details` HTML, the state (each
 * `{ testId, … }` for the tests to read), and the
 * buttons that decide it (`actions`, each [path, test id, label], posted as
 * plain forms), shown only while the state is still open.
 */
export const hostedPage = ({ title, heading, amount, details, state, actions }) => `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif;max-width:30rem;margin:2rem auto">
<h1>${escapeHtml(heading)}</h1>
<p data-testid="${amount.testId}">${escapeHtml((amount.minor / 100).toFixed(2))} ${escapeHtml(amount.currency)}</p>
${details}
<p data-testid="${state.testId}">${escapeHtml(state.value)}</p>
${actions.map(([action, testId, label]) => `<form method="post" action="${escapeHtml(action)}"><button type="submit" data-testid="${escapeHtml(testId)}">${escapeHtml(label)}</button></form>`).join("\n")}
</body></html>`

/**
 * A loan partner's stand-in (fake-home-credit, fake-tbi): a fake server whose
 * `api(req, res, request)` speaks the partner's API, plus what every loan
 * partner's stand-in has, the tests' controls over the applications and the
 * shopper's hosted application page under `portal`:
 *
 *   GET  /__applications              → every application
 *   POST /__decide { id, approved }    → decides it (`decide(app, approved)` sends the partner's notification)
 *   GET  {portal}/application?id=      → the application page (loanApplicationPage of `page(app)`); while
 *                                        `open(app)`, with the buttons `labels` [approve, reject]
 *                                        (`notFound` text when unknown)
 *   POST {portal}/approve|reject?id=   → decides it while `open(app)`, then sends the shopper to
 *                                        `returnTo(app)` (the page again when that is empty)
 *
 * Returns what startFakeServer returns.
 */
export function startFakeLoanPartner({ port, host, applications, portal, notFound, page, labels, open, decide, returnTo, api }) {
  return startFakeServer({
    port,
    host,
    handle: async (req, res, request) => {
      const { url, path, body } = request
      if (path === "/__applications" && req.method === "GET") return sendJson(res, 200, [...applications.values()])
      if (path === "/__decide" && req.method === "POST") {
        const app = applications.get(String(body?.id ?? ""))
        if (!app) return sendJson(res, 404, { message: "Unknown application" })
        return sendJson(res, 200, { id: body.id, notified: await decide(app, body.approved !== false) })
      }
      const action = path.startsWith(`${portal}/`) ? path.slice(portal.length + 1) : null
      const shows = action === "application" && req.method === "GET"
      const decides = (action === "approve" || action === "reject") && req.method === "POST"
      if (!shows && !decides) return api(req, res, request)
      const id = url.searchParams.get("id") ?? ""
      const app = applications.get(id)
      const show = () => {
        const [approve, reject] = labels
        const q = encodeURIComponent(id)
        const actions = open(app)
          ? [
              [`${portal}/approve?id=${q}`, "partner-approve", approve],
              [`${portal}/reject?id=${q}`, "partner-reject", reject],
            ]
          : []
        sendHtml(res, 200, loanApplicationPage(id, page(app), actions))
      }
      if (!app) return sendHtml(res, 404, `<p>${escapeHtml(notFound)}</p>`)
      if (shows) return show()
      if (open(app)) await decide(app, action === "approve")
      const target = returnTo(app)
      if (target) redirectTo(res, target)
      else show()
    },
  })
}

/**
 * A loan application as the partner shows it to the shopper. Its test ids
 * are the same for every partner, as the e2e specs read whichever partner
 * the variant has: the order number, the months, each item (`items`, trusted
 * HTML), the amount and the state.
 */
const loanApplicationPage = (id, { partner, heading, amount, order, months, items, state }, actions) =>
  hostedPage({
    title: `${partner} (fake) – ${id}`,
    heading,
    amount: { testId: "partner-amount", ...amount },
    details: `<p>${escapeHtml(order.label)} <span data-testid="partner-order">${escapeHtml(order.number)}</span> · <span data-testid="partner-months">${escapeHtml(months.count ?? "")}</span> ${escapeHtml(months.unit)}</p>
<ul>${items.map((item) => `<li data-testid="partner-item">${item}</li>`).join("")}</ul>`,
    state: { testId: "partner-state", value: state },
    actions,
  })

/**
 * POSTs a partner's notification to the shop and notes the shop's answer on
 * `subject.notifications` (the payment or application notified); returns the
 * HTTP status, or null when the shop could not be reached.
 */
export async function notifyShop(subject, url, { headers, body }) {
  try {
    const res = await fetch(url, { method: "POST", headers, body })
    subject.notifications.push({ status: res.status, at: new Date().toISOString() })
    return res.status
  } catch (error) {
    subject.notifications.push({ status: null, error: String(error), at: new Date().toISOString() })
    return null
  }
}

function readBody(req) {
  return new Promise((resolve) => {
    const chunks = []
    req.on("data", (c) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
  })
}

function parseBody(raw, type) {
  if (!raw) return {}
  if (String(type).includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw))
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}
