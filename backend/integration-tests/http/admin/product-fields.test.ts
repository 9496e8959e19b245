import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CURRENCY, admin } from "../../helpers/api"
import { t } from "../../../src/lib/shop/messages"

/**
 * The product fields the warehouse needs (§3, issue 36) on Medusa's own admin
 * routes: EAN, UPC, barcode, weight in grams and the package's size in
 * centimetres are checked before Medusa's validator, with the shop's
 * field-level 400 in the shop language; null or '' clears them. A demo
 * variant is changed and given back its values at the end.
 */
const FIELDS = ["ean", "upc", "barcode", "weight", "length", "height", "width"] as const
type Fields = Partial<Record<(typeof FIELDS)[number], unknown>>
type Answer = { message?: string; code?: string; errors?: Record<string, string[]>; error_codes?: Record<string, string> }

let productId: string
let variantId: string
let original: Fields
const created: string[] = []

const update = (json: Record<string, unknown>) => admin<Answer>(`/admin/products/${productId}/variants/${variantId}`, { method: "POST", json })
async function stored(): Promise<Fields> {
  const { status, body } = await admin(`/admin/products/${productId}/variants/${variantId}?fields=${FIELDS.join(",")}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return Object.fromEntries(FIELDS.map((f) => [f, body.variant[f]]))
}

/** A 400 of the shop's validation naming exactly these fields with these messages. */
function refused(answer: { status: number; body: Answer }, errors: Record<string, string[]>) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body.code).toBe("validation_error")
  expect(answer.body.errors).toEqual(errors)
  for (const [field, messages] of Object.entries(errors)) expect(answer.body.message).toContain(`${field}: ${messages.join(" ")}`)
}

beforeAll(async () => {
  const { status, body } = await admin("/admin/products?handle=usb-c-cable-1m&fields=id,*variants")
  expect(status, JSON.stringify(body)).toBe(200)
  const [product] = body.products
  productId = product.id
  variantId = product.variants[0].id
  original = await stored()
})

afterAll(async () => {
  if (variantId) expect((await update(original)).status).toBe(200)
  for (const id of created) await admin(`/admin/products/${id}`, { method: "DELETE" })
})

describe("product fields the warehouse needs", () => {
  it("refuses a bad EAN, UPC or barcode with the field's message and keeps what was stored", async () => {
    const before = await stored()
    refused(await update({ ean: "4006381333932" }), { ean: [t("invalid_ean")] })
    refused(await update({ ean: "12345" }), { ean: [t("invalid_ean")] })
    refused(await update({ upc: "036000291453" }), { upc: [t("invalid_upc")] })
    refused(await update({ barcode: " USB-C" }), { barcode: [t("invalid_barcode")] })
    refused(await update({ barcode: "x".repeat(49) }), { barcode: [t("invalid_barcode")] })
    expect(t("invalid_ean")).not.toBe("invalid_ean")
    const answer = await update({ ean: "4006381333932" })
    expect(answer.body.error_codes).toEqual({ ean: "invalid_ean" })
    expect(await stored()).toEqual(before)
  })

  it("refuses a weight that is no whole number of grams from 1 to 100 000, and a size out of 0–300 cm", async () => {
    for (const weight of [0, 1.5, "abc", -10, 100_001]) refused(await update({ weight }), { weight: [t("invalid_weight")] })
    refused(await update({ width: 301 }), { width: [t("invalid_dimension")] })
    refused(await update({ height: 7.25 }), { height: [t("invalid_dimension")] })
    refused(await update({ length: 0 }), { length: [t("invalid_dimension")] })
    // Every bad field at once; a number sent as text is refused too.
    refused(await update({ ean: "1", weight: "180", width: 301 }), {
      ean: [t("invalid_ean")],
      weight: [t("invalid_weight")],
      width: [t("invalid_dimension")],
    })
  })

  it("saves valid values and reads them back, and null or '' clears them", async () => {
    const valid = { ean: "4006381333931", upc: "036000291452", barcode: "USB-C-1M", weight: 180, width: 7.5, height: 15, length: 2 }
    const saved = await update(valid)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(await stored()).toEqual(valid)

    const cleared = await update({ ean: null, upc: null, barcode: null, weight: null, width: null, height: null, length: null })
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200)
    expect(await stored()).toEqual({ ean: null, upc: null, barcode: null, weight: null, width: null, height: null, length: null })

    expect((await update({ ean: "96385074", weight: 40 })).status).toBe(200)
    const empty = await update({ ean: "", weight: "" })
    expect(empty.status, JSON.stringify(empty.body)).toBe(200)
    expect(await stored()).toMatchObject({ ean: null, weight: null })
  })

  it("checks the product's own measures, its variants' fields on create, and the variants batch", async () => {
    const variant = (extra: Record<string, unknown>) => ({
      title: "Standard",
      options: { Model: "Standard" },
      manage_inventory: false,
      prices: [{ currency_code: CURRENCY, amount: 100 }],
      ...extra,
    })
    const product = (extra: Record<string, unknown>) => ({
      title: `Product fields test ${Date.now()}`,
      status: "draft",
      options: [{ title: "Model", values: ["Standard"] }],
      ...extra,
    })
    const create = (json: Record<string, unknown>) => admin<Answer & { product?: { id: string } }>("/admin/products", { method: "POST", json })

    const badVariant = await create(product({ variants: [variant({ ean: "4006381333932" })] }))
    if (badVariant.body.product?.id) created.push(badVariant.body.product.id)
    refused(badVariant, { "variants.0.ean": [t("invalid_ean")] })
    const badProduct = await create(product({ weight: "abc", height: 400, variants: [variant({})] }))
    if (badProduct.body.product?.id) created.push(badProduct.body.product.id)
    refused(badProduct, { weight: [t("invalid_weight")], height: [t("invalid_dimension")] })

    refused(await admin<Answer>(`/admin/products/${productId}`, { method: "POST", json: { weight: 2.5 } }), { weight: [t("invalid_weight")] })
    refused(await admin<Answer>(`/admin/products/${productId}/variants/batch`, { method: "POST", json: { update: [{ id: variantId, weight: 0 }] } }), {
      "update.0.weight": [t("invalid_weight")],
    })
    const badNew = await admin<Answer & { product?: { variants: { id: string; title: string }[] } }>(`/admin/products/${productId}/variants`, {
      method: "POST",
      json: variant({ title: "Refused", upc: "1" }),
    })
    // Should it have been saved after all, it goes again.
    const added = badNew.body.product?.variants.find((v) => v.title === "Refused")
    if (added) await admin(`/admin/products/${productId}/variants/${added.id}`, { method: "DELETE" })
    refused(badNew, { upc: [t("invalid_upc")] })
  })
})
