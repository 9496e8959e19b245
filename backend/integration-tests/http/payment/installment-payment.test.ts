import { describe, expect, it } from "vitest"
import { admin, anonymous, VARIANT, store } from "../../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"

/**
 * Installments with each country's partner against the fake partner the test
 * shop runs: Home Credit in cz (scripts/lib/fake-home-credit.mjs,
 * FAKE_HOME_CREDIT_URL), TBI Bank in ro (scripts/lib/fake-tbi.mjs,
 * FAKE_TBI_URL). The barem picked at checkout is checked at cart completion,
 * the order is placed awaiting the loan, the application is created at the
 * partner, its notification is verified (Home Credit: at the detail endpoint;
 * TBI: decrypted with the shop's key), and staff's Sent finalises the loan once.
 */
const PARTNER =
  VARIANT === "cz"
    ? (process.env.FAKE_HOME_CREDIT_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_HOME_CREDIT_PORT || 1193}`)
    : (process.env.FAKE_TBI_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_TBI_PORT || 1194}`)
const PROVIDER = VARIANT === "cz" ? "pp_home-credit_home-credit" : "pp_tbi_tbi"
const PARTNER_NAME = VARIANT === "cz" ? "home_credit" : "tbi"
const OTHER_PROVIDER = VARIANT === "cz" ? "pp_tbi_tbi" : "pp_home-credit_home-credit"
const FAILED = VARIANT === "cz" ? "Výpočet splátek se nezdařil." : "Calculul ratelor a eșuat."

const partner = async (path: string, json?: unknown) => {
  const res = await fetch(
    `${PARTNER}${path}`,
    json === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) },
  )
  return res.status === 204 ? null : res.json()
}
/** The application at the fake partner (Home Credit's `id`, TBI's `order_id`). */
const application = async (id: string) => ((await partner("/__applications")) as any[]).find((a) => (a.id ?? a.order_id) === id)
/** The partner decides: approved or rejected, its notification sent to the shop. */
const decide = (id: string, approved: boolean) => partner("/__decide", { id, approved })

async function partnerBarem(amount: number) {
  const { body } = await store(`/store/installments/options?amount=${Math.round(amount)}`)
  return body.options.find((o: any) => o.partner === PARTNER_NAME)
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
  const barem = await partnerBarem(body.cart.total)
  expect(barem).toBeTruthy()
  await prepareCheckout(cart.id, { provider: PROVIDER, email: `installments-${Date.now()}@example.com`, paymentData: { barem_id: barem.barem_id } })
  const done = await completeCart(cart.id)
  expect(done.body.type).toBe("order")
  return { order: done.body.order, barem }
}

const start = (orderId: string) => store(`/store/installment-payments/${orderId}`, { method: "POST", json: {} })
const state = (orderId: string) => store(`/store/installment-payments/${orderId}`)
const setSent = (orderId: string) => admin(`/admin/installment-payments/${orderId}`, { method: "POST", json: { status: "sent" } })

