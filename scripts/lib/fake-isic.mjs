import http from "node:http"

/**
 * A local stand-in for the ISIC card verification endpoint (README "ISIC
 * discount"), used by `npm start` without ISIC_VERIFY_URL and by the tests.
 * It answers the shop's one call:
 *
 *   POST /verify  { cardNumber, cardHolder }  → 200 { valid: boolean }
 *
 * A card is valid when it is registered with that holder; the holder's name is
 * compared ignoring case, diacritics and extra spaces, as people type it. The
 * demo cards are in DEMO_CARDS (README names them).
 *
 * Control endpoints for the tests (local only):
 *   POST   /__cards { cardNumber, cardHolder } → 204, registers a card
 *   POST   /__fail  { status }                 → the next /verify answers with that HTTP status (default 503)
 *   GET    /__calls                            → the /verify calls, oldest first: [{ body, at }]
 *
 * Returns { url, verifyUrl, stop }. Run alone: `node scripts/lib/fake-isic.mjs [port]`.
 */
export const DEMO_CARDS = [
  { cardNumber: "S420123456789A", cardHolder: "Jan Novák" },
  { cardNumber: "S642123456789B", cardHolder: "Ana Popescu" },
]

const fold = (name) =>
  String(name ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
const cardKey = (number) => String(number ?? "").replace(/\s+/g, "").toUpperCase()

export async function startFakeIsic({ port = 0, host = "127.0.0.1" } = {}) {
  const cards = new Map(DEMO_CARDS.map((c) => [cardKey(c.cardNumber), fold(c.cardHolder)]))
  const calls = []
  let failNext = null

  const readJson = (req) =>
    new Promise((resolve) => {
      let raw = ""
      req.on("data", (chunk) => (raw += chunk))
      req.on("end", () => {
        try {
          resolve(raw ? JSON.parse(raw) : {})
        } catch {
          resolve(null)
        }
      })
    })
  const send = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json" })
    res.end(body === undefined ? "" : JSON.stringify(body))
  }

  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url, "http://x").pathname
    const body = req.method === "POST" ? await readJson(req) : null
    if (req.method === "POST" && path === "/verify") {
      calls.push({ body, at: new Date().toISOString() })
      if (failNext) {
        const status = failNext
        failNext = null
        return send(res, status, { message: "Verification service unavailable" })
      }
      if (!body || typeof body.cardNumber !== "string" || typeof body.cardHolder !== "string") return send(res, 400, { message: "cardNumber and cardHolder are required" })
      return send(res, 200, { valid: cards.get(cardKey(body.cardNumber)) === fold(body.cardHolder) })
    }
    if (req.method === "POST" && path === "/__cards" && body) {
      cards.set(cardKey(body.cardNumber), fold(body.cardHolder))
      return send(res, 204)
    }
    if (req.method === "POST" && path === "/__fail") {
      failNext = Number(body?.status) || 503
      return send(res, 204)
    }
    if (req.method === "GET" && path === "/__calls") return send(res, 200, calls)
    send(res, 404, { message: "Not found" })
  })
  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, resolve)
  })
  const url = `http://${host}:${server.address().port}`
  return { url, verifyUrl: `${url}/verify`, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeIsic({ port: Number(process.argv[2] || 0) })
  console.log(`Fake ISIC verification: POST ${fake.verifyUrl}`)
}
