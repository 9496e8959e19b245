import { describe, expect, it } from "vitest"
import { VARIANT, admin, anonymous, store } from "../../helpers/api"
import { waitForMail } from "../../helpers/buyout"
import { cartWith, completeCart, prepareCheckout } from "../../helpers/checkout"

const MSG =
  VARIANT === "cz"
    ? {
        inverted: "Čas do musí být později než čas od.",
        required: "Tato hodnota je požadována.",
        time: "Zadejte čas ve tvaru HH:MM.",
        weekdayOrDate: "Zadejte buď den v týdnu, nebo datum.",
        unavailable: "Zvolený čas doručení už není k dispozici. Vyberte prosím jiný.",
      }
    : {
        inverted: "Ora de sfârșit trebuie să fie după ora de început.",
        required: "Acest câmp este obligatoriu.",
        time: "Introduceți ora în formatul HH:MM.",
        weekdayOrDate: "Introduceți fie ziua săptămânii, fie data.",
        unavailable: "Intervalul de livrare ales nu mai este disponibil. Vă rugăm să alegeți altul.",
      }

/** Tomorrow in the shop's time zone (the first day the courier's windows are offered for). */
function tomorrow(): string {
  const zone = VARIANT === "cz" ? "Europe/Prague" : "Europe/Bucharest"
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date())
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

