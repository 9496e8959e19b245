import crypto from "node:crypto"
import { escapeHtml, notifyShop, sendJson, startFakeLoanPartner } from "./fake-server.mjs"

/**
 * A local stand-in for TBI Bank Romania's e-commerce API ("eCommerce - API
 * Documentation", tbibank.ro; the calls of the public sylapi/omnipay-tbibank
 * gateway), used by `npm start` without TBI_STORE_ID and by the tests,
 * because the partner cannot be reached from here. It speaks:
 *
 *   POST /Api/LoanApplication/Finalize            form { order_data, providerCode }; order_data is the
 *                                                 application JSON { store_id, order_id, back_ref, order_total,
 *                                                 username, password, customer: { …, instalments }, items },
 *                                                 RSA PKCS#1 v1.5 in (key bytes − 11) chunks, base64, with this
 *                                                 fake's public key → 302, Location: the shopper's application page
 *                                                 (401 on wrong credentials, 400 on missing fields)
 *   POST /Api/LoanApplication/CanceledByCustomer  form { orderData, encryptCode }, orderData = encrypted
 *                                                 { orderId, statusId, username, password } → { isSuccess, message }
 *                                                 (before approval only)
 *   POST /Api/LoanApplication/Delivered           the same form: the goods were delivered, the loan is finalised
 *                                                 (approved applications only). Not in TBI's document: see
 *                                                 backend/src/modules/tbi/client.ts.
 *
 * The shopper's side: the application page has Approve and Decline buttons
 * (standing in for TBI's forms and its decision); either POSTs the callback
 * to back_ref (form { order_data }: { order_id, status_id "1"/"0", motiv },
 * encrypted with the merchant's public key) and then sends the shopper to
 * back_ref (GET), whence the shop shows its installment page.
 *
 * Control endpoints for the tests: those of fake-server.mjs (`/__calls`
 * records API calls as { method, path, authorised, body (decrypted), at };
 * `/__fail` fails the next API call; `/__applications`; `/__decide { id,
 * approved }` decides it and sends the callback).
 *
 * `merchantPublicKey` is the shop's public key (PEM), the half of its
 * TBI_PRIVATE_KEY. Returns { url, storeId, username, password, publicKey,
 * calls, applications, stop }. Run alone: `node scripts/lib/fake-tbi.mjs [port]`
 * (then with a key of its own making, printed).
 */
