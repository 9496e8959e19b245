import { describe, expect, it } from "vitest"
import { PICKING_STATUSES, type AdminOrderPickingResponse, type AdminPickingQueueResponse } from "@electroshop/contracts/warehouse"
import { admin, eventually, signedIn } from "../../helpers/api"
import { cartWith, completeCart, prepareCheckout } from "../../helpers/checkout"
import { demoEmail } from "../../helpers/staff"
import { t } from "../../../src/lib/shop/messages"
import { warehouseMessage } from "../../../src/lib/warehouse/messages"

/**
 * The picking queue (issue 36): an order enters it once it is ready to pick (paid, or cash on
 * delivery), staff move it through the specification's statuses with who and when kept, a reset
 * needs a supervisor, a cancelled order leaves it, and only roles with the warehouse's permissions
 * see or change it.
 */
const password = process.env.ADMIN_PASSWORD ?? "Admin123!"
const warehouse = signedIn(demoEmail("warehouse"))
const COD = "pp_cash-on-delivery_cash-on-delivery"

const picking = async (orderId: string) => (await admin<AdminOrderPickingResponse>(`/admin/orders/${orderId}/picking`)).body.picking
const setStatus = (as: typeof admin, orderId: string, status: string, headers: Record<string, string> = {}) =>
  as<AdminOrderPickingResponse & { code?: string; message?: string; errors?: Record<string, string[]> }>(`/admin/orders/${orderId}/picking`, {
    method: "POST",
    json: { status },
    headers,
  })

async function placedOrder(options: Parameters<typeof prepareCheckout>[1]) {
  const cart = await cartWith("usb-c-cable-1m")
  await prepareCheckout(cart.id, options)
  const placed = await completeCart(cart.id)
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  return placed.body.order.id as string
}

describe("picking queue", () => {
  it("takes an order once its payment is captured, at the location its goods are reserved at, oldest first", async () => {
    const orderId = await placedOrder({})
    expect(await picking(orderId)).toBeNull()

    const { body: order } = await admin(`/admin/orders/${orderId}?fields=id,*payment_collections.payments`)
    const payment = order.order.payment_collections[0].payments[0]
    expect((await admin(`/admin/payments/${payment.id}/capture`, { method: "POST", json: {} })).status).toBe(200)
    const entered = await eventually(
      () => picking(orderId),
      (p) => p !== null,
    )
    expect(entered).toMatchObject({ order_id: orderId, status: "waiting", history: [{ status: "waiting", previous_status: null, actor_email: null }] })

    const { body: queue } = await warehouse<AdminPickingQueueResponse>("/admin/picking?status=waiting&limit=200")
    const row = queue.orders.find((o) => o.order_id === orderId)
    expect(row).toMatchObject({ status: "waiting", quantity: 1 })
    expect(row!.display_id).toBeGreaterThan(0)
    expect(row!.stock_location_name).toBeTruthy()
    expect(queue.orders.map((o) => o.ready_at)).toEqual([...queue.orders.map((o) => o.ready_at)].sort())
    expect(queue.count).toBe(queue.counts.waiting)
    // The seed's demo orders, one in each status.
    for (const status of PICKING_STATUSES) expect(queue.counts[status], status).toBeGreaterThanOrEqual(1)

    const { body: here } = await warehouse<AdminPickingQueueResponse>(`/admin/picking?stock_location_id=${row!.stock_location_id}&limit=200`)
    expect(here.orders.every((o) => o.stock_location_id === row!.stock_location_id)).toBe(true)
    expect(here.orders.some((o) => o.order_id === orderId)).toBe(true)
  })

  it("keeps each status change with who made it; a reset to waiting needs a supervisor", async () => {
    const orderId = await placedOrder({ shippingCode: "courier-cod", provider: COD })
    await eventually(
      () => picking(orderId),
      (p) => p !== null,
    )

    expect((await setStatus(warehouse, orderId, "in_progress")).status).toBe(200)
    const picked = await setStatus(warehouse, orderId, "picked")
    expect(picked.status).toBe(200)
    expect(picked.body.picking).toMatchObject({
      status: "picked",
      history: [
        { status: "picked", previous_status: "in_progress", actor_email: demoEmail("warehouse") },
        { status: "in_progress", previous_status: "waiting", actor_email: demoEmail("warehouse") },
        { status: "waiting", previous_status: null },
      ],
    })
    // The same status again changes nothing.
    expect((await setStatus(warehouse, orderId, "picked")).body.picking!.history).toHaveLength(3)

    const bad = await setStatus(warehouse, orderId, "lost")
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors ?? {})).toEqual(["status"])
    const unknown = await setStatus(warehouse, "order_none", "picked")
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe(warehouseMessage("order_not_in_picking"))

    const refused = await setStatus(warehouse, orderId, "waiting")
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: "supervisor_required", message: t("staff_supervisor_required_picking_reset") })
    const approval = await warehouse<{ approval: string }>("/admin/staff/approvals", { method: "POST", json: { email: demoEmail("supervisor"), password } })
    const reset = await setStatus(warehouse, orderId, "waiting", { "x-supervisor-approval": approval.body.approval })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    expect(reset.body.picking!.history[0]).toMatchObject({ status: "waiting", previous_status: "picked", actor_email: demoEmail("warehouse") })
    // A supervisor resets without asking anyone.
    expect((await setStatus(signedIn(demoEmail("supervisor")), orderId, "not_found")).status).toBe(200)
    expect((await setStatus(signedIn(demoEmail("supervisor")), orderId, "waiting")).status).toBe(200)
  })

  it("shows and changes only for the roles that pick; a cancelled order leaves it", async () => {
    const orderId = await placedOrder({ shippingCode: "courier-cod", provider: COD })
    await eventually(
      () => picking(orderId),
      (p) => p !== null,
    )
    expect((await signedIn(demoEmail("content_editor"))("/admin/picking")).status).toBe(403)
    expect((await signedIn(demoEmail("customer_service"))("/admin/picking")).status).toBe(200)
    expect((await setStatus(signedIn(demoEmail("customer_service")), orderId, "in_progress")).status).toBe(403)

    expect((await admin(`/admin/orders/${orderId}/cancel`, { method: "POST", json: {} })).status).toBe(200)
    expect(
      await eventually(
        () => picking(orderId),
        (p) => p === null,
      ),
    ).toBeNull()
  })
})
