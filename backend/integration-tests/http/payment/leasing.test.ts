import { describe, expect, it } from "vitest"
import { admin, store, VARIANT, variantRegion } from "../../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"
import { waitForMail } from "../../helpers/buyout"

/**
 * Leasing and the per-line payment choice: lease barems (lease offers, some
 * time-limited), each cart line paid normally, on an installment barem with
 * its arrange type, or leased; "Leasing cannot be combined with other
 * payment types" refused by the backend where the payment is chosen and again
 * at cart completion, so a direct store API call cannot bypass it.
 */
const LEASING = "pp_leasing_leasing"
const CARD = "pp_comgate_comgate"
const NOT_COMBINED = VARIANT === "cz" ? "Leasing nelze kombinovat s jinými způsoby platby." : "Leasingul nu poate fi combinat cu alte metode de plată."
const PHONE = "samsung-galaxy-a16"
const CABLE = "usb-c-cable-1m"
const OTHER_PHONE = "samsung-galaxy-a56"
const HOME_CREDIT = "pp_home-credit_home-credit"
const INSTALLMENTS_ONLY =
  VARIANT === "cz"
    ? "Zboží zvolené na splátky lze zaplatit jen splátkami. Zvolte prosím platbu na splátky, nebo u položky v košíku změňte způsob platby."
    : "Produsele alese în rate se pot plăti doar în rate. Vă rugăm să alegeți plata în rate sau să schimbați în coș modul de plată al produsului."

const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

async function cartWith(...handles: string[]) {
  const cart = await createCart()
  for (const handle of handles) {
    const product = await productByHandle(handle)
    expect((await addItem(cart.id, product.variants[0].id)).status).toBe(200)
  }
  const { body } = await store(`/store/carts/${cart.id}?fields=id,total,items.id,items.product_handle,items.unit_price,items.metadata`)
  return body.cart as {
    id: string
    total: number
    items: { id: string; product_handle: string; unit_price: number; metadata: Record<string, unknown> | null }[]
  }
}

const lineOf = (cart: Awaited<ReturnType<typeof cartWith>>, handle: string) => cart.items.find((i) => i.product_handle === handle)!.id

const options = async (cartId: string) =>
  (await store(`/store/carts/${cartId}/line-payments`)).body.lines as Record<string, { installments: any[]; leases: any[] }>

const choose = (cartId: string, lineId: string, json: Record<string, unknown>) =>
  store(`/store/carts/${cartId}/line-payments/${lineId}`, { method: "POST", json })

async function leaseLine(cartId: string, lineId: string) {
  const lease = (await options(cartId))[lineId].leases[0]
  expect(lease).toBeTruthy()
  const chosen = await choose(cartId, lineId, { kind: "lease", barem_id: lease.barem_id })
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200)
  return lease
}

/** Completing a cart whose phone line gets another payment (`choose`) after the card payment was chosen for it. */
async function completedAfterCardPayment(choose: (cartId: string, lineId: string) => Promise<unknown>, emailPrefix: string) {
  const cart = await cartWith(PHONE)
  await prepareCheckout(cart.id, { provider: CARD, email: `${emailPrefix}-${Date.now()}@example.com` })
  await choose(cart.id, lineOf(cart, PHONE))
  return completeCart(cart.id)
}

