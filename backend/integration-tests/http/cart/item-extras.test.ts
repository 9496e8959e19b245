import { afterAll, describe, expect, it } from "vitest"
import type { ApiErrorBody } from "@electroshop/contracts/errors"
import type { AdminItemExtra, StoreCartExtras } from "@electroshop/contracts/item-extra"
import { admin, store, VARIANT } from "../../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"
import { waitForMail } from "../../helpers/buyout"

const PRICE_CHANGED = { cz: "Cena pojištění se změnila, vyberte ho prosím znovu.", ro: "Prețul asigurării s-a schimbat, vă rugăm să o selectați din nou." }[
  VARIANT
]
const created: string[] = []

async function offer(json: Partial<AdminItemExtra>) {
  const res = await admin<{ item_extra: { id: string } }>("/admin/item-extras", { method: "POST", json: { device_type: "phone", ...json } })
  expect(res.status).toBe(201)
  created.push(res.body.item_extra.id)
  return res.body.item_extra.id
}

afterAll(async () => {
  for (const id of created) await admin(`/admin/item-extras/${id}`, { method: "DELETE" })
})

type Line = { id: string; variant_id: string | null; quantity: number; unit_price: number; title: string; metadata: Record<string, any> | null }
const cartOf = async (id: string) =>
  (await store(`/store/carts/${id}?fields=id,total,item_total,*items`)).body.cart as { total: number; item_total: number; items: Line[] }
const extrasOf = async (cartId: string) => (await store<StoreCartExtras>(`/store/carts/${cartId}/extras`)).body
const choose = (cartId: string, json: Record<string, unknown>) =>
  store<StoreCartExtras & ApiErrorBody>(`/store/carts/${cartId}/extras`, { method: "POST", json })

async function phoneCart() {
  const [phone, powerbank] = await Promise.all([productByHandle("samsung-galaxy-a16"), productByHandle("anker-powerbank-10000")])
  const cart = await createCart()
  expect((await addItem(cart.id, phone.variants[0].id)).status).toBe(200)
  expect((await addItem(cart.id, powerbank.variants[0].id)).status).toBe(200)
  const items = (await cartOf(cart.id)).items
  return { cartId: cart.id as string, phoneLine: items.find((i) => i.variant_id === phone.variants[0].id)!.id, items }
}

