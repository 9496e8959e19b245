import { describe, expect, it } from "vitest"
import type { AdminHandoverResponse, AdminHandoversResponse, AdminOrderParcelsResponse } from "@electroshop/contracts/warehouse"
import { admin, signedIn } from "../../helpers/api"
import { waitForMail } from "../../helpers/buyout"
import { demoEmail } from "../../helpers/staff"
import { packedOrder, pickupPoint } from "../../helpers/warehouse"
import { warehouseMessage } from "../../../src/lib/warehouse/messages"

/**
 * Hand-over (issue 36): parcels are scanned by their label's number into their carrier's open batch; a
 * parcel of a cancelled order is refused with the specification's "Cannot hand over to carrier (order maybe
 * cancelled)"; handing the batch over ships each parcel in Medusa with its tracking number (the order
 * shows it) and e-mails the shopper the tracking link; a closed batch takes no more changes.
 */
const WAREHOUSE = demoEmail("warehouse")
const warehouse = signedIn(WAREHOUSE)
type Answer<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> }
const SHOPPER = "jana.novakova@example.com"

/** A packed order whose parcel is registered with Packeta: the order and its parcel. */
async function parcelToHandOver(point: string) {
  const order = await packedOrder(["usb-c-cable-1m"], { point })
  const { body } = await warehouse<AdminOrderParcelsResponse>(`/admin/orders/${order.id}/parcels`, { method: "POST", json: {} })
  return { order, parcel: body.parcels[0]! }
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
    const second = await parcelToHandOver(point)
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

    // A parcel whose order is cancelled is refused at the scan, with the specification's words ...
    const cancelledBefore = await parcelToHandOver(point)
    await cancelOrder(cancelledBefore.order.id, cancelledBefore.parcel.fulfillment_id)
    const refused = await scan(cancelledBefore.parcel.tracking_number)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ code: [warehouseMessage("handover_cancelled")] })
    // ... and when it was cancelled after its scan, handing over names it; the others are shipped.
    expect((await scan(late.parcel.tracking_number)).status).toBe(200)
    await cancelOrder(late.order.id, late.parcel.fulfillment_id)
    const blocked = await close(batch.id)
    expect(blocked.status).toBe(409)
    expect(blocked.body).toMatchObject({ code: "handover_failed" })
    expect(blocked.body.message).toContain(late.parcel.tracking_number)
    await warehouse(`/admin/handovers/${batch.id}/parcels/${late.parcel.id}`, { method: "DELETE" })

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
  })
})