describe("lease offers", () => {
  it("lists the lease barems covering a price with their monthly payment and residual value, apart from the installment options", async () => {
    const phone = await productByHandle(PHONE)
    const amount = Math.round(phone.variants[0].calculated_price.calculated_amount)
    const { status, body } = await store(`/store/leases/options?amount=${amount}`)
    expect(status).toBe(200)
    expect(body.options.length).toBeGreaterThan(0)
    const [cheapest] = body.options
    expect(cheapest.monthly_payment).toBeGreaterThan(0)
    expect(cheapest.monthly_payment * cheapest.months + cheapest.residual_value).toBeGreaterThanOrEqual(amount)
    // The seed's time-limited offer carries its last day.
    expect(body.options.some((o: any) => o.valid_to === day(60))).toBe(true)
    const installments = (await store(`/store/installments/options?amount=${amount}`)).body.options
    const leaseIds = new Set(body.options.map((o: any) => o.barem_id))
    expect(installments.some((o: any) => leaseIds.has(o.barem_id))).toBe(false)
    expect((await store(`/store/leases/options?amount=abc`)).status).toBe(400)
  })

  it("staff add a time-limited lease offer: 'to' before 'from' is refused at the field, and it shows only while valid", async () => {
    const base = {
      kind: "lease",
      partner: VARIANT === "cz" ? "essox" : "tbi",
      months: 18,
      min_amount: 7_000_000,
      max_amount: 7_000_100,
      interest_rate: 5,
      fee_fixed: 0,
      fee_monthly: 0,
      residual_percent: 10,
    }
    const inverted = await admin("/admin/barems", { method: "POST", json: { ...base, name: "Inverted", valid_from: day(5), valid_to: day(1) } })
    expect(inverted.status).toBe(400)
    expect(Object.keys(inverted.body.errors)).toEqual(["valid_to"])

    const ended = await admin("/admin/barems", { method: "POST", json: { ...base, name: "Ended offer", valid_from: day(-10), valid_to: day(-1) } })
    const future = await admin("/admin/barems", { method: "POST", json: { ...base, name: "Future offer", valid_from: day(2), valid_to: day(9) } })
    const current = await admin("/admin/barems", { method: "POST", json: { ...base, name: "Current offer", valid_from: day(0), valid_to: day(3) } })
    expect([ended.status, future.status, current.status]).toEqual([201, 201, 201])
    expect(current.body.barem).toMatchObject({ kind: "lease", residual_percent: 10, valid_to: day(3) })
    expect(current.body.barem.example.residual_value).toBeGreaterThan(0)

    const { body } = await store(`/store/leases/options?amount=7000050`)
    expect(body.options.map((o: any) => o.name)).toEqual(["Current offer"])
    // Moving the end before the stored start is as upside down.
    const moved = await admin(`/admin/barems/${current.body.barem.id}`, { method: "POST", json: { valid_to: day(-1) } })
    expect(moved.status).toBe(400)
    expect(Object.keys(moved.body.errors)).toEqual(["valid_to"])
    // A lease barem never appears among the installment options.
    expect((await store(`/store/installments/options?amount=7000050`)).body.options).toEqual([])
    for (const created of [ended, future, current]) await admin(`/admin/barems/${created.body.barem.id}`, { method: "DELETE" })
  })
})

