import crypto from "node:crypto"
import { PartnerError } from "../../lib/payment/partner-api"

/**
 * TBI Bank Romania's e-commerce API ("eCommerce - API Documentation",
 * tbibank.ro, 2024; the same calls as the public sylapi/omnipay-tbibank
 * gateway). There is no token and no status query: every request carries
 * the merchant's credentials inside an RSA-encrypted JSON, and the
 * application's outcome comes only through TBI's callback.
 *   POST {url}/Api/LoanApplication/Finalize            form { order_data, providerCode }: creates the credit
 *        application → 301/302, Location: TBI's page where the shopper applies
 *        order_data = encrypt({ store_id, order_id, back_ref, order_total, username, password,
 *                               customer: { fname, lname, cnp, email, phone, billing_*, shipping_*, instalments, promo },
 *                               items: [{ name, qty, price, category, sku, ImageLink }] })
 *   POST {back_ref}                                    TBI's status callback (ReturnToProvider): form { order_data },
 *        encrypted with the merchant's public key → { order_id, status_id: "1" approved | "0" rejected, motiv }
 *   POST {url}/Api/LoanApplication/CanceledByCustomer  form { orderData, encryptCode }: orderData =
 *        encrypt({ orderId, statusId: "1", username, password }) → { isSuccess, message } (before approval only)
 *   POST {url}/Api/LoanApplication/Delivered           the goods were delivered: the loan is finalised. NOT in the
 *        document above (it ends at the callback and the cancellation); modelled on CanceledByCustomer until
 *        TBI's integration team names the call: form { orderData, encryptCode }, orderData =
 *        encrypt({ orderId, statusId: "2", username, password }) → { isSuccess, message }
 * Encryption: RSA PKCS#1 v1.5 over chunks of (key bytes − 11), concatenated, base64; requests with TBI's
 * public key, callbacks with the merchant's (its private key decrypts them).
 */
export type TbiOptions = {
  apiUrl: string
  storeId?: string
  username?: string
  password?: string
  /** TBI's public key (PEM): encrypts the requests. */
  tbiPublicKey?: string
  /** The shop's private key (PEM), whose public half TBI encrypts the callbacks with. */
  merchantPrivateKey?: string
}

export type TbiStatus = "approved" | "rejected"

export type TbiApplicationInput = {
  /** The shop's reference of this application, unique per application (TBI knows the order by it). */
  orderId: string
  backRef: string
  /** In whole units of the currency (RON). */
  total: number
  customer: { firstName: string; lastName: string; email: string; phone: string; address: string; city: string; county: string }
  items: { name: string; quantity: number; price: number; sku: string }[]
  months: number
}

export class TbiError extends PartnerError {}

/** RSA PKCS#1 v1.5 over the chunks a key of this size takes, as TBI's document asks. */
export function encryptForTbi(publicKeyPem: string, plaintext: string): string {
  const key = crypto.createPublicKey(publicKeyPem)
  const chunk = (key.asymmetricKeyDetails?.modulusLength ?? 2048) / 8 - 11
  const data = Buffer.from(plaintext, "utf8")
  const parts: Buffer[] = []
  for (let i = 0; i < data.length; i += chunk) {
    parts.push(crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_PADDING }, data.subarray(i, i + chunk)))
  }
  return Buffer.concat(parts).toString("base64")
}

/**
 * The reverse of encryptForTbi. Node refuses PKCS#1 v1.5 decryption since
 * CVE-2023-46809, so each block is decrypted raw and its padding
 * (00 02 <non-zero random> 00 <message>) removed here.
 */
export function decryptFromTbi(privateKeyPem: string, base64: string): string {
  const key = crypto.createPrivateKey(privateKeyPem)
  const size = (key.asymmetricKeyDetails?.modulusLength ?? 2048) / 8
  const data = Buffer.from(base64, "base64")
  if (!data.length || data.length % size) throw new TbiError("TBI's data is not whole RSA blocks", null)
  const parts: Buffer[] = []
  for (let i = 0; i < data.length; i += size) {
    const block = crypto.privateDecrypt({ key, padding: crypto.constants.RSA_NO_PADDING }, data.subarray(i, i + size))
    const end = block.indexOf(0, 2)
    if (block[0] !== 0 || block[1] !== 2 || end < 10) throw new TbiError("TBI's data has no PKCS#1 padding", null)
    parts.push(block.subarray(end + 1))
  }
  return Buffer.concat(parts).toString("utf8")
}

export class TbiClient {
  constructor(private readonly options: TbiOptions) {}

  get configured(): boolean {
    const { storeId, username, password, tbiPublicKey, merchantPrivateKey } = this.options
    return Boolean(storeId && username && password && tbiPublicKey && merchantPrivateKey)
  }

