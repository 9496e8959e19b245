import { describe, expect, it } from "vitest"
import { admin, anonymous, VARIANT, store } from "../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../helpers/checkout"

/**
 * Installments with Home Credit against the fake partner the test shop runs
 * (scripts/lib/fake-home-credit.mjs, FAKE_HOME_CREDIT_URL): the barem picked
 * at checkout is checked at cart completion, the order is placed awaiting the
 * loan, the application is created at the partner, its notification is
 * verified at the detail endpoint, and staff's Sent finalises the loan once.
 * Home Credit is a Czech partner: the Romanian shop does not offer it.
 */
const PARTNER = process.env.FAKE_HOME_CREDIT_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_HOME_CREDIT_PORT || 1193}`
const PROVIDER = "pp_home-credit_home-credit"

const partner = async (path: string, json?: unknown) => {
  const res = await fetch(`${PARTNER}${path}`, json === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) })
  return res.status === 204 ? null : res.json()
}
const application = async (id: string) => ((await partner("/__applications")) as any[]).find((a) => a.id === id)

async function homeCreditBarem(amount: number) {
  const { body } = await store(`/store/installments/options?amount=${Math.round(amount)}`)
  return body.options.find((o: any) => o.partner === "home_credit")
}

async function installmentCart() {
  const phone = await productByHandle("samsung-galaxy-a56")
  const cart = await createCart()
  expect((await addItem(cart.id, phone.variants[0].id)).status).toBe(200)
  return cart
}

async function installmentOrder() {
  const cart = await installmentCart()
  const { body } = await store(`/store/carts/${cart.id}`)
  const barem = await homeCreditBarem(body.cart.total)
  expect(barem).toBeTruthy()
  await prepareCheckout(cart.id, { provider: PROVIDER, email: `hc-${Date.now()}@example.com`, paymentData: { barem_id: barem.barem_id } })
  const done = await completeCart(cart.id)
  expect(done.body.type).toBe("order")
  return { order: done.body.order, barem }
}

const start = (orderId: string) => store(`/store/installment-payments/${orderId}`, { method: "POST", json: {} })
const state = (orderId: string) => store(`/store/installment-payments/${orderId}`)
const setSent = (orderId: string) => admin(`/admin/installment-payments/${orderId}`, { method: "POST", json: { status: "sent" } })

// Home Credit is a Czech partner; the Romanian shop offers no installment payment until TBI Bank is modelled.
describe(VARIANT === "cz" ? "installment payment with Home Credit" : "installment payment in the Romanian shop", () => {
  if (VARIANT !== "cz") {
    it("is not offered: a payment session with Home Credit is refused at the field", async () => {
      const cart = await installmentCart()
      const { body } = await store("/store/payment-collections", { method: "POST", json: { cart_id: cart.id } })
      const session = await store(`/store/payment-collections/${body.payment_collection.id}/payment-sessions`, { method: "POST", json: { provider_id: PROVIDER } })
      expect(session.status).toBe(400)
      expect(Object.keys(session.body.errors)).toEqual(["provider_id"])
    })
    return
  }

  it("refuses completion with a barem that is not the partner's or does not hold the total", async () => {
    const cart = await installmentCart()
    const { body } = await store(`/store/installments/options?amount=100000`)
    const other = body.options.find((o: any) => o.partner !== "home_credit")
    await prepareCheckout(cart.id, { provider: PROVIDER, paymentData: { barem_id: other?.barem_id ?? "nope" } })
    const refused = await completeCart(cart.id)
    expect(refused.status).toBe(400)
    expect(refused.body.errors.payment_provider_id[0]).toMatch(/splátkovou variantu/)
  })

  it("creates the application, verifies the notification, and finalises the loan once when staff set Sent", async () => {
    const { order, barem } = await installmentOrder()
    expect((await state(order.id)).body).toMatchObject({ state: "none", application_id: null, barem_id: barem.barem_id })

    // Sent before approval is refused.
    expect((await setSent(order.id)).status).toBe(409)

    const first = await start(order.id)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.redirect_url).toContain(`${PARTNER}/gateway/application?id=`)
    const sent = await application(first.body.application_id)
    expect(sent).toMatchObject({ state: "PROCESSING", order: { number: String(order.display_id), totalPrice: { amount: Math.round(order.total * 100), currency: "CZK" } } })
    expect(sent.settingsInstallment.preferredMonths).toBe(barem.months)
    expect(sent.order.items[0].installmentArrangeType).toBe("online")
    expect(sent.merchantUrls.approvedRedirect).toMatch(new RegExp(`/order/${order.id}/installments$`))
    // A double click goes to the same application; the calls carried the partner's token.
    expect((await start(order.id)).body.application_id).toBe(first.body.application_id)
    const calls = (await partner("/__calls")) as any[]
    expect(calls.filter((c) => c.path.startsWith("/financing/")).every((c) => c.authorised)).toBe(true)
    expect((await state(order.id)).body.state).toBe("processing")

    // The partner approves; its notification is answered once verified.
    const decided = await partner("/__decide", { id: first.body.application_id, state: "READY" })
    expect(decided.notified).toBe(200)
    expect((await state(order.id)).body.state).toBe("approved")
    // A forged notification of an unknown application changes nothing.
    expect((await anonymous("/hooks/home-credit", { method: "POST", json: { id: "00000000-0000-0000-0000-000000000000", state: "READY" } })).status).toBe(200)
    expect((await anonymous("/hooks/home-credit", { method: "POST", json: {} })).status).toBe(400)

    // Staff set Sent: the partner is told once, the payment captured once.
    const [a, b] = await Promise.all([setSent(order.id), setSent(order.id)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.state).toBe("sent")
    expect((await setSent(order.id)).body.state).toBe("sent")
    const sends = ((await partner("/__calls")) as any[]).filter((c) => c.method === "PUT" && c.path.endsWith("/order/send"))
    expect(sends).toHaveLength(1)
    expect((await application(first.body.application_id)).stateReason).toBe("READY_SHIPPED")
    const { body } = await admin(`/admin/orders/${order.id}?fields=payment_status`)
    expect(body.order.payment_status).toBe("captured")
    expect((await admin(`/admin/installment-payments/${order.id}`)).body.state).toBe("sent")
  })

  it("answers 'calculating of installments failed' when the partner refuses, and a retry works", async () => {
    const { order } = await installmentOrder()
    await partner("/__fail", { status: 503 })
    const failed = await start(order.id)
    expect(failed.status, JSON.stringify(failed.body)).toBe(400)
    expect(failed.body).toMatchObject({ code: "installments_failed", message: "Výpočet splátek se nezdařil." })
    const retry = await start(order.id)
    expect(retry.status).toBe(200)
    // Rejected: the shopper may apply again, a new application.
    await partner("/__decide", { id: retry.body.application_id, state: "REJECTED" })
    expect((await state(order.id)).body.state).toBe("rejected")
    expect((await setSent(order.id)).status).toBe(409)
    const again = await start(order.id)
    expect(again.status).toBe(200)
    expect(again.body.application_id).not.toBe(retry.body.application_id)
  })

  it("validates Sent's body", async () => {
    const { order } = await installmentOrder()
    const bad = await admin(`/admin/installment-payments/${order.id}`, { method: "POST", json: { status: "shipped" } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.status).toBeTruthy()
  })
})
