import { expect } from "vitest"
import type { AdminOrderPickingResponse, AdminPackingResponse, AdminPickingQueueResponse } from "@electroshop/contracts/warehouse"
import { admin, eventually, store } from "./api"
import { addItem, cartWith, completeCart, inStock, prepareCheckout, productByHandle } from "./checkout"

const COD = "pp_cash-on-delivery_cash-on-delivery"

/** A pickup point of the carrier, as the shopper chooses it (its id goes on the shipping method). */
export async function pickupPoint(carrier: string) {
  const { body } = await store<{ pickup_points: { id: string; external_id: string; carrier: string }[] }>(`/store/pickup-points?carrier=${carrier}&limit=1`)
  return body.pickup_points[0]!
}

/**
 * A cash-on-delivery order of one unit of each product, in the picking queue at once: its id, its number
 * and the stock location it is picked at. Delivered by courier, or to `point` (a pickup point's id).
 */
export async function readyOrder(handles: string[] = ["usb-c-cable-1m"], { point }: { point?: string } = {}) {
  const cart = await cartWith(handles[0]!)
  for (const handle of handles.slice(1)) expect((await addItem(cart.id, inStock(await productByHandle(handle)).id)).status).toBe(200)
  await prepareCheckout(cart.id, {
    provider: COD,
    ...(point ? { shippingCode: "pickup-point-cod", shippingData: { pickup_point_id: point } } : { shippingCode: "courier-cod" }),
  })
  const placed = await completeCart(cart.id)
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  const order = placed.body.order as { id: string; display_id: number }
  await eventually(
    async () => (await admin<AdminOrderPickingResponse>(`/admin/orders/${order.id}/picking`)).body.picking,
    (p) => p !== null,
  )
  const { body } = await admin<AdminPickingQueueResponse>("/admin/picking?limit=200&status=waiting")
  return { ...order, location: body.orders.find((o) => o.order_id === order.id)!.stock_location_id! }
}

/** A ready order (readyOrder) with every unit scanned at the packing station and packed: its fulfillment exists. */
export async function packedOrder(handles: string[] = ["usb-c-cable-1m"], options: { point?: string } = {}) {
  const order = await readyOrder(handles, options)
  const { body } = await admin<AdminPackingResponse>(`/admin/orders/${order.id}/packing`)
  for (const line of body.packing.lines)
    for (let unit = 0; unit < line.quantity; unit++)
      expect((await admin(`/admin/orders/${order.id}/packing/scans`, { method: "POST", json: { code: line.codes[0] } })).status).toBe(200)
  const packed = await admin<AdminPackingResponse>(`/admin/orders/${order.id}/packing/complete`, { method: "POST" })
  expect(packed.status, JSON.stringify(packed.body)).toBe(200)
  return order
}
