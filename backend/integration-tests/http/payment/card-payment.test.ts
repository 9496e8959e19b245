import { describe, expect, it } from "vitest"
import { admin, anonymous, CURRENCY, VARIANT, store } from "../../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"
import { waitForMail } from "../../helpers/buyout"

/**
 * Card payments through Comgate against the fake gateway the test shop runs
 * (scripts/lib/fake-comgate.mjs, FAKE_COMGATE_URL): the order is placed
 * awaiting payment, each attempt is a gateway payment, the notification is
 * verified at the status endpoint and a paid order is captured once.
 */
const GATEWAY = process.env.FAKE_COMGATE_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_COMGATE_PORT || 1191}`
const FAILED = VARIANT === "cz" ? "Došlo k chybě při platbě, prosím opakujte akci." : "A apărut o eroare la plată, vă rugăm să repetați acțiunea."
const WALLET_UNAVAILABLE =
  VARIANT === "cz"
    ? "Google Pay ani Apple Pay teď nelze použít. Zaplaťte prosím kartou."
    : "Google Pay și Apple Pay nu pot fi folosite acum. Vă rugăm să plătiți cu cardul."

const gateway = async (path: string, json?: unknown) => {
  const res = await fetch(
    `${GATEWAY}${path}`,
    json === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) },
  )
  return res.status === 204 ? null : res.json()
}
const gatewayPayment = async (transId: string) => ((await gateway("/__payments")) as any[]).find((p) => p.transId === transId)

async function cardOrder() {
  const product = await productByHandle("usb-c-cable-1m")
  const cart = await createCart()
  expect((await addItem(cart.id, product.variants[0].id)).status).toBe(200)
  const email = `card-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  await prepareCheckout(cart.id, { provider: "pp_comgate_comgate", email })
  const { body } = await completeCart(cart.id)
  expect(body.type).toBe("order")
  return { ...body.order, email }
}

const start = (orderId: string, method: string) => store(`/store/card-payments/${orderId}`, { method: "POST", json: { method } })
const state = (orderId: string) => store(`/store/card-payments/${orderId}`)

async function captures(orderId: string) {
  const { body } = await admin(`/admin/orders/${orderId}?fields=payment_status,*payment_collections.payments,*payment_collections.payments.captures`)
  const payment = body.order.payment_collections[0].payments[0]
  return { paymentStatus: body.order.payment_status as string, captures: (payment.captures ?? []).length as number, data: payment.data }
}

