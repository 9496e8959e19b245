import http from "node:http"
import Redis from "ioredis"
import { beforeAll, describe, expect, it } from "vitest"
import { BACKEND_URL, VARIANT, admin, anonymous, db, getPublishableKey, store } from "../../helpers/api"
import {
  PHONES,
  THANKS,
  appraisalPayload,
  findDevice,
  lookUpStatus,
  msg,
  newClientIp,
  reviewSale,
  sellPhone,
  storeFrom,
  waitForMail,
  type Device,
} from "../../helpers/buyout"

const RATE_LIMITED = VARIANT === "cz" ? /^Příliš mnoho požadavků/ : /^Prea multe cereri/

/**
 * A request whose socket comes from 127.0.0.2: a loopback address, but not
 * one of the proxies the backend trusts (the launcher's TRUSTED_PROXIES is
 * 127.0.0.1 and ::1), i.e. a client talking to the backend directly.
 */
function fromUntrustedPeer(path: string, init: { method?: string; headers?: Record<string, string>; json?: unknown } = {}) {
  const url = new URL(path, BACKEND_URL)
  const body = init.json === undefined ? undefined : JSON.stringify(init.json)
  return new Promise<{ status: number; body: any; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        method: init.method ?? "GET",
        localAddress: "127.0.0.2",
        headers: { ...(body ? { "content-type": "application/json" } : {}), ...init.headers },
      },
      (res) => {
        let text = ""
        res.setEncoding("utf8")
        res.on("data", (chunk) => (text += chunk))
        res.on("end", () => {
          let parsed: any = text
          try {
            parsed = JSON.parse(text)
          } catch {}
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers })
        })
      },
    )
    req.on("error", reject)
    req.end(body)
  })
}

let phone: Device

beforeAll(async () => {
  phone = await findDevice(PHONES)
})

describe("GET /store/buyout/:id: only for the seller", () => {
  it("answers 404 to a bare id, as for an unknown one, and the sale to its review token", async () => {
    const sale = await sellPhone()
    const unknown = await store("/store/buyout/bor_unknown")
    const bare = await store(`/store/buyout/${sale.id}`)
    expect(bare.status).toBe(404)
    expect(bare.body).toEqual(unknown.body)
    expect(JSON.stringify(bare.body)).not.toContain(sale.email)

    const review = await reviewSale(sale.id, sale.review_token)
    expect(review.status).toBe(200)
    expect(review.body.number).toBe(sale.number)
    expect(review.body.customer_data.e_mail).toBe(sale.email)
  })

  // Expiry itself: src/lib/buyout/review-token.test.ts (with a fake clock).
  it("refuses a tampered token, an extended expiry and another sale's token", async () => {
    const [a, b] = [await sellPhone(), await sellPhone()]
    const [expiry, signature] = a.review_token.split(".")
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`
    for (const token of [
      `${expiry}.${flipped}`,
      `${(parseInt(expiry, 36) + 86_400).toString(36)}.${signature}`, // a later expiry with the old signature
      b.review_token,
      "",
      "garbage",
    ]) {
      expect((await reviewSale(a.id, token)).status, token).toBe(404)
    }
    expect((await reviewSale(b.id, b.review_token)).status).toBe(200)
  })

  it("the confirmation e-mail carries a signed link to the review, and the status link without the e-mail", async () => {
    const sale = await sellPhone()
    const mail = await waitForMail(sale.email)
    const link = new RegExp(`https?://[^\\s"]+${THANKS}${sale.id}\\?token=([A-Za-z0-9._-]+)`).exec(mail.text)
    expect(link, mail.text).toBeTruthy()
    const token = decodeURIComponent(link![1])
    expect((await reviewSale(sale.id, token)).status).toBe(200)
    expect(mail.text).toContain(`number=${sale.number}`)
    expect(mail.text).not.toMatch(/[?&]email=/)
    expect(mail.html).not.toMatch(/(\?|&amp;)email=/)
  })
})

describe("POST /store/buyout/status: no e-mail in URLs, limited per number", () => {
  it("no longer answers a GET with the e-mail in the query string", async () => {
    const sale = await sellPhone()
    const get = await store(`/store/buyout/status?number=${sale.number}&email=${encodeURIComponent(sale.email)}`)
    expect(get.status).toBe(404)
    expect(get.body.history).toBeUndefined()
    expect((await lookUpStatus(sale.number, sale.email)).status).toBe(200)
  })

  it("locks a number after BUYOUT_STATUS_RATE_LIMIT (10) failed look-ups from any addresses, not other numbers", async () => {
    const [target, other] = [await sellPhone(), await sellPhone()]
    for (let i = 0; i < 10; i++) expect((await lookUpStatus(target.number, `guess-${i}@example.com`)).status).toBe(404)
    const locked = await lookUpStatus(target.number, target.email)
    expect(locked.status).toBe(429)
    expect(locked.body.code).toBe("rate_limited")
    expect(locked.body.message).toMatch(RATE_LIMITED)
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await lookUpStatus(other.number, other.email)).status).toBe(200)
  })

  it("counts failed look-ups per client address (BUYOUT_FORM_RATE_LIMIT, 30), successful ones not", async () => {
    const sale = await sellPhone()
    const ip = newClientIp()
    for (let i = 0; i < 5; i++) expect((await lookUpStatus(sale.number, sale.email, ip)).status).toBe(200)
    for (let i = 0; i < 30; i++)
      expect((await lookUpStatus(`${VARIANT === "cz" ? "VK" : "RV"}9${String(i).padStart(5, "0")}`, "x@example.com", ip)).status).toBe(404)
    expect((await lookUpStatus(sale.number, sale.email, ip)).status).toBe(429)
    expect((await lookUpStatus(sale.number, sale.email)).status).toBe(200)
  })

  it("answers 400 with field errors, never 500, to a malformed body, without counting it", async () => {
    const sale = await sellPhone()
    const post = storeFrom(newClientIp())
    for (const body of [{}, { number: sale.number }, { number: ["x"], email: 5 }]) {
      const res = await post("/store/buyout/status", { method: "POST", json: body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe("validation_error")
    }
  })
})

