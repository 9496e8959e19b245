import { describe, expect, it } from "vitest"
import { COUNTRY, VARIANT, admin, db, store } from "../../helpers/api"
import { waitForMail } from "../../helpers/buyout"
import { address, cartWith, completeCart } from "../../helpers/checkout"

// The messages of backend/src/lib/pickup-point/messages.json (the spec's "dispensing point unavailable or congested").
const MSG =
  VARIANT === "cz"
    ? { unavailable: "Výdejní místo je nedostupné nebo přetížené. Vyberte prosím jiné.", choose: "Vyberte výdejní místo." }
    : { unavailable: "Punctul de ridicare este indisponibil sau aglomerat. Te rugăm să alegi altul.", choose: "Alege punctul de ridicare." }
// Towns of the bundled sample feeds (backend/src/lib/pickup-point/sample-feeds), searched without diacritics.
const TOWN = VARIANT === "cz" ? { q: "plzen", city: "Plzeň", zip: "30100" } : { q: "iasi", city: "Iași", zip: "700028" }
const CARRIERS = VARIANT === "cz" ? ["dpd", "packeta"] : ["packeta", "sameday"]

/** A cart with a phone and addresses, and the pickup-point delivery option. */
async function cartForPickup(email: string) {
  const cart = await cartWith("samsung-galaxy-a56")
  const update = await store(`/store/carts/${cart.id}`, { method: "POST", json: { email, shipping_address: address(), billing_address: address() } })
  expect(update.status).toBe(200)
  const { body } = await store(`/store/shipping-options?cart_id=${cart.id}`)
  const option = body.shipping_options.find((o: any) => o.type?.code === "pickup-point")
  expect(option, "pickup-point option").toBeTruthy()
  return { cart, option }
}

const chooseOption = (cartId: string, optionId: string, data?: Record<string, unknown>) =>
  store(`/store/carts/${cartId}/shipping-methods`, { method: "POST", json: { option_id: optionId, ...(data ? { data } : {}) } })

/** The sample feed's statuses, read from the database (the store API lists only open points). */
async function pointWithStatus(status: "full" | "unavailable") {
  const client = db()
  await client.connect()
  try {
    const { rows } = await client.query(`select id, name from pickup_point where status = $1 and country = $2 and deleted_at is null limit 1`, [
      status,
      COUNTRY,
    ])
    return rows[0] as { id: string; name: string }
  } finally {
    await client.end()
  }
}

describe("pickup points", () => {
  it("imports the carriers' feeds of the shop's country and searches them by town, postcode and name without diacritics", async () => {
    const all = await store("/store/pickup-points")
    expect(all.status).toBe(200)
    expect(all.body.count).toBeGreaterThanOrEqual(40)
    expect([...new Set(all.body.pickup_points.map((p: any) => p.carrier))].sort()).toEqual(CARRIERS)
    // Only points that take parcels are offered.
    expect(all.body.pickup_points.every((p: any) => p.status === "active")).toBe(true)

    const town = await store(`/store/pickup-points?q=${TOWN.q}`)
    expect(town.body.count).toBeGreaterThan(0)
    expect(town.body.pickup_points.every((p: any) => p.city === TOWN.city)).toBe(true)
    const byZip = await store(`/store/pickup-points?q=${TOWN.zip}`)
    expect(byZip.body.pickup_points.map((p: any) => p.id).sort()).toEqual(town.body.pickup_points.map((p: any) => p.id).sort())
    const first = town.body.pickup_points[0]
    expect(first.latitude).toBeGreaterThan(43)
    expect(first.longitude).toBeGreaterThan(12)

    const bad = await store("/store/pickup-points?carrier=ups")
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(["carrier"])
  })

  it("refuses a missing, closed or full point with the specification's message and stores a chosen point on the order, its e-mail and for staff", async () => {
    const email = `pickup-${Date.now()}@example.com`
    const { cart, option } = await cartForPickup(email)

    const none = await chooseOption(cart.id, option.id)
    expect(none.status).toBe(400)
    expect(none.body.errors).toEqual({ pickup_point_id: [MSG.choose] })

    for (const status of ["unavailable", "full"] as const) {
      const point = await pointWithStatus(status)
      expect(point, `a ${status} point in the sample feed`).toBeTruthy()
      const refused = await chooseOption(cart.id, option.id, { pickup_point_id: point.id })
      expect(refused.status, status).toBe(400)
      expect(refused.body).toMatchObject({ message: MSG.unavailable, code: "pickup_point_unavailable", errors: { pickup_point_id: [MSG.unavailable] } })
    }
    expect((await chooseOption(cart.id, option.id, { pickup_point_id: "pp_does_not_exist" })).status).toBe(400)

    const { body: list } = await store(`/store/pickup-points?q=${TOWN.q}`)
    const point = list.pickup_points[0]
    // What the shopper sends beyond the id is ignored: the backend stores the point as the feed has it.
    const chosen = await chooseOption(cart.id, option.id, { pickup_point_id: point.id, name: "Forged" })
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200)
    const held = (await store(`/store/carts/${cart.id}?fields=id,*shipping_methods`)).body.cart
    expect(held.shipping_methods[0].data).toMatchObject({ pickup_point_id: point.id, name: point.name, carrier: point.carrier, city: TOWN.city })

    const { body: collection } = await store("/store/payment-collections", { method: "POST", json: { cart_id: cart.id } })
    const session = await store(`/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, {
      method: "POST",
      json: { provider_id: "pp_bank-transfer_bank-transfer" },
    })
    expect(session.status).toBe(200)
    const placed = await completeCart(cart.id)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const order = placed.body.order
    expect(order.shipping_methods[0].data).toMatchObject({ pickup_point_id: point.id, name: point.name, street: point.street })

    const forStaff = await admin(`/admin/orders/${order.id}?fields=id,*shipping_methods`)
    expect(forStaff.body.order.shipping_methods[0].data.external_id).toBe(point.external_id)

    const mail = await waitForMail(email)
    expect(mail.text).toContain(point.name)
    expect(mail.text).toContain(point.street)
  })
})
