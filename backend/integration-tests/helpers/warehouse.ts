import { expect } from "vitest"
import type { AdminOrderPickingResponse, AdminPickingQueueResponse } from "@electroshop/contracts/warehouse"
import { admin, eventually } from "./api"
import { addItem, cartWith, completeCart, inStock, prepareCheckout, productByHandle } from "./checkout"

const COD = "pp_cash-on-delivery_cash-on-delivery"

/**
 * A cash-on-delivery order of one unit of each product, in the picking queue at once: its id, its number
 * and the stock location it is picked at.
 */
export async function readyOrder(handles: string[] = ["usb-c-cable-1m"]) {
  const cart = await cartWith(handles[0]!)
  for (const handle of handles.slice(1)) expect((await addItem(cart.id, inStock(await productByHandle(handle)).id)).status).toBe(200)
  await prepareCheckout(cart.id, { shippingCode: "courier-cod", provider: COD })
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