describe("warranty extension and insurance per cart line", () => {
  it("staff define offers per device type; a warranty needs its months, prices are whole and positive, at the field", async () => {
    const noMonths = await admin("/admin/item-extras", { method: "POST", json: { kind: "warranty", name: "Záruka", device_type: "phone", price: 500 } })
    expect(noMonths.status).toBe(400)
    expect(Object.keys(noMonths.body.errors)).toEqual(["months"])
    const bad = await admin("/admin/item-extras", { method: "POST", json: { kind: "insurance", name: "", device_type: "phone", price: 10.5 } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["name", "price"])
    const id = await offer({ kind: "insurance", name: `Pojištění ${Date.now()}`, price: 321 })
    const list = (await admin<{ item_extras: AdminItemExtra[] }>("/admin/item-extras")).body.item_extras
    expect(list.find((o) => o.id === id)).toMatchObject({ kind: "insurance", device_type: "phone", months: null, price: 321, is_active: true })
  })

  it("adds a warranty and an insurance to a phone line as cart lines in the totals; they follow its quantity and leave with it", async () => {
    const warranty12 = await offer({ kind: "warranty", name: `Záruka +12 ${Date.now()}`, months: 12, price: 777 })
    const warranty24 = await offer({ kind: "warranty", name: `Záruka +24 ${Date.now()}`, months: 24, price: 1111 })
    const insurance = await offer({ kind: "insurance", name: `Pojištění ${Date.now()}`, price: 555 })
    const { cartId, phoneLine, items } = await phoneCart()
    const before = await cartOf(cartId)

    const extras = await extrasOf(cartId)
    expect(Object.keys(extras.offers)).toEqual([phoneLine])
    expect(extras.offers[phoneLine].map((o) => o.id)).toEqual(expect.arrayContaining([warranty12, warranty24, insurance]))

    expect((await choose(cartId, { line_id: phoneLine, offer_id: warranty12, price: 777 })).status).toBe(200)
    // A second warranty replaces the first; the insurance comes beside it.
    expect((await choose(cartId, { line_id: phoneLine, offer_id: warranty24, price: 1111 })).status).toBe(200)
    expect((await choose(cartId, { line_id: phoneLine, offer_id: insurance, price: 555 })).status).toBe(200)
    let cart = await cartOf(cartId)
    const extraLines = cart.items.filter((i) => i.metadata?.item_extra)
    expect(extraLines.map((l) => [l.unit_price, l.quantity, l.metadata!.item_extra.parent_line_id]).sort()).toEqual([
      [1111, 1, phoneLine],
      [555, 1, phoneLine],
    ])
    expect(cart.item_total).toBe(before.item_total + 1111 + 555)

    // Not for a powerbank; not an unknown offer.
    const powerbankLine = items.find((i) => i.id !== phoneLine)!.id
    const wrong = await choose(cartId, { line_id: powerbankLine, offer_id: insurance, price: 555 })
    expect(wrong.status).toBe(400)
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(["offer_id"])

    // The same phone added again: two extensions and two insurances; back to one, one each; an extra's own quantity is not changed.
    const phoneVariant = cart.items.find((i) => i.id === phoneLine)!.variant_id!
    expect((await addItem(cartId, phoneVariant)).status).toBe(200)
    cart = await cartOf(cartId)
    expect(cart.items.filter((i) => i.metadata?.item_extra).map((l) => l.quantity)).toEqual([2, 2])
    expect((await store(`/store/carts/${cartId}/line-items/${phoneLine}`, { method: "POST", json: { quantity: 1 } })).status).toBe(200)
    cart = await cartOf(cartId)
    expect(cart.items.filter((i) => i.metadata?.item_extra).map((l) => l.quantity)).toEqual([1, 1])
    const own = await store(`/store/carts/${cartId}/line-items/${extraLines[0].id}`, { method: "POST", json: { quantity: 5 } })
    expect(own.status).toBe(400)
    expect(Object.keys(own.body.errors)).toEqual(["quantity"])

    // The insurance off alone, then the phone out with its warranty.
    const insuranceLine = cart.items.find((i) => i.metadata?.item_extra?.kind === "insurance")!
    expect((await store(`/store/carts/${cartId}/extras/${insuranceLine.id}`, { method: "DELETE" })).status).toBe(200)
    expect((await store(`/store/carts/${cartId}/extras/${powerbankLine}`, { method: "DELETE" })).status).toBe(404)
    expect((await store(`/store/carts/${cartId}/line-items/${phoneLine}`, { method: "DELETE" })).status).toBe(200)
    expect((await cartOf(cartId)).items.map((i) => i.id)).toEqual([powerbankLine])
  })

  it("refuses an insurance whose price changed since it was chosen: 'Insurance price changed, select again.' at completion and when chosen again", async () => {
    const name = `Pojištění ${Date.now()}`
    const email = `extras-${Date.now()}@example.com`
    const insurance = await offer({ kind: "insurance", name, price: 400 })
    const { cartId, phoneLine } = await phoneCart()
    expect((await choose(cartId, { line_id: phoneLine, offer_id: insurance, price: 400 })).status).toBe(200)
    expect((await admin(`/admin/item-extras/${insurance}`, { method: "POST", json: { price: 450 } })).status).toBe(200)

    const extras = await extrasOf(cartId)
    expect(extras.changed).toHaveLength(1)
    await prepareCheckout(cartId, { email })
    const refused = await completeCart(cartId)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ insurance: [PRICE_CHANGED] })
    const stale = await choose(cartId, { line_id: phoneLine, offer_id: insurance, price: 400 })
    expect(stale.status).toBe(400)
    expect(stale.body.errors).toEqual({ insurance: [PRICE_CHANGED] })

    // Chosen again at the new price, the order has it as its own line.
    expect((await choose(cartId, { line_id: phoneLine, offer_id: insurance, price: 450 })).status).toBe(200)
    expect((await extrasOf(cartId)).changed).toEqual([])
    // The total changed, so the payment is initiated again (as the checkout does on submit).
    await prepareCheckout(cartId, { email })
    const done = await completeCart(cartId)
    expect(done.body.type).toBe("order")
    const { body } = await admin(`/admin/orders/${done.body.order.id}?fields=id,total,*items`)
    const line = body.order.items.find((i: Line) => i.metadata?.item_extra)
    expect(line).toMatchObject({ unit_price: 450, quantity: 1 })
    expect(line.metadata.item_extra).toMatchObject({ kind: "insurance", offer_id: insurance })
    // The confirmation e-mail lists it with its device.
    const mail = await waitForMail(email)
    expect(mail.text).toContain(`${name} (Samsung Galaxy A16`)
  })
})