describe("courier delivery timeslots", () => {
  it("admin: a window needs a weekday or a date, times HH:MM and 'to' after 'from' (400 on the field)", async () => {
    const create = (json: Record<string, unknown>) => admin("/admin/delivery-timeslots", { method: "POST", json })
    const inverted = await create({ weekday: 2, from: "12:00", to: "08:00" })
    expect(inverted.status, JSON.stringify(inverted.body)).toBe(400)
    expect(inverted.body).toMatchObject({ code: "validation_error", errors: { to: [MSG.inverted] } })
    const equal = await create({ weekday: 2, from: "12:00", to: "12:00" })
    expect(equal.body.errors).toEqual({ to: [MSG.inverted] })
    const badTime = await create({ weekday: 2, from: "8:00", to: "25:00" })
    expect(badTime.body.errors).toEqual({ from: [MSG.time], to: [MSG.time] })
    expect((await create({ from: "08:00", to: "12:00" })).body.errors).toEqual({ weekday: [MSG.required] })
    expect((await create({ weekday: 1, date: tomorrow(), from: "08:00", to: "12:00" })).body.errors).toEqual({ weekday: [MSG.weekdayOrDate] })
    expect((await anonymous("/admin/delivery-timeslots", { method: "POST", json: { weekday: 1, from: "08:00", to: "12:00" } })).status).toBe(401)

    const created = await create({ weekday: 7, from: "10:00", to: "11:30" })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.delivery_timeslot).toMatchObject({ weekday: 7, date: null, from: "10:00", to: "11:30", capacity: null })
    const { body: list } = await admin("/admin/delivery-timeslots")
    expect(list.delivery_timeslots.map((s: any) => s.id)).toContain(created.body.delivery_timeslot.id)
    const id = created.body.delivery_timeslot.id
    expect((await admin(`/admin/delivery-timeslots/${id}`, { method: "DELETE" })).body).toEqual({ id, object: "delivery_timeslot", deleted: true })
    expect((await admin(`/admin/delivery-timeslots/${id}`, { method: "DELETE" })).status).toBe(404)
  })

  it("offers the next days' windows; the chosen one is checked, kept on the order and full after its capacity", async () => {
    const day = tomorrow()
    const { body: created } = await admin("/admin/delivery-timeslots", { method: "POST", json: { date: day, from: "06:00", to: "07:30", capacity: 1 } })
    const key = `${created.delivery_timeslot.id}@${day}`
    try {
      const offers = async () => (await store("/store/delivery-timeslots")).body.timeslots as { key: string; date: string; from: string; to: string }[]
      const offered = await offers()
      expect(offered).toContainEqual({ key, date: day, from: "06:00", to: "07:30" })
      // The demo's weekly windows too, never today or in the past, sorted by day and time.
      expect(offered.every((o) => o.date >= day)).toBe(true)
      expect(offered.map((o) => `${o.date} ${o.from}`)).toEqual(offered.map((o) => `${o.date} ${o.from}`).sort())

      // A window that does not exist, or a day not offered: 400 on the window.
      const cart = await cartWith("usb-c-cable-1m")
      const refused = await prepareCheckout(cart.id, { shippingData: { timeslot: `${created.delivery_timeslot.id}@2020-01-01` } }).catch(
        (e: Error) => e.message,
      )
      expect(refused).toContain("shipping: 400")
      expect(refused).toContain(MSG.unavailable)

      // Two shoppers choose the last place; the first to complete gets it.
      const other = await cartWith("usb-c-cable-1m")
      await prepareCheckout(cart.id, { shippingData: { timeslot: key }, email: "okno@example.com" })
      await prepareCheckout(other.id, { shippingData: { timeslot: key } })
      const { body: withSlot } = await store(`/store/carts/${cart.id}?fields=*shipping_methods`)
      expect(withSlot.cart.shipping_methods[0].data).toEqual({ timeslot: key, timeslot_date: day, timeslot_from: "06:00", timeslot_to: "07:30" })

      const placed = await completeCart(cart.id)
      expect(placed.status, JSON.stringify(placed.body)).toBe(200)
      const orderId = placed.body.order.id
      const { body: order } = await admin(`/admin/orders/${orderId}?fields=*shipping_methods`)
      expect(order.order.shipping_methods[0].data).toMatchObject({ timeslot: key, timeslot_date: day, timeslot_from: "06:00" })

      const late = await completeCart(other.id)
      expect(late.status, JSON.stringify(late.body)).toBe(400)
      expect(late.body.errors).toEqual({ timeslot: [MSG.unavailable] })
      expect((await offers()).map((o) => o.key)).not.toContain(key)
      const third = await cartWith("usb-c-cable-1m")
      await expect(prepareCheckout(third.id, { shippingData: { timeslot: key } })).rejects.toThrow(/shipping: 400/)

      // The e-mail names the window.
      const [y, m, d] = day.split("-")
      const mail = await waitForMail("okno@example.com")
      expect(mail.text).toContain(`${d}.${m}.${y}, 06:00–07:30`)

      // A cancelled order frees its place.
      expect((await admin(`/admin/orders/${orderId}/cancel`, { method: "POST" })).status).toBe(200)
      expect((await offers()).map((o) => o.key)).toContain(key)
    } finally {
      await admin(`/admin/delivery-timeslots/${created.delivery_timeslot.id}`, { method: "DELETE" })
    }
  })

  it("gives the last place to one of two shoppers completing at the same moment; the other reads why", async () => {
    const day = tomorrow()
    const { body: created } = await admin("/admin/delivery-timeslots", { method: "POST", json: { date: day, from: "05:00", to: "05:45", capacity: 1 } })
    const key = `${created.delivery_timeslot.id}@${day}`
    try {
      const [first, second] = [await cartWith("usb-c-cable-1m"), await cartWith("usb-c-cable-1m")]
      await prepareCheckout(first.id, { shippingData: { timeslot: key } })
      await prepareCheckout(second.id, { shippingData: { timeslot: key } })
      const results = await Promise.all([completeCart(first.id), completeCart(second.id)])
      expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => (r.status === 200 ? r.body.order?.id : r.body)))).toEqual([200, 400])
      const loser = results.find((r) => r.status === 400)!
      expect(loser.body).toMatchObject({ code: "validation_error", errors: { timeslot: [MSG.unavailable] } })
      const winner = results.find((r) => r.status === 200)!
      // Exactly one order holds the window.
      const { body } = await admin(`/admin/orders?fields=id,*shipping_methods&limit=50&order=-created_at`)
      const holding = body.orders.filter((o: any) => o.shipping_methods?.some((m: any) => m.data?.timeslot === key))
      expect(holding.map((o: any) => o.id)).toEqual([winner.body.order.id])
    } finally {
      await admin(`/admin/delivery-timeslots/${created.delivery_timeslot.id}`, { method: "DELETE" })
    }
  })
})
