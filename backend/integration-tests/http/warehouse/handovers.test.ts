import { describe, expect, it } from "vitest"
import type {
  AdminHandoverResponse,
  AdminHandoversResponse,
  AdminOrderParcelsResponse,
  AdminParcelTrackingResponse,
  StoreOrderParcelsResponse,
} from "@electroshop/contracts/warehouse"
import { admin, eventually, signedIn, store } from "../../helpers/api"
import { waitForMail } from "../../helpers/buyout"
import { demoEmail } from "../../helpers/staff"
import { FAKE_PACKETA, packedOrder, pickupPoint } from "../../helpers/warehouse"
import { warehouseMessage } from "../../../src/lib/warehouse/messages"

/**
 * Hand-over (issue 36): parcels are scanned by their label's number into their carrier's open batch; a
 * parcel of a cancelled order is refused with the specification's "Cannot hand over to carrier (order maybe
 * cancelled)"; handing the batch over ships each parcel in Medusa with its tracking number (the order
 * shows it) and e-mails the shopper the tracking link; a closed batch takes no more changes. The carrier's
 * status call then marks a delivered parcel's fulfillment delivered and flags a returned one.
 */
const WAREHOUSE = demoEmail("warehouse")
const warehouse = signedIn(WAREHOUSE)
type Answer<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> }
const SHOPPER = "jana.novakova@example.com"

/**
 * A packed order whose parcel is registered with Packeta: the order and its parcel. With `at`, one picked at
 * that stock location (a batch is one location's: Medusa reserves a unit wherever it finds one first).
 */
async function parcelToHandOver(point: string, at?: string) {
  for (let attempt = 0; ; attempt++) {
    const order = await packedOrder(["usb-c-cable-1m"], { point })
    if (at && order.location !== at && attempt < 10) continue
    const { body } = await warehouse<AdminOrderParcelsResponse>(`/admin/orders/${order.id}/parcels`, { method: "POST", json: {} })
    return { order, parcel: body.parcels[0]! }
  }
}
const scan = (code: string) => warehouse<Answer<AdminHandoverResponse>>("/admin/handovers/scan", { method: "POST", json: { code } })
const close = (id: string) => warehouse<Answer<AdminHandoverResponse>>(`/admin/handovers/${id}/close`, { method: "POST" })

/** Medusa refuses to cancel an order with a live fulfillment: staff cancel the fulfillment first. */
async function cancelOrder(orderId: string, fulfillmentId: string) {
  expect((await admin(`/admin/orders/${orderId}/fulfillments/${fulfillmentId}/cancel`, { method: "POST", json: {} })).status).toBe(200)
  const cancelled = await admin(`/admin/orders/${orderId}/cancel`, { method: "POST", json: {} })
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
}

