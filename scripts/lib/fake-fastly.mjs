import { randomUUID } from "node:crypto"
import { sendJson as send, startFakeServer } from "./fake-server.mjs"

/**
 * A local stand-in for Fastly's purge API (https://www.fastly.com/documentation/reference/api/purging/),
 * used by the tests because the real CDN cannot be reached from here. It speaks
 * the documented calls and records every one of them:
 *
 *   POST  /service/{service_id}/purge/{surrogate_key}   purge one key        → { status: "ok", id }
 *   POST  /service/{service_id}/purge                   keys in the `Surrogate-Key` header (space separated)
 *                                                       or a JSON body { surrogate_keys: [...] } → { key: purgeId, ... }
 *   POST  /service/{service_id}/purge_all               purge everything     → { status: "ok" }
 *   POST  /purge/{cached_url}                           purge one URL (API form) → { status: "ok", id }
 *   PURGE <any path>                                    purge one URL (edge form) → { status: "ok", id }
 *
 * Service calls need the `Fastly-Key` token (401 otherwise, 404 for another
 * service id); `Fastly-Soft-Purge: 1` is recorded as `soft: true`.
 *
 * The test controls are those of fake-server.mjs: `/__calls` lists
 * [{ method, path, service_id, kind, keys, url, soft, token, at }], `/__fail`
 * makes the next purge call fail.
 *
 * Returns { url, calls, stop }. Run alone: `node scripts/lib/fake-fastly.mjs [port]`
 * (token `FAKE_FASTLY_TOKEN` / service `FAKE_FASTLY_SERVICE_ID`, defaults below).
 */
export const FAKE_FASTLY_TOKEN = "fake-fastly-token"
export const FAKE_FASTLY_SERVICE_ID = "fakeservice0001"

export async function startFakeFastly({
  port = 1190,
  host = "127.0.0.1",
  token = process.env.FAKE_FASTLY_TOKEN || FAKE_FASTLY_TOKEN,
  serviceId = process.env.FAKE_FASTLY_SERVICE_ID || FAKE_FASTLY_SERVICE_ID,
} = {}) {
  const fake = await startFakeServer({
    port,
    host,
    handle: (req, res, { url, body, record: recordCall, takeFailure }) => {
      const path = decodeURIComponent(url.pathname)
      const record = (kind, extra) => {
        const call = {
          method: req.method,
          path,
          kind,
          token: req.headers["fastly-key"] ?? null,
          soft: req.headers["fastly-soft-purge"] === "1",
          service_id: null,
          keys: [],
          url: null,
          ...extra,
        }
        return recordCall(call)
      }
      const failIfAsked = () => {
        const failure = takeFailure()
        if (failure === null) return false
        send(res, failure, { msg: "Simulated failure", detail: "fake-fastly was told to fail this call" })
        return true
      }

      // Edge form: `PURGE https://shop.example/path` reaches the edge serving that host.
      if (req.method === "PURGE") {
        record("url", { url: `${req.headers.host ?? ""}${url.pathname}${url.search}` })
        if (failIfAsked()) return
        return send(res, 200, { status: "ok", id: randomUUID() })
      }
      if (req.method !== "POST") return send(res, 405, { msg: "Method not allowed" })

      const authorised = req.headers["fastly-key"] === token
      // API form of the URL purge: POST /purge/{cached_url} (host + path, no scheme).
      if (path.startsWith("/purge/")) {
        record("url", { url: path.slice("/purge/".length) + url.search })
        if (!authorised) return send(res, 401, { msg: "Provided credentials are missing or invalid" })
        if (failIfAsked()) return
        return send(res, 200, { status: "ok", id: randomUUID() })
      }

      const match = path.match(/^\/service\/([^/]+)\/(purge_all|purge)(?:\/(.+))?$/)
      if (!match) return send(res, 404, { msg: "Record not found" })
      const [, service, action, oneKey] = match
      let keys = []
      let kind = "all"
      if (action === "purge") {
        kind = "key"
        if (oneKey) keys = [oneKey]
        else if (req.headers["surrogate-key"]) keys = String(req.headers["surrogate-key"]).split(/\s+/).filter(Boolean)
        else {
          keys = body?.surrogate_keys ?? []
        }
      }
      record(kind, { service_id: service, keys })
      if (!authorised) return send(res, 401, { msg: "Provided credentials are missing or invalid" })
      if (service !== serviceId) return send(res, 404, { msg: "Record not found", detail: "Cannot find service" })
      if (failIfAsked()) return
      if (kind === "all") return send(res, 200, { status: "ok" })
      if (keys.length === 0) return send(res, 400, { msg: "Bad request", detail: "No surrogate keys given" })
      if (oneKey) return send(res, 200, { status: "ok", id: randomUUID() })
      return send(res, 200, Object.fromEntries(keys.map((k) => [k, randomUUID()])))
    },
  })
  return { ...fake, token, serviceId }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeFastly({ port: Number(process.argv[2] || process.env.FAKE_FASTLY_PORT || 1190) })
  console.log(`fake Fastly on ${fake.url} (token ${fake.token}, service ${fake.serviceId}); calls at ${fake.url}/__calls`)
}