describe("card payment through the Comgate gateway", () => {
  it("places the order unpaid, pays it at the gateway and captures it once however often the notification comes", async () => {
    const order = await cardOrder()
    expect((await state(order.id)).body).toEqual({ state: "unpaid", method: "card", trans_id: null })
    // The confirmation e-mail links to the payment page: an unpaid order can be paid later.
    expect((await waitForMail(order.email)).html).toContain(`/order/${order.id}/payment`)

    const first = await start(order.id, "card")
    expect(first.status).toBe(200)
    expect(first.body.redirect_url).toContain(`${GATEWAY}/client/instructions/index?id=`)
    const sent = await gatewayPayment(first.body.trans_id)
    expect(sent).toMatchObject({
      price: Math.round(order.total * 100),
      curr: CURRENCY.toUpperCase(),
      refId: order.id,
      method: "CARD_CZ_CSOB_2",
      status: "PENDING",
    })
    expect(sent.urlPaid).toMatch(new RegExp(`/order/${order.id}/payment$`))

    // A double click goes to the same gateway payment.
    expect((await start(order.id, "card")).body.trans_id).toBe(first.body.trans_id)
    expect((await state(order.id)).body).toMatchObject({ state: "pending", trans_id: first.body.trans_id })

    // The gateway's calls were authenticated with the generated merchant and secret.
    const calls = (await gateway("/__calls")) as any[]
    expect(calls.filter((c) => c.path === "/v2.0/payment.json").every((c) => c.authorised)).toBe(true)

    // Paid at the gateway: its notification, repeated and concurrent, captures once.
    await gateway("/__settle", { transId: first.body.trans_id, status: "PAID" })
    const again = await Promise.all([1, 2, 3].map(() => gateway("/__notify", { transId: first.body.trans_id })))
    expect(again.map((n: any) => n.notified)).toEqual([200, 200, 200])
    const after = await captures(order.id)
    expect(after).toMatchObject({ paymentStatus: "captured", captures: 1 })
    expect(after.data.trans_id).toBe(first.body.trans_id)
    expect((await state(order.id)).body).toMatchObject({ state: "paid", trans_id: first.body.trans_id })
    expect((await captures(order.id)).captures).toBe(1)

    // A paid order is not paid again.
    const twice = await start(order.id, "card")
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe("already_paid")
  })

  it("does not trust the notification's body: a forged PAID of a pending payment changes nothing", async () => {
    const order = await cardOrder()
    const { body } = await start(order.id, "card")
    const forged = await anonymous("/hooks/comgate", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ transId: body.trans_id, status: "PAID", refId: order.id, price: String(order.total * 100) }).toString(),
    })
    expect(forged.status).toBe(200)
    expect((await captures(order.id)).paymentStatus).not.toBe("captured")
    expect((await state(order.id)).body.state).toBe("pending")

    const unknown = await anonymous("/hooks/comgate", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "transId=AAAA-BBBB-CCCC&status=PAID",
    })
    expect(unknown.status).toBe(200)
    const empty = await anonymous("/hooks/comgate", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "status=PAID" })
    expect(empty.status).toBe(400)
  })

  it("answers a gateway failure with the shop's message (400, not 500), then a cancelled payment is retried with another method", async () => {
    const order = await cardOrder()
    await gateway("/__fail", { status: 500 })
    const failed = await start(order.id, "card")
    expect(failed.status).toBe(400)
    expect(failed.body).toMatchObject({ code: "payment_send_failed", message: FAILED })

    const first = await start(order.id, "card")
    expect(first.status).toBe(200)
    await gateway("/__settle", { transId: first.body.trans_id, status: "CANCELLED" })
    expect((await state(order.id)).body).toMatchObject({ state: "failed", method: "card" })

    const retry = await start(order.id, "google_pay")
    expect(retry.status).toBe(200)
    expect(retry.body.trans_id).not.toBe(first.body.trans_id)
    expect((await gatewayPayment(retry.body.trans_id)).method).toBe("GOOGLEPAY_REDIRECT")
    await gateway("/__settle", { transId: retry.body.trans_id, status: "PAID" })
    expect((await state(order.id)).body).toMatchObject({ state: "paid", method: "google_pay" })
    expect(await captures(order.id)).toMatchObject({ paymentStatus: "captured", captures: 1 })
  })

  it("answers a wallet the gateway refuses with wallet_unavailable (pay by card), a gateway outage with the card too with the failure", async () => {
    const order = await cardOrder()
    await gateway("/__unavailable", { method: "APPLEPAY_REDIRECT" })
    try {
      const refused = await start(order.id, "apple_pay")
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: "wallet_unavailable", message: WALLET_UNAVAILABLE })
      // An unreachable gateway is not the wallet's fault.
      await gateway("/__fail", { status: 503 })
      expect((await start(order.id, "google_pay")).body).toMatchObject({ code: "payment_send_failed", message: FAILED })
      const card = await start(order.id, "card")
      expect(card.status).toBe(200)
      expect((await gatewayPayment(card.body.trans_id)).method).toBe("CARD_CZ_CSOB_2")
    } finally {
      await fetch(`${GATEWAY}/__unavailable`, { method: "DELETE" })
    }
  })

  it("refuses an unknown method with a field error, an unknown order with 404 and an order paid otherwise with 409", async () => {
    const order = await cardOrder()
    const bad = await start(order.id, "bitcoin")
    expect(bad.status).toBe(400)
    expect(bad.body.errors.method).toBeTruthy()
    expect((await start("order_01NOPE", "card")).status).toBe(404)

    const product = await productByHandle("usb-c-cable-1m")
    const cart = await createCart()
    await addItem(cart.id, product.variants[0].id)
    await prepareCheckout(cart.id)
    const bankOrder = (await completeCart(cart.id)).body.order
    const notCard = await start(bankOrder.id, "card")
    expect(notCard.status).toBe(409)
    expect(notCard.body.code).toBe("not_card_payment")
  })
})
