import { sendJson, startFakeServer } from "./fake-server.mjs"

/**
 * A local stand-in for the ISIC card verification endpoint (docs/api/promotions.md
 * "ISIC discount"), used by `npm start` without ISIC_VERIFY_URL and by the tests.
 * It answers the shop's one call:
 *
 *   POST /verify  { cardNumber, cardHolder }  → 200 { valid: boolean }
 *
 * A card is valid when it is registered with that holder; the holder's name is
 * compared ignoring case, diacritics and extra spaces, as people type it. The
 * demo cards are in DEMO_CARDS (README names them).
 *
 * Control endpoints for the tests: those of fake-server.mjs (`/__calls`
 * lists the /verify calls as { body, at }; `/__fail` fails the next one), and
 *   POST   /__cards { cardNumber, cardHolder } → 204, registers a card
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
const cardKey = (number) =>
  String(number ?? "")
    .replace(/\s+/g, "")
    .toUpperCase()

export async function startFakeIsic({ port = 0, host = "127.0.0.1" } = {}) {
  const cards = new Map(DEMO_CARDS.map((c) => [cardKey(c.cardNumber), fold(c.cardHolder)]))
  const fake = await startFakeServer({
    port,
    host,
    handle: (req, res, { path, body, record, takeFailure }) => {
      if (req.method === "POST" && path === "/verify") {
        record({ body })
        const failure = takeFailure()
        if (failure !== null) return sendJson(res, failure, { message: "Verification service unavailable" })
        if (!body || typeof body.cardNumber !== "string" || typeof body.cardHolder !== "string")
          return sendJson(res, 400, { message: "cardNumber and cardHolder are required" })
        return sendJson(res, 200, { valid: cards.get(cardKey(body.cardNumber)) === fold(body.cardHolder) })
      }
      if (req.method === "POST" && path === "/__cards" && body) {
        cards.set(cardKey(body.cardNumber), fold(body.cardHolder))
        return sendJson(res, 204)
      }
      sendJson(res, 404, { message: "Not found" })
    },
  })
  return { ...fake, verifyUrl: `${fake.url}/verify` }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeIsic({ port: Number(process.argv[2] || 0) })
  console.log(`Fake ISIC verification: POST ${fake.verifyUrl}`)
}