export async function startFakeTbi({
  port = 0,
  host = "127.0.0.1",
  merchantPublicKey,
  storeId = `shop${crypto.randomInt(100000)}_ro`,
  username = `eshop${crypto.randomInt(100000)}`,
  password = crypto.randomBytes(18).toString("base64url"),
} = {}) {
  const keys = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 })
  const publicKey = keys.publicKey.export({ type: "spki", format: "pem" }).toString()
  const applications = new Map()

  const encrypt = (json) => {
    const key = crypto.createPublicKey(merchantPublicKey)
    const data = Buffer.from(JSON.stringify(json), "utf8")
    const chunk = key.asymmetricKeyDetails.modulusLength / 8 - 11
    const parts = []
    for (let i = 0; i < data.length; i += chunk)
      parts.push(crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_PADDING }, data.subarray(i, i + chunk)))
    return Buffer.concat(parts).toString("base64")
  }
  // Node refuses PKCS#1 v1.5 decryption (CVE-2023-46809): raw blocks, the padding removed here.
  const decrypt = (base64) => {
    try {
      const data = Buffer.from(String(base64 ?? ""), "base64")
      const size = keys.privateKey.asymmetricKeyDetails.modulusLength / 8
      if (!data.length || data.length % size) return null
      const parts = []
      for (let i = 0; i < data.length; i += size) {
        const block = crypto.privateDecrypt({ key: keys.privateKey, padding: crypto.constants.RSA_NO_PADDING }, data.subarray(i, i + size))
        const end = block.indexOf(0, 2)
        if (block[0] !== 0 || block[1] !== 2 || end < 10) return null
        parts.push(block.subarray(end + 1))
      }
      return JSON.parse(Buffer.concat(parts).toString("utf8"))
    } catch {
      return null
    }
  }

  const decide = async (app, statusId) => {
    app.status = statusId === "1" ? "approved" : "rejected"
    app.motiv = statusId === "1" ? "" : "Cererea nu a fost aprobată"
    return notifyShop(app, app.back_ref, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ order_data: encrypt({ order_id: app.order_id, status_id: statusId, motiv: app.motiv }) }).toString(),
    })
  }

  const fake = await startFakeLoanPartner({
    port,
    host,
    applications,
    portal: "/b2cportal",
    notFound: "Cererea nu a fost găsită",
    page: (a) => ({
      partner: "TBI Bank",
      heading: "TBI Bank – cerere de credit",
      amount: { minor: Math.round(Number(a.order_total) * 100), currency: "RON" },
      order: { label: "Comanda", number: a.order_id },
      months: { count: a.customer?.instalments, unit: "rate" },
      items: (a.items ?? []).map((i) => `${escapeHtml(i.name)} × ${escapeHtml(i.qty)}`),
      state: a.status,
    }),
    labels: ["Semnează contractul", "Refuză"],
    open: (app) => app.status === "processing",
    decide: (app, approved) => decide(app, approved ? "1" : "0"),
    returnTo: (app) => app.back_ref,
    api: async (req, res, { path, body, baseUrl, record, takeFailure }) => {
      const finalize = path === "/Api/LoanApplication/Finalize"
      const statusCall = path.match(/^\/Api\/LoanApplication\/(CanceledByCustomer|Delivered)$/)
      if (!(finalize || statusCall) || req.method !== "POST") return sendJson(res, 404, { message: "Unknown resource" })
      const data = decrypt(finalize ? body?.order_data : body?.orderData)
      const code = finalize ? body?.providerCode : body?.encryptCode
      const authorised =
        Boolean(data) && code === storeId && data.username === username && data.password === password && (!finalize || data.store_id === storeId)
      record({ method: req.method, path, authorised, body: data && { ...data, password: data.password ? "***" : undefined } })
      const failure = takeFailure()
      if (failure !== null) return sendJson(res, failure, { message: "Unexpected error (fake-tbi was told to fail this call)" })
      if (!data) return sendJson(res, 400, { message: "order_data cannot be decrypted" })
      if (!authorised) return sendJson(res, 401, { message: "Unauthorized" })

      if (finalize) {
        const missing = ["order_id", "back_ref", "order_total"].filter((f) => !data[f])
        if (!data.customer?.email) missing.push("customer.email")
        if (!(Number(data.order_total) > 0)) missing.push("order_total")
        if (missing.length) return sendJson(res, 400, { message: `Invalid fields: ${missing.join(", ")}` })
        if (applications.has(String(data.order_id))) return sendJson(res, 409, { message: "Duplicate order_id" })
        const app = {
          ...data,
          order_id: String(data.order_id),
          password: undefined,
          status: "processing",
          motiv: "",
          deliveredAt: null,
          notifications: [],
          createdAt: new Date().toISOString(),
        }
        applications.set(app.order_id, app)
        res.writeHead(302, { location: `${baseUrl}/b2cportal/application?id=${encodeURIComponent(app.order_id)}` })
        return res.end()
      }
      const app = applications.get(String(data.orderId ?? ""))
      if (!app) return sendJson(res, 200, { isSuccess: false, message: "Order not found" })
      if (statusCall[1] === "CanceledByCustomer") {
        if (app.status !== "processing") return sendJson(res, 200, { isSuccess: false, message: `Application is ${app.status}` })
        app.status = "cancelled"
        return sendJson(res, 200, { isSuccess: true, message: "Canceled" })
      }
      if (app.status !== "approved") return sendJson(res, 200, { isSuccess: false, message: `Application is ${app.status}` })
      app.deliveredAt = app.deliveredAt ?? new Date().toISOString()
      return sendJson(res, 200, { isSuccess: true, message: "Delivered" })
    },
  })

  return { ...fake, storeId, username, password, publicKey, applications }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const merchant = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 })
  const fake = await startFakeTbi({
    port: Number(process.argv[2] || process.env.FAKE_TBI_PORT || 0),
    merchantPublicKey: merchant.publicKey.export({ type: "spki", format: "pem" }).toString(),
  })
  console.log(
    `fake TBI API on ${fake.url} (store ${fake.storeId}, username ${fake.username}, password ${fake.password}); applications at ${fake.url}/__applications`,
  )
  console.log(`TBI_PUBLIC_KEY:\n${fake.publicKey}\nTBI_PRIVATE_KEY (the shop's):\n${merchant.privateKey.export({ type: "pkcs8", format: "pem" })}`)
}