  /** Registers the application; returns TBI's page the shopper is sent to. */
  async finalize(input: TbiApplicationInput): Promise<string> {
    const orderData = this.encrypt({
      store_id: this.options.storeId,
      order_id: input.orderId,
      back_ref: input.backRef,
      order_total: input.total.toFixed(2),
      username: this.options.username,
      password: this.options.password,
      customer: {
        fname: input.customer.firstName,
        lname: input.customer.lastName,
        // The shopper gives the CNP on TBI's page: the shop does not ask it at checkout.
        cnp: "",
        email: input.customer.email,
        phone: input.customer.phone,
        billing_address: input.customer.address,
        billing_city: input.customer.city,
        billing_county: input.customer.county,
        shipping_address: input.customer.address,
        shipping_city: input.customer.city,
        shipping_county: input.customer.county,
        instalments: String(input.months),
        promo: 0,
      },
      items: input.items.map((item) => ({ name: item.name, qty: item.quantity.toFixed(4), price: item.price, category: "", sku: item.sku, ImageLink: "" })),
    })
    const res = await this.post("/Api/LoanApplication/Finalize", { order_data: orderData, providerCode: this.options.storeId ?? "" })
    const location = res.headers.get("location")
    if (res.status >= 300 && res.status < 400 && location) return new URL(location, this.options.apiUrl).toString()
    throw new TbiError(`TBI refused the application ${input.orderId}: ${res.status} ${(await res.text()).slice(0, 200)}`, res.status)
  }

  /** CanceledByCustomer: the application is withdrawn (TBI accepts it before approval only). */
  async cancel(orderId: string): Promise<void> {
    await this.statusCall("/Api/LoanApplication/CanceledByCustomer", orderId, "1")
  }

  /** The goods were delivered: TBI finalises the loan and pays the shop. */
  async delivered(orderId: string): Promise<void> {
    await this.statusCall("/Api/LoanApplication/Delivered", orderId, "2")
  }

  /** TBI's callback, decrypted with the shop's private key: what it says of which application. */
  readCallback(orderData: string): { orderId: string; status: TbiStatus; reason: string } {
    if (!this.options.merchantPrivateKey) throw new TbiError("TBI is not configured (TBI_PRIVATE_KEY)", null)
    let body: Record<string, unknown>
    try {
      body = JSON.parse(decryptFromTbi(this.options.merchantPrivateKey, orderData)) as Record<string, unknown>
    } catch (error) {
      throw error instanceof TbiError ? error : new TbiError(`TBI's callback is not JSON: ${(error as Error).message}`, null)
    }
    const status = String(body.status_id)
    if (typeof body.order_id !== "string" || (status !== "0" && status !== "1")) throw new TbiError("TBI's callback names no order or status", null)
    return { orderId: body.order_id, status: status === "1" ? "approved" : "rejected", reason: String(body.motiv ?? "") }
  }

  private async statusCall(path: string, orderId: string, statusId: string): Promise<void> {
    const orderData = this.encrypt({ orderId, statusId, username: this.options.username, password: this.options.password })
    const res = await this.post(path, { orderData, encryptCode: this.options.storeId ?? "" })
    const body = (await res.json().catch(() => null)) as { isSuccess?: unknown; message?: unknown } | null
    if (!res.ok || body?.isSuccess !== true) {
      throw new TbiError(`TBI refused ${path} of ${orderId}: ${res.status} ${String(body?.message ?? "")}`.trim(), res.status)
    }
  }

  private encrypt(json: unknown): string {
    if (!this.configured) throw new TbiError("TBI is not configured (TBI_STORE_ID, TBI_USERNAME, TBI_PASSWORD, TBI_PUBLIC_KEY, TBI_PRIVATE_KEY)", null)
    return encryptForTbi(this.options.tbiPublicKey as string, JSON.stringify(json))
  }

  private async post(path: string, form: Record<string, string>): Promise<Response> {
    try {
      return await fetch(`${this.options.apiUrl.replace(/\/$/, "")}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams(form).toString(),
        // Finalize answers with a redirect to the shopper's page: its Location is the answer.
        redirect: "manual",
        signal: AbortSignal.timeout(15_000),
      })
    } catch (error) {
      throw new TbiError(`TBI cannot be reached: ${(error as Error).message}`, null)
    }
  }
}

/** The one reading of TBI_* (medusa-config's provider options and the installment routes). */
export function tbiOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): TbiOptions {
  return {
    apiUrl: env.TBI_URL || "https://ecommerce.tbibank.ro",
    storeId: env.TBI_STORE_ID,
    username: env.TBI_USERNAME,
    password: env.TBI_PASSWORD,
    tbiPublicKey: env.TBI_PUBLIC_KEY,
    merchantPrivateKey: env.TBI_PRIVATE_KEY,
  }
}