describe("hand-over", () => {
  it("collects scanned parcels into their carrier's batch, refuses cancelled orders, then ships each and e-mails its tracking link", async () => {
    const point = (await pickupPoint("packeta")).id
    const first = await parcelToHandOver(point)
    const second = await parcelToHandOver(point, first.order.location)
    const late = await parcelToHandOver(point)

    // As a scanner or a person types it: Packeta prints the number in groups.
    const spaced = first.parcel.tracking_number.replace(/^(Z)(\d{3})(\d{4})(\d{3})$/, "$1 $2 $3 $4").toLowerCase()
    const one = await scan(spaced)
    expect(one.status, JSON.stringify(one.body)).toBe(200)
    const batch = one.body.handover
    expect(batch).toMatchObject({ carrier: "packeta", state: "open", stock_location_id: first.order.location })
    expect(batch.parcels.map((p) => p.tracking_number)).toContain(first.parcel.tracking_number)
    const two = await scan(second.parcel.tracking_number)
    expect(two.body.handover.id).toBe(batch.id)
    expect(two.body.handover.parcels.map((p) => p.parcel_id)).toEqual(expect.arrayContaining([first.parcel.id, second.parcel.id]))
    const own = two.body.handover.parcels.filter((p) => [first.parcel.id, second.parcel.id].includes(p.parcel_id))
    expect(own.map((p) => p.display_id)).toEqual([first.order.display_id, second.order.display_id])

    const again = await scan(first.parcel.tracking_number)
    expect(again.status).toBe(400)
    expect(again.body.errors).toEqual({ code: [warehouseMessage("parcel_in_handover", { carrier: "Packeta" })] })
    expect((await scan("Z0000000000")).body.errors).toEqual({ code: [warehouseMessage("parcel_unknown_code")] })

    // Taken out and scanned back in.
    const out = await warehouse<Answer<AdminHandoverResponse>>(`/admin/handovers/${batch.id}/parcels/${second.parcel.id}`, { method: "DELETE" })
    expect(out.body.handover.parcels.map((p) => p.parcel_id)).not.toContain(second.parcel.id)
    expect((await scan(second.parcel.tracking_number)).status).toBe(200)

    // A parcel whose order is cancelled ...
    const cancelledBefore = await parcelToHandOver(point)
    await cancelOrder(cancelledBefore.order.id, cancelledBefore.parcel.fulfillment_id)
    // ... is withdrawn at the carrier ...
    const withdrawn = await eventually(
      async () => (await warehouse<AdminOrderParcelsResponse>(`/admin/orders/${cancelledBefore.order.id}/parcels`)).body.parcels[0]!,
      (p) => p.state === "cancelled",
    )
    expect(withdrawn.state).toBe("cancelled")
    const packets = (await (await fetch(`${FAKE_PACKETA}/__packets`)).json()) as { id: string; statusCode: number }[]
    expect(packets.find((p) => p.id === cancelledBefore.parcel.carrier_parcel_id)?.statusCode).toBe(11)
    // ... and refused at the scan, with the specification's words.
    const refused = await scan(cancelledBefore.parcel.tracking_number)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ code: [warehouseMessage("handover_cancelled")] })
    // Cancelled after its scan, handing over names it; the others stay in the batch.
    const lateScan = await scan(late.parcel.tracking_number)
    expect(lateScan.status).toBe(200)
    // Its location's batch: this one, or another location's where Medusa reserved its unit.
    const lateBatch = lateScan.body.handover.id
    await cancelOrder(late.order.id, late.parcel.fulfillment_id)
    const blocked = await close(lateBatch)
    expect(blocked.status).toBe(409)
    expect(blocked.body).toMatchObject({ code: "handover_failed" })
    expect(blocked.body.message).toContain(late.parcel.tracking_number)
    await warehouse(`/admin/handovers/${lateBatch}/parcels/${late.parcel.id}`, { method: "DELETE" })

    const closed = await close(batch.id)
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    expect(closed.body.handover).toMatchObject({ id: batch.id, state: "closed", closed_by: WAREHOUSE })
    expect(closed.body.handover.closed_at).toBeTruthy()

    // Each parcel shipped in Medusa with its tracking number, and its shopper told where to follow it.
    for (const { order, parcel } of [first, second]) {
      const { body } = await admin(`/admin/orders/${order.id}?fields=fulfillment_status,*fulfillments,*fulfillments.labels`)
      expect(body.order.fulfillment_status).toBe("shipped")
      expect(body.order.fulfillments[0].shipped_at).toBeTruthy()
      expect(body.order.fulfillments[0].labels).toEqual([
        expect.objectContaining({ tracking_number: parcel.tracking_number, tracking_url: parcel.tracking_url }),
      ])
      const { body: parcels } = await warehouse<AdminOrderParcelsResponse>(`/admin/orders/${order.id}/parcels`)
      expect(parcels.parcels[0]!.state).toBe("handed_over")
      // What the storefront's order page reads (storefront features/order/order.server.ts).
      const { body: shown } = await store<StoreOrderParcelsResponse>(`/store/orders/${order.id}/parcels`)
      expect(shown.parcels).toEqual([
        expect.objectContaining({ carrier_name: "Packeta", tracking_number: parcel.tracking_number, tracking_url: parcel.tracking_url, state: "handed_over" }),
      ])
      expect(shown.parcels[0]!.shipped_at).toBeTruthy()
      const mail = await waitForMail(SHOPPER, (m) => m.subject.includes(String(order.display_id)) && m.text.includes(parcel.tracking_url))
      expect(mail.text).toContain(parcel.tracking_number)
      expect(mail.text).toContain("Packeta")
    }

    // A closed batch takes nothing more; its parcels are with the carrier.
    expect((await scan(first.parcel.tracking_number)).body.errors).toEqual({ code: [warehouseMessage("parcel_handed_over")] })
    expect((await close(batch.id)).body).toMatchObject({ code: "handover_closed" })
    expect((await warehouse(`/admin/handovers/${batch.id}/parcels/${first.parcel.id}`, { method: "DELETE" })).status).toBe(409)
    const { body: list } = await warehouse<AdminHandoversResponse>("/admin/handovers?state=closed&carrier=packeta")
    expect(list.handovers.find((h) => h.id === batch.id)).toMatchObject({ parcel_count: 2, state: "closed" })
    expect(list.counts.closed).toBeGreaterThanOrEqual(1)
    expect((await signedIn(demoEmail("content_editor"))("/admin/handovers")).status).toBe(403)

    // The carrier's word moves them on: delivered marks the fulfillment delivered, returned is flagged for customer service.
    const status = (packetId: string, statusCode: number) =>
      fetch(`${FAKE_PACKETA}/__status`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ packetId, statusCode }) })
    expect((await status(first.parcel.carrier_parcel_id, 7)).status).toBe(200)
    expect((await status(second.parcel.carrier_parcel_id, 10)).status).toBe(200)
    const tracked = await warehouse<Answer<AdminParcelTrackingResponse>>("/admin/parcels/track", { method: "POST" })
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200)
    expect(tracked.body).toMatchObject({ delivered: expect.any(Number), returned: expect.any(Number) })
    expect(tracked.body.delivered).toBeGreaterThanOrEqual(1)
    expect(tracked.body.returned).toBeGreaterThanOrEqual(1)
    const { body: delivered } = await admin(`/admin/orders/${first.order.id}?fields=fulfillment_status,*fulfillments`)
    expect(delivered.order.fulfillment_status).toBe("delivered")
    expect(delivered.order.fulfillments[0].delivered_at).toBeTruthy()
    const states = async (orderId: string) => (await warehouse<AdminOrderParcelsResponse>(`/admin/orders/${orderId}/parcels`)).body.parcels[0]!
    expect(await states(first.order.id)).toMatchObject({ state: "delivered", carrier_status: expect.any(String) })
    expect((await states(second.order.id)).state).toBe("returned")
    const { body: feed } = await admin("/admin/notifications?channel=feed&limit=20&order=-created_at")
    expect(JSON.stringify(feed.notifications)).toContain(second.parcel.tracking_number)
  })
})