describe("per-line payment choice", () => {
  it("stores an installment barem with its arrange type on the line, validated, and clears it again", async () => {
    const cart = await cartWith(PHONE)
    const line = lineOf(cart, PHONE)
    const { installments, leases } = (await options(cart.id))[line]
    expect(installments.length).toBeGreaterThan(0)

    const noArrange = await choose(cart.id, line, { kind: "installment", barem_id: installments[0].barem_id })
    expect(noArrange.status).toBe(400)
    expect(Object.keys(noArrange.body.errors)).toEqual(["arrange_type"])
    const badArrange = await choose(cart.id, line, { kind: "installment", barem_id: installments[0].barem_id, arrange_type: "by-post" })
    expect(badArrange.status).toBe(400)
    // A lease barem is not an installment barem.
    const wrongKind = await choose(cart.id, line, { kind: "installment", barem_id: leases[0].barem_id, arrange_type: "online" })
    expect(wrongKind.status).toBe(400)
    expect(Object.keys(wrongKind.body.errors)).toEqual(["barem_id"])
    expect((await choose(cart.id, "cali_nope", { kind: "standard" })).status).toBe(404)
    // Medusa's line-item routes cannot write the choice past these checks.
    const sneaked = await store(`/store/carts/${cart.id}/line-items/${line}`, {
      method: "POST",
      json: { quantity: 1, metadata: { payment_choice: { kind: "lease", barem_id: "barem_x" } } },
    })
    expect(sneaked.status).toBe(400)
    expect(Object.keys(sneaked.body.errors)).toEqual(["metadata"])
    // Nor Medusa's cart creation, whose items take metadata as well.
    const created = await store("/store/carts", {
      method: "POST",
      json: {
        region_id: (await variantRegion()).id,
        items: [
          { variant_id: (await productByHandle(PHONE)).variants[0].id, quantity: 1, metadata: { payment_choice: { kind: "lease", barem_id: "barem_x" } } },
        ],
      },
    })
    expect(created.status).toBe(400)
    expect(Object.keys(created.body.errors)).toEqual(["items"])

    const ok = await choose(cart.id, line, { kind: "installment", barem_id: installments[0].barem_id, arrange_type: "on-store" })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const stored = ok.body.cart.items.find((i: any) => i.id === line).metadata.payment_choice
    expect(stored).toMatchObject({
      kind: "installment",
      barem_id: installments[0].barem_id,
      arrange_type: "on-store",
      months: installments[0].months,
      monthly_payment: installments[0].monthly_payment,
    })

    const cleared = await choose(cart.id, line, { kind: "standard" })
    expect(cleared.status).toBe(200)
    expect(cleared.body.cart.items.find((i: any) => i.id === line).metadata?.payment_choice ?? null).toBeNull()
  })

  it("asks to choose again when the line's total changed since (its monthly payment did), and completion refuses the stale choice", async () => {
    const cart = await cartWith(PHONE)
    const line = lineOf(cart, PHONE)
    await leaseLine(cart.id, line)
    expect((await store(`/store/carts/${cart.id}/line-payments`)).body.changed).toEqual([])
    expect((await store(`/store/carts/${cart.id}/line-items/${line}`, { method: "POST", json: { quantity: 2 } })).status).toBe(200)
    expect((await store(`/store/carts/${cart.id}/line-payments`)).body.changed).toEqual([line])
    await prepareCheckout(cart.id, { provider: LEASING, email: `lease-stale-${Date.now()}@example.com` })
    const refused = await completeCart(cart.id)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({
      payment_provider_id: [
        VARIANT === "cz"
          ? "Zvolená splátková nebo leasingová varianta už pro tuto položku neplatí. Vyberte ji prosím v košíku znovu."
          : "Varianta de rate sau de leasing aleasă nu mai este valabilă pentru acest produs. Vă rugăm să o alegeți din nou în coș.",
      ],
    })
  })
})