describe("client address: X-Forwarded-For only from TRUSTED_PROXIES", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy: 100 quotes with a new header each are limited", async () => {
    const payload = { ...appraisalPayload(phone), e_mail: `spoof-${Date.now()}@example.com` }
    const key = await getPublishableKey()
    const statuses: number[] = []
    for (let i = 0; i < 100; i++) {
      const res = await fromUntrustedPeer("/store/buyout/send-to-email", {
        method: "POST",
        headers: { "x-publishable-api-key": key, "x-forwarded-for": newClientIp(), "x-real-ip": newClientIp() },
        json: payload,
      })
      statuses.push(res.status)
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
  })

  it("logs the reveal of personal data with the socket address, or the forwarded one from a trusted proxy", async () => {
    const sale = await sellPhone()
    const { body: login } = await anonymous("/auth/user/emailpass", {
      method: "POST",
      json: { email: process.env.ADMIN_EMAIL ?? "admin@electroshop.local", password: process.env.ADMIN_PASSWORD ?? "Admin123!" },
    })
    const reveal = (from: typeof fromUntrustedPeer) =>
      from(`/admin/buyouts/${sale.id}/reveal`, {
        method: "POST",
        headers: { authorization: `Bearer ${login.token}`, "x-forwarded-for": "203.0.113.9" },
        json: { reason: "payment" },
      })
    expect((await reveal(fromUntrustedPeer)).status).toBe(200)
    expect((await admin(`/admin/buyouts/${sale.id}/reveals`)).body.reveals[0].ip).toMatch(/^(::ffff:)?127\.0\.0\.2$/)

    const trusted = await admin(`/admin/buyouts/${sale.id}/reveal`, {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.9" },
      json: { reason: "payment" },
    })
    expect(trusted.status).toBe(200)
    expect((await admin(`/admin/buyouts/${sale.id}/reveals`)).body.reveals[0].ip).toBe("203.0.113.9")
  })
})

describe("quote e-mail limit: only sent e-mails count", () => {
  it("does not count invalid requests toward the 5 e-mails per window", async () => {
    const post = storeFrom(newClientIp())
    for (let i = 0; i < 10; i++) {
      const bad = await post("/store/buyout/send-to-email", { method: "POST", json: { ...appraisalPayload(phone), e_mail: "not-an-email" } })
      expect(bad.status).toBe(400)
      expect(bad.body.errors.e_mail).toEqual([msg.form("invalid_email")])
    }
    const payload = { ...appraisalPayload(phone), e_mail: `counted-${Date.now()}@example.com` }
    for (let i = 0; i < 5; i++) expect((await post("/store/buyout/send-to-email", { method: "POST", json: payload })).status).toBe(201)
    const limited = await post("/store/buyout/send-to-email", { method: "POST", json: payload })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(RATE_LIMITED)
  })
})

// Without Redis Medusa would keep them in express-session's MemoryStore (lost on restart, one per process);
// with REDIS_URL Medusa's own Redis store holds them (key `sess:<id>`).
describe("admin sessions live in a shared store, not in the process's memory", () => {
  it(`a cookie session is a ${process.env.REDIS_URL ? "Redis key" : "row of http_session"}: deleting it ends the session`, async () => {
    const { body: login } = await anonymous("/auth/user/emailpass", {
      method: "POST",
      json: { email: process.env.ADMIN_EMAIL ?? "admin@electroshop.local", password: process.env.ADMIN_PASSWORD ?? "Admin123!" },
    })
    const session = await anonymous("/auth/session", { method: "POST", headers: { authorization: `Bearer ${login.token}` } })
    expect(session.status).toBe(200)
    const cookie = session.headers.get("set-cookie")!.split(";")[0]
    const sid = decodeURIComponent(cookie.split("=")[1]).replace(/^s:/, "").split(".")[0]
    expect((await anonymous("/admin/users/me", { headers: { cookie } })).status).toBe(200)

    if (process.env.REDIS_URL) {
      const redis = new Redis(process.env.REDIS_URL)
      try {
        expect(await redis.exists(`sess:${sid}`)).toBe(1)
        await redis.del(`sess:${sid}`)
      } finally {
        redis.disconnect()
      }
    } else {
      const client = db()
      await client.connect()
      try {
        const { rows } = await client.query("select sess from http_session where sid = $1", [sid])
        expect(rows).toHaveLength(1)
        await client.query("delete from http_session where sid = $1", [sid])
      } finally {
        await client.end()
      }
    }
    expect((await anonymous("/admin/users/me", { headers: { cookie } })).status).toBe(401)
  })
})