describe(`installment payment with ${PARTNER_NAME} (${VARIANT})`, () => {
  it("offers only the country's partner: a payment session with the other one is refused at the field", async () => {
    const cart = await installmentCart()
    const { body } = await store("/store/payment-collections", { method: "POST", json: { cart_id: cart.id } })
    const session = await store(`/store/payment-collections/${body.payment_collection.id}/payment-sessions`, {
      method: "POST",
      json: { provider_id: OTHER_PROVIDER },
    })
    expect(session.status).toBe(400)
    expect(Object.keys(session.body.errors)).toEqual(["provider_id"])
  })

  it("refuses completion with a barem that is not the partner's or does not hold the total", async () => {
    const cart = await installmentCart()
    const { body } = await store(`/store/installments/options?amount=100000`)
    const other = body.options.find((o: any) => o.partner !== PARTNER_NAME)
    await prepareCheckout(cart.id, { provider: PROVIDER, paymentData: { barem_id: other?.barem_id ?? "nope" } })
    const refused = await completeCart(cart.id)
    expect(refused.status).toBe(400)
    expect(refused.body.errors.payment_provider_id[0]).toMatch(VARIANT === "cz" ? /splátkovou variantu/ : /Varianta de rate/)
  })

  it("creates the application, takes the partner's decision, and finalises the loan once when staff set Sent", async () => {
    const { order, barem } = await installmentOrder()
    expect((await state(order.id)).body).toMatchObject({ state: "none", application_id: null, barem_id: barem.barem_id })

    // Sent before approval is refused.
    expect((await setSent(order.id)).status).toBe(409)

    const first = await start(order.id)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const sent = await application(first.body.application_id)
    if (VARIANT === "cz") {
      expect(first.body.redirect_url).toContain(`${PARTNER}/gateway/application?id=`)
      expect(sent).toMatchObject({
        state: "PROCESSING",
        order: { number: String(order.display_id), totalPrice: { amount: Math.round(order.total * 100), currency: "CZK" } },
      })
      expect(sent.settingsInstallment.preferredMonths).toBe(barem.months)
      expect(sent.order.items[0].installmentArrangeType).toBe("online")
      expect(sent.merchantUrls.approvedRedirect).toMatch(new RegExp(`/order/${order.id}/installments$`))
    } else {
      // TBI: the encrypted order_data, as the fake decrypted it with its key.
      expect(first.body.redirect_url).toContain(`${PARTNER}/b2cportal/application?id=`)
      expect(first.body.application_id).toBe(`${order.display_id}-1`)
      expect(sent).toMatchObject({
        status: "processing",
        order_total: Math.round(order.total).toFixed(2),
        customer: { instalments: String(barem.months), email: order.email },
      })
      expect(sent.items[0].qty).toBe("1.0000")
      expect(sent.back_ref).toMatch(new RegExp(`/hooks/tbi\\?order=${order.id}$`))
      // The shopper's way back through back_ref leads to the order's installment page.
      const back = await fetch(sent.back_ref, { redirect: "manual" })
      expect(back.status).toBe(303)
      expect(back.headers.get("location")).toMatch(new RegExp(`/order/${order.id}/installments$`))
    }
    // A double click goes to the same application; the calls carried the partner's credentials.
    expect((await start(order.id)).body.application_id).toBe(first.body.application_id)
    const calls = (await partner("/__calls")) as any[]
    const apiCalls = calls.filter((c) => c.path.startsWith(VARIANT === "cz" ? "/financing/" : "/Api/"))
    expect(apiCalls.length).toBeGreaterThan(0)
    expect(apiCalls.every((c) => c.authorised)).toBe(true)
    expect((await state(order.id)).body.state).toBe("processing")

    // The partner approves; its notification is answered once verified.
    const decided = await decide(first.body.application_id, true)
    expect(decided.notified).toBe(200)
    expect((await state(order.id)).body.state).toBe("approved")
    // A forged notification changes nothing.
    if (VARIANT === "cz") {
      expect((await anonymous("/hooks/home-credit", { method: "POST", json: { id: "00000000-0000-0000-0000-000000000000", state: "READY" } })).status).toBe(200)
      expect((await anonymous("/hooks/home-credit", { method: "POST", json: {} })).status).toBe(400)
    } else {
      const forged = await anonymous("/hooks/tbi", {
        method: "POST",
        json: { order_data: Buffer.from(JSON.stringify({ order_id: first.body.application_id, status_id: "0" })).toString("base64") },
      })
      expect(forged.status).toBe(400)
      expect(Object.keys(forged.body.errors)).toEqual(["order_data"])
      expect((await anonymous("/hooks/tbi", { method: "POST", json: {} })).status).toBe(400)
      expect((await state(order.id)).body.state).toBe("approved")
    }

    // Staff set Sent: the partner is told once, the payment captured once.
    const [a, b] = await Promise.all([setSent(order.id), setSent(order.id)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.state).toBe("sent")
    expect((await setSent(order.id)).body.state).toBe("sent")
    const finalisations = ((await partner("/__calls")) as any[]).filter((c) =>
      VARIANT === "cz" ? c.method === "PUT" && c.path.endsWith("/order/send") : c.path === "/Api/LoanApplication/Delivered",
    )
    expect(finalisations).toHaveLength(1)
    const finalised = await application(first.body.application_id)
    if (VARIANT === "cz") expect(finalised.stateReason).toBe("READY_SHIPPED")
    else expect(finalised.deliveredAt).toBeTruthy()
    const { body } = await admin(`/admin/orders/${order.id}?fields=payment_status`)
    expect(body.order.payment_status).toBe("captured")
    expect((await admin(`/admin/installment-payments/${order.id}`)).body.state).toBe("sent")
  })

  it("answers 'calculating of installments failed' when the partner refuses, and a retry works", async () => {
    const { order } = await installmentOrder()
    await partner("/__fail", { status: 503 })
    const failed = await start(order.id)
    expect(failed.status, JSON.stringify(failed.body)).toBe(400)
    expect(failed.body).toMatchObject({ code: "installments_failed", message: FAILED })
    const retry = await start(order.id)
    expect(retry.status).toBe(200)
    // Rejected: the shopper may apply again, a new application.
    await decide(retry.body.application_id, false)
    expect((await state(order.id)).body.state).toBe("rejected")
    expect((await setSent(order.id)).status).toBe(409)
    const again = await start(order.id)
    expect(again.status).toBe(200)
    expect(again.body.application_id).not.toBe(retry.body.application_id)
    expect((await state(order.id)).body.state).toBe("processing")
  })

  if (VARIANT === "ro") {
    it("withdraws the application at TBI when the order is cancelled before TBI decides (CanceledByCustomer)", async () => {
      const { order } = await installmentOrder()
      const started = await start(order.id)
      expect(started.status).toBe(200)
      const cancelled = await admin(`/admin/orders/${order.id}/cancel`, { method: "POST", json: {} })
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
      const calls = ((await partner("/__calls")) as any[]).filter((c) => c.path === "/Api/LoanApplication/CanceledByCustomer")
      expect(calls.at(-1)).toMatchObject({ authorised: true, body: { orderId: started.body.application_id, statusId: "1" } })
      expect((await application(started.body.application_id)).status).toBe("cancelled")
    })
  }

  if (VARIANT === "cz") {
    it("withdraws an approved application at Home Credit when the order is cancelled before the goods are sent", async () => {
      const { order } = await installmentOrder()
      const started = await start(order.id)
      expect(started.status).toBe(200)
      await decide(started.body.application_id, true)
      const cancelled = await admin(`/admin/orders/${order.id}/cancel`, { method: "POST", json: {} })
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
      const calls = ((await partner("/__calls")) as any[]).filter((c) => c.path === `/financing/v1/applications/${started.body.application_id}/cancel`)
      expect(calls).toHaveLength(1)
      expect(calls[0]).toMatchObject({ authorised: true, method: "POST" })
      expect((await application(started.body.application_id)).state).toBe("CANCELLED")
    })
  }

  it("validates Sent's body", async () => {
    const { order } = await installmentOrder()
    const bad = await admin(`/admin/installment-payments/${order.id}`, { method: "POST", json: { status: "shipped" } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.status).toBeTruthy()
  })
})