describe("leasing cannot be combined with other payment types", () => {
  it("refuses a card payment session for a cart with a leased line, and leasing for a cart without one", async () => {
    const leased = await cartWith(PHONE)
    await leaseLine(leased.id, lineOf(leased, PHONE))
    const refused = await prepareCheckout(leased.id, { provider: CARD }).catch((error: Error) => error.message)
    expect(refused).toMatch(/^payment: 400/)
    expect(refused).toContain(NOT_COMBINED)
    expect(refused).toContain('"provider_id"')

    const plain = await cartWith(CABLE)
    const noLease = await prepareCheckout(plain.id, { provider: LEASING }).catch((error: Error) => error.message)
    expect(noLease).toMatch(/^payment: 400/)
  })

  it("refuses at completion a leased line paid by card (chosen after the payment) — a direct API call cannot bypass it", async () => {
    const refused = await completedAfterCardPayment(leaseLine, "lease-card")
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe("validation_error")
    expect(refused.body.errors).toEqual({ payment_provider_id: [NOT_COMBINED] })
  })

  it("refuses leased lines mixed with a line paid otherwise: where the payment is chosen, and at completion even with the leasing payment", async () => {
    // No lease covers the cable's price: leasing for a phone and a cable is refused where the payment is chosen.
    const withCable = await cartWith(PHONE, CABLE)
    await leaseLine(withCable.id, lineOf(withCable, PHONE))
    expect((await options(withCable.id))[lineOf(withCable, CABLE)]?.leases ?? []).toEqual([])
    const mixed = await prepareCheckout(withCable.id, { provider: LEASING }).catch((error: Error) => error.message)
    expect(mixed).toMatch(/^payment: 400/)
    expect(mixed).toContain(NOT_COMBINED)

    // Two leased phones with the leasing payment, then one set back to a normal payment: completion refuses.
    const cart = await cartWith(PHONE, OTHER_PHONE)
    await leaseLine(cart.id, lineOf(cart, PHONE))
    await leaseLine(cart.id, lineOf(cart, OTHER_PHONE))
    await prepareCheckout(cart.id, { provider: LEASING, email: `lease-mixed-${Date.now()}@example.com` })
    expect((await choose(cart.id, lineOf(cart, OTHER_PHONE), { kind: "standard" })).status).toBe(200)
    const refused = await completeCart(cart.id)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ payment_provider_id: [NOT_COMBINED] })
  })

  it("places a fully leased cart awaiting the lease contract; staff confirm it once and the payment is captured", async () => {
    const cart = await cartWith(PHONE)
    const lease = await leaseLine(cart.id, lineOf(cart, PHONE))
    const email = `lease-${Date.now()}@example.com`
    await prepareCheckout(cart.id, { provider: LEASING, email })
    const done = await completeCart(cart.id)
    expect(done.body.type, JSON.stringify(done.body)).toBe("order")
    const mail = await waitForMail(email)
    expect(mail.text).toContain(lease.name)
    expect(mail.text).toContain(VARIANT === "cz" ? "Leasing (po podpisu leasingové smlouvy)" : "Leasing (după semnarea contractului de leasing)")
    const orderId = done.body.order.id
    const { body } = await admin(`/admin/orders/${orderId}?fields=payment_status,items.metadata`)
    expect(body.order.payment_status).toBe("authorized")
    expect(body.order.items[0].metadata.payment_choice).toMatchObject({
      kind: "lease",
      barem_id: lease.barem_id,
      monthly_payment: lease.monthly_payment,
      arrange_type: null,
    })

    expect((await admin(`/admin/lease-contracts/${orderId}`)).body).toEqual({ state: "awaiting_contract", signed_at: null })
    expect((await admin(`/admin/lease-contracts/${orderId}`, { method: "POST", json: { status: "paid" } })).status).toBe(400)
    const [a, b] = await Promise.all([
      admin(`/admin/lease-contracts/${orderId}`, { method: "POST", json: { status: "signed" } }),
      admin(`/admin/lease-contracts/${orderId}`, { method: "POST", json: { status: "signed" } }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.state).toBe("signed")
    expect(b.body.signed_at).toBe(a.body.signed_at)
    expect((await admin(`/admin/orders/${orderId}?fields=payment_status`)).body.order.payment_status).toBe("captured")
  })
})

describe("an item chosen for installments forces the installment payment", () => {
  async function onInstallments(cartId: string, lineId: string) {
    const installment = (await options(cartId))[lineId].installments[0]
    expect((await choose(cartId, lineId, { kind: "installment", barem_id: installment.barem_id, arrange_type: "online" })).status).toBe(200)
  }

  it("refuses a payment session with any other provider, at the field, in the shop language", async () => {
    // The cable is paid normally beside the phone on installments: still only installments for the cart.
    const cart = await cartWith(PHONE, CABLE)
    await onInstallments(cart.id, lineOf(cart, PHONE))
    for (const provider of [CARD, "pp_bank-transfer_bank-transfer"]) {
      const refused = await prepareCheckout(cart.id, { provider }).catch((error: Error) => error.message)
      expect(refused).toMatch(/^payment: 400/)
      expect(refused).toContain(INSTALLMENTS_ONLY)
      expect(refused).toContain('"provider_id"')
    }
  })

  it("refuses at completion a cart paid by card whose item was set to installments after the payment was chosen", async () => {
    const refused = await completedAfterCardPayment(onInstallments, "installment-card")
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe("validation_error")
    expect(refused.body.errors).toEqual({ payment_provider_id: [INSTALLMENTS_ONLY] })
  })
})