describe("insurance offers per product", () => {
  // Not the phone the other tests use: a product's own insurance replaces its type's.
  const OWN = "samsung-galaxy-s25"
  const OTHER = "samsung-galaxy-a56"

  it("gives the products staff chose their own insurance instead of the type's, in the cart and on the product page", async () => {
    const [own, other] = await Promise.all([productByHandle(OWN), productByHandle(OTHER)])
    const typeInsurance = await offer({ kind: "insurance", name: `Type ${Date.now()}`, price: 444 })
    const ownInsurance = await offer({ kind: "insurance", name: `Own ${Date.now()}`, price: 333, product_ids: [own.id] })
    // A warranty extension goes by the device type only: products given to it are not kept.
    const warranty = await offer({ kind: "warranty", name: `Warranty ${Date.now()}`, months: 12, price: 222, product_ids: [own.id] })
    const list = (await admin<{ item_extras: AdminItemExtra[] }>("/admin/item-extras")).body.item_extras
    expect(list.find((o) => o.id === ownInsurance)).toMatchObject({ kind: "insurance", product_ids: [own.id] })
    expect(list.find((o) => o.id === typeInsurance)?.product_ids).toEqual([])
    expect(list.find((o) => o.id === warranty)?.product_ids).toEqual([])

    const cart = await createCart()
    expect((await addItem(cart.id, own.variants[0].id)).status).toBe(200)
    expect((await addItem(cart.id, other.variants[0].id)).status).toBe(200)
    const items = (await cartOf(cart.id)).items
    const ownLine = items.find((i) => i.variant_id === own.variants[0].id)!.id
    const otherLine = items.find((i) => i.variant_id === other.variants[0].id)!.id
    const { offers } = await extrasOf(cart.id)
    const ids = (line: string) => offers[line].map((o) => o.id)
    expect(ids(ownLine)).toContain(ownInsurance)
    expect(ids(ownLine)).not.toContain(typeInsurance)
    expect(ids(ownLine)).toContain(warranty)
    expect(ids(otherLine)).toContain(typeInsurance)
    expect(ids(otherLine)).not.toContain(ownInsurance)
    // Another product's insurance is refused at the offer.
    const refused = await choose(cart.id, { line_id: otherLine, offer_id: ownInsurance, price: 333 })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.errors ?? {})).toEqual(["offer_id"])
    expect((await choose(cart.id, { line_id: ownLine, offer_id: ownInsurance, price: 333 })).status).toBe(200)

    // The product page's list: the same offers as the product's cart line.
    const page = await store<{ offers: { id: string }[] }>(`/store/item-extras?product_id=${own.id}`)
    expect(page.status).toBe(200)
    expect(page.body.offers.map((o) => o.id).sort()).toEqual([...ids(ownLine)].sort())
    expect((await store(`/store/item-extras`)).status).toBe(400)
    expect((await store(`/store/item-extras?product_id=prod_nope`)).status).toBe(404)

    // Staff take the product off the insurance: the cart's chosen one no longer holds, to be chosen again.
    expect((await admin(`/admin/item-extras/${ownInsurance}`, { method: "POST", json: { product_ids: [other.id] } })).status).toBe(200)
    const after = await extrasOf(cart.id)
    expect(after.offers[otherLine].map((o) => o.id)).toContain(ownInsurance)
    expect(after.changed.length).toBe(1)
  })
})
