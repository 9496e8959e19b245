import { randomInt } from "node:crypto"
import { buyoutPaths, type AppraisalPayload, type ApiAppraisal, type SellOnlineResponse } from "@electroshop/contracts/buyout"
import { getVariantConfig, validationMessage } from "@electroshop/domain"
import { VARIANT, admin, store } from "./api"
import { SELLERS } from "../../src/scripts/seed/demo-sellers"

export const LOCALE = VARIANT === "cz" ? "cs" : "ro"
export const PHONES = getVariantConfig(VARIANT).phonesSlug
export const TABLETS = VARIANT === "cz" ? "tablety" : "tablete"
export const PREFIX = buyoutPaths(VARIANT).prefix
export const THANKS = `${buyoutPaths(VARIANT).thanks}/`
export const MAIL_CATCHER_URL = process.env.MAIL_CATCHER_URL ?? ""

/** Messages the tests expect, in the variant's language. */
export const msg = {
  form: (key: string, params: Record<string, string | number> = {}) => validationMessage(key, LOCALE, params),
  stale: VARIANT === "cz" ? "Ceny se mezitím změnily. Načtěte prosím stránku znovu." : "Prețurile s-au schimbat între timp. Vă rugăm să reîncărcați pagina.",
  onlyCsv: VARIANT === "cz" ? "Jsou povoleny pouze soubory CSV." : "Sunt acceptate doar fișiere CSV.",
  missingColumns: (columns: string) =>
    VARIANT === "cz"
      ? `Importní soubor musí obsahovat všechny povinné sloupce. Chybí: ${columns}`
      : `Fișierul de import trebuie să conțină toate coloanele obligatorii. Lipsesc: ${columns}`,
}

/**
 * A client address of its own for a test: the rate limits count per client
 * address, and the backend (Express `trust proxy` = 1) takes it from
 * X-Forwarded-For.
 */
export const newClientIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`

export function storeFrom(ip: string) {
  return (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers)
    headers.set("x-forwarded-for", ip)
    return store(path, { ...init, headers })
  }
}

export type Appraisal = ApiAppraisal

export type Device = { type: string; manufacturer: string; model: string; color: string; colorSlug: string; appraisal: Appraisal }

/** A device of a type, found through the store API like the storefront does. */
export async function findDevice(type: string, manufacturer = "apple", modelIndex = 0): Promise<Device> {
  const models = (await store(`/store/buyout/models?type=${type}&manufacturer=${manufacturer}`)).body
  const model = models[modelIndex].value
  const colors = (await store(`/store/buyout/colors?model=${model}`)).body
  const color = colors[0]
  const form = await store(`/store/buyout/appraisal-form?color=${color.value}`)
  if (form.status !== 200) throw new Error(`appraisal-form ${color.value}: ${form.status}`)
  return { type, manufacturer, model, color: color.value, colorSlug: color.slug, appraisal: form.body.appraisal }
}

/** The first answer of every question: the best state, no price correction. */
export const bestAnswers = (a: Appraisal) => a.device_conditions.map((c) => c.choices[0].value)

/** An answer that leads to no graded result ("we do not buy it like this"), with the best answers elsewhere. */
export function unbuyableAnswers(a: Appraisal) {
  const condition = a.device_conditions.find((c) => c.choices.some((ch) => ch.appraisal_result === null))
  if (!condition) throw new Error("the demo questionnaire has an unbuyable answer")
  return a.device_conditions.map((c) => (c === condition ? c.choices.find((ch) => ch.appraisal_result === null)! : c.choices[0]).value)
}

export const appraisalPayload = (d: Device, choices = bestAnswers(d.appraisal)): AppraisalPayload & { note: string } => ({
  device_identifier: d.color,
  appraisal_version: d.appraisal.version,
  device_condition_choices: choices,
  note: "",
})

/** Valid seller data of the variant (birth number + Czech account, or CNP + IBAN). */
export function customerData(overrides: Record<string, unknown> = {}) {
  return { ...SELLERS[VARIANT], ...overrides }
}

/** The sensitive values of customerData() in their stored (normalised) form. */
export const SENSITIVE =
  VARIANT === "cz"
    ? { pin: "7103192745", card: "204851377", account: "34278-727558021" }
    : { pin: "1630615123457", card: "RX482915", account: "RO49AAAA1B31007593840000" }

export const VALID_IMEI = "490154203237518"

export function sellPayload(d: Device, overrides: Record<string, unknown> = {}) {
  return {
    ...appraisalPayload(d),
    customer_data: customerData(),
    pickup_address: null,
    buyout_device: { imei: VALID_IMEI, serial_number: "", note: "" },
    ...overrides,
  }
}

/** A phone whose model earns the trade-in bonus ("Max bonus {0}%": the models the shop also sells). */
export async function findBonusPhone(): Promise<Device> {
  const models = (await store(`/store/buyout/models?type=${PHONES}&manufacturer=apple`)).body as unknown[]
  for (let i = 0; i < models.length; i++) {
    const device = await findDevice(PHONES, "apple", i)
    if ((device.appraisal.max_bonus_percent ?? 0) > 0) return device
  }
  throw new Error("the demo catalogue has a phone with a trade-in bonus")
}

/** Sells a phone (the first Apple model unless `device` names one) and returns the created sale. */
export async function sellPhone(email = `seller-${Date.now()}-${randomInt(1e6)}@example.com`, customer: Record<string, unknown> = {}, phone?: Device) {
  const device = phone ?? (await findDevice(PHONES))
  const post = storeFrom(newClientIp())
  const res = await post("/store/buyout/sell-online", {
    method: "POST",
    json: sellPayload(device, { customer_data: customerData({ e_mail: email, ...customer }) }),
  })
  if (res.status !== 201) throw new Error(`sell-online: ${res.status} ${JSON.stringify(res.body)}`)
  return { ...(res.body as SellOnlineResponse), email, device, location: res.headers.get("location") }
}

/** GET /store/buyout/:id as the seller's browser: with the review token of the sale. */
export const reviewSale = (id: string, token: string) => store(`/store/buyout/${id}`, { headers: { "x-buyout-review-token": token } })

/** POST /store/buyout/status from a client address (a fresh one by default). */
export const lookUpStatus = (number: string, email: string, ip = newClientIp()) =>
  storeFrom(ip)("/store/buyout/status", { method: "POST", json: { number, email } })

// ------------------------------------------------------------------ e-mail

export type Mail = {
  id: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  date: string
  attachments: { filename: string; contentType: string; cid: string | null; base64: string }[]
}

export async function mails(): Promise<Mail[]> {
  if (!MAIL_CATCHER_URL) throw new Error("MAIL_CATCHER_URL is not set: start the backend with SMTP_URL pointing at the mail catcher")
  const res = await fetch(`${MAIL_CATCHER_URL}/messages`)
  return (await res.json()) as Mail[]
}

/** Waits for a message to `to` whose subject or text matches. */
export async function waitForMail(to: string, match: (m: Mail) => boolean = () => true, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = (await mails()).filter((m) => m.to.includes(to) && match(m))
    if (found.length) return found[found.length - 1]
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`)
}

export async function adminUserId(): Promise<string> {
  const { body } = await admin("/admin/users/me")
  return body.user.id
}
