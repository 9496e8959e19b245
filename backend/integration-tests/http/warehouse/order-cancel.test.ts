import { describe, expect, it } from "vitest"
import type { AdminHandoverResponse, AdminOrderParcelsResponse, AdminOrderPickingResponse } from "@electroshop/contracts/warehouse"
import { admin, eventually, signedIn, VARIANT } from "../../helpers/api"
import { waitForMail } from "../../helpers/buyout"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"
import { demoEmail } from "../../helpers/staff"
import { availableUnits, comgate, packAll, packedOrder, paidCardOrder, pickupPoint } from "../../helpers/warehouse"

/**
 * Customer service cancels an order (issue 36) with Medusa's own cancel (POST /admin/orders/:id/cancel),
 * which the shop runs after taking the goods still in the shop out of their fulfillments: the units go
 * back to stock, the money goes back the way it came (the card through the gateway's refund call, a bank
 * transfer queued for staff to send), the shopper is e-mailed. A packed order needs a supervisor; goods
 * handed to a carrier cannot be cancelled.
 */
const customerService = signedIn(demoEmail("customer_service"))
const warehouse = signedIn(demoEmail("warehouse"))
const HANDLE = "usb-c-cable-1m"

const cancel = (as: typeof admin, orderId: string) => as(`/admin/orders/${orderId}/cancel`, { method: "POST", json: {} })

describe("cancelling an order", () => {
  it("takes a packed card order's goods back to stock, refunds the card at the gateway and e-mails the shopper; a packed order needs a supervisor", async () => {
    const before = await availableUnits(HANDLE)
    const { order, email, transId } = await paidCardOrder(HANDLE)
    await packAll(order.id)
    expect(await availableUnits(HANDLE)).toBe(before - 1)

    const refused = await cancel(customerService, order.id)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe("supervisor_required")

    const done = await cancel(admin, order.id)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const { body } = await admin(`/admin/orders/${order.id}?fields=status,*fulfillments,*payment_collections.payments,*payment_collections.payments.refunds`)
    expect(body.order.status).toBe("canceled")
    expect(body.order.fulfillments.every((f: { canceled_at: string | null }) => f.canceled_at)).toBe(true)
    const payment = body.order.payment_collections[0].payments[0]
    expect(payment.refunds.map((r: { amount: number }) => Number(r.amount))).toEqual([order.total])
    const atGateway = ((await comgate("/__payments")) as { transId: string; refunds: { amount: number }[] }[]).find((p) => p.transId === transId)!
    expect(atGateway.refunds.map((r) => r.amount)).toEqual([Math.round(order.total * 100)])
    expect(await availableUnits(HANDLE)).toBe(before)
    await eventually(
      async () => (await admin<AdminOrderPickingResponse>(`/admin/orders/${order.id}/picking`)).body.picking,
      (picking) => picking === null,
    )

    const mail = await waitForMail(email, (m) => m.subject.includes(String(order.display_id)) && /zrušená|anulată/.test(m.subject))
    expect(mail.text).toContain(VARIANT === "cz" ? "jsme vrátili na vaši platební kartu" : "a fost returnată pe cardul dumneavoastră")
  })

  it("queues a bank transfer's refund for staff to send and tells the shopper", async () => {
    const cart = await createCart()
    expect((await addItem(cart.id, (await productByHandle(HANDLE)).variants[0].id)).status).toBe(200)
    const email = `cancel-bt-${Date.now()}@example.com`
    await prepareCheckout(cart.id, { email })
    const { body: placed } = await completeCart(cart.id)
    const order = placed.order as { id: string; display_id: number }
    const { body: read } = await admin(`/admin/orders/${order.id}?fields=id,*payment_collections.payments`)
    const paymentId = read.order.payment_collections[0].payments[0].id
    expect((await admin(`/admin/payments/${paymentId}/capture`, { method: "POST", json: {} })).status).toBe(200)

    // Not packed: customer service cancels alone.
    const done = await cancel(customerService, order.id)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const { body } = await admin(`/admin/orders/${order.id}?fields=*payment_collections.payments`)
    expect(body.order.payment_collections[0].payments[0].data.refunds_to_send).toHaveLength(1)
    const mail = await waitForMail(email, (m) => /zrušená|anulată/.test(m.subject))
    expect(mail.text).toContain(VARIANT === "cz" ? "pošleme převodem zpět na účet" : "trimisă înapoi prin transfer")
    const feed = await eventually(
      async () => (await admin("/admin/notifications?channel=feed&limit=20&order=-created_at")).body.notifications as { data: { title: string } }[],
      (notifications) => notifications.some((n) => n.data?.title?.includes(`#${order.display_id}`)),
    )
    expect(feed.some((n) => n.data.title.includes(`#${order.display_id}`))).toBe(true)
  })

  it("refuses once the goods were handed to the carrier, saying when", async () => {
    const point = (await pickupPoint("packeta")).id
    const order = await packedOrder([HANDLE], { point })
    const { body: parcels } = await warehouse<AdminOrderParcelsResponse>(`/admin/orders/${order.id}/parcels`, { method: "POST", json: {} })
    const scanned = await warehouse<AdminHandoverResponse>("/admin/handovers/scan", { method: "POST", json: { code: parcels.parcels[0]!.tracking_number } })
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200)
    // Other tests' parcels at that location may share the batch: they are shipped too, as a driver would take them.
    expect((await warehouse(`/admin/handovers/${scanned.body.handover.id}/close`, { method: "POST" })).status).toBe(200)

    const refused = await cancel(admin, order.id)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe("order_cancel_goods_left")
    const today = new Intl.DateTimeFormat("cs-CZ", {
      timeZone: VARIANT === "cz" ? "Europe/Prague" : "Europe/Bucharest",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    })
      .format(new Date())
      .replace(/\s/g, "")
    expect(refused.body.message).toContain(today)
    expect((await admin(`/admin/orders/${order.id}?fields=status`)).body.order.status).not.toBe("canceled")
  })
})