// Home Credit is the Czech installment partner (scripts/lib/fake-home-credit.mjs stands in for it in tests).
if (VARIANT === "cz")
  describe("Home Credit gets each item's own arrange type", () => {
    const PARTNER = process.env.FAKE_HOME_CREDIT_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_HOME_CREDIT_PORT || 1193}`

    it("keeps each item's arrange type on the order's items", async () => {
      const cart = await cartWith(PHONE)
      const line = lineOf(cart, PHONE)
      const installment = (await options(cart.id))[line].installments[0]
      expect((await choose(cart.id, line, { kind: "installment", barem_id: installment.barem_id, arrange_type: "on-store" })).status).toBe(200)
      const email = `arrange-${Date.now()}@example.com`
      // An item on installments is paid by the installment partner (the rule above).
      const { body: offered } = await store(`/store/installments/options?amount=${Math.round(cart.total)}`)
      const barem = offered.options.find((o: any) => o.partner === "home_credit")
      await prepareCheckout(cart.id, { provider: HOME_CREDIT, email, paymentData: { barem_id: barem.barem_id } })
      const done = await completeCart(cart.id)
      expect(done.body.type, JSON.stringify(done.body)).toBe("order")
      const { body } = await admin(`/admin/orders/${done.body.order.id}?fields=items.metadata`)
      expect(body.order.items[0].metadata.payment_choice).toMatchObject({ kind: "installment", arrange_type: "on-store", barem_id: installment.barem_id })
      // The order e-mail names the item's barem and where its contract is arranged.
      const mail = await waitForMail(email)
      expect(mail.text).toContain(installment.name)
      expect(mail.text).toContain("sjednání na prodejně")
    })

    it("sends on-store for an item the shopper chose to arrange in the store, although the order is delivered", async () => {
      const cart = await cartWith(PHONE, OTHER_PHONE)
      const first = lineOf(cart, PHONE)
      const onStore = (await options(cart.id))[first].installments.find((o: any) => o.partner === "home_credit")
      expect((await choose(cart.id, first, { kind: "installment", barem_id: onStore.barem_id, arrange_type: "on-store" })).status).toBe(200)
      const { body } = await store(`/store/installments/options?amount=${Math.round(cart.total)}`)
      const barem = body.options.find((o: any) => o.partner === "home_credit")
      await prepareCheckout(cart.id, { provider: HOME_CREDIT, email: `hc-arrange-${Date.now()}@example.com`, paymentData: { barem_id: barem.barem_id } })
      const done = await completeCart(cart.id)
      expect(done.body.type, JSON.stringify(done.body)).toBe("order")
      const started = await store(`/store/installment-payments/${done.body.order.id}`, { method: "POST", json: {} })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      const applications = (await (await fetch(`${PARTNER}/__applications`)).json()) as any[]
      const sent = applications.find((a) => a.id === started.body.application_id)
      const byName = Object.fromEntries(sent.order.items.map((i: any) => [i.name, i.installmentArrangeType]))
      const items = (await admin(`/admin/orders/${done.body.order.id}?fields=items.title,items.metadata`)).body.order.items as any[]
      const chosenTitle = items.find((i) => i.metadata?.payment_choice)?.title
      const otherTitle = items.find((i) => !i.metadata?.payment_choice)?.title
      expect(byName[chosenTitle]).toBe("on-store")
      expect(byName[otherTitle]).toBe("online")
    })
  })
