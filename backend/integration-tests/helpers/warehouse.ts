import type {
  AdminHandoverResponse,
  AdminOrderParcelsResponse,
  AdminOrderPickingResponse,
  AdminPackingResponse,
  AdminPickingQueueResponse,
} from "@electroshop/contracts/warehouse"
import { admin, eventually, store, VARIANT } from "./api"
import { addItem, cartWith, completeCart, createCart, inStock, prepareCheckout, productByHandle } from "./checkout"

const COD = "pp_cash-on-delivery_cash-on-delivery"

/** An answer that must be 200 for the setup to go on (plain, so that the e2e tests use these helpers too). */
function succeeded(answer: { status: number; body: unknown }) {
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`)
}

/** Packeta's stand-in (scripts/lib/fake-packeta.mjs): its /__packets, /__status, /__fail. */
export const FAKE_PACKETA = process.env.FAKE_PACKETA_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_PACKETA_PORT || 1200}`

/** The variant's courier (DPD in cz, Sameday in ro) and its stand-in (scripts/lib/fake-dpd.mjs, fake-sameday.mjs). */
export const COURIER = VARIANT === "cz" ? "dpd" : "sameday"
const FAKE_COURIER =
  VARIANT === "cz"
    ? (process.env.FAKE_DPD_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_DPD_PORT || 1201}`)
    : (process.env.FAKE_SAMEDAY_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_SAMEDAY_PORT || 1202}`)
const postJson = (url: string, json: unknown) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) })

/** What the courier's stand-in was sent for the parcel with this tracking number (DPD's NewShipment, Sameday's AWB form). */
export async function courierShipment(trackingNumber: string): Promise<unknown> {
  if (COURIER === "dpd") {
    const shipments = (await (await fetch(`${FAKE_COURIER}/__shipments`)).json()) as { parcelNumbers: string[]; request: unknown }[]
    return shipments.find((s) => s.parcelNumbers.includes(trackingNumber))?.request
  }
  const awbs = (await (await fetch(`${FAKE_COURIER}/__awbs`)).json()) as { awbNumber: string; request: unknown }[]
  return awbs.find((a) => a.awbNumber === trackingNumber)?.request
}

/** The courier's stand-in delivers the parcel (DPD's scan 13, Sameday's delivered status). */
export async function deliverAtCourier(trackingNumber: string) {
  const answer =
    COURIER === "dpd"
      ? await postJson(`${FAKE_COURIER}/__status`, { parcelNumber: trackingNumber, status: "13" })
      : await postJson(`${FAKE_COURIER}/__status`, { awbNumber: trackingNumber, status: "delivered" })
  if (!answer.ok) throw new Error(`${COURIER} stand-in: ${answer.status} ${await answer.text()}`)
}

/** Comgate's stand-in (scripts/lib/fake-comgate.mjs): a control or API call, its JSON answer. */
export async function comgate(path: string, json?: unknown) {
  const url = `${process.env.FAKE_COMGATE_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_COMGATE_PORT || 1191}`}${path}`
  return (await fetch(url, json === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) })).json()
}

/** The units of the product a shopper can still buy: stocked less reserved, over every location. */
export async function availableUnits(handle: string) {
  const variant = (await productByHandle(handle)).variants[0]
  const { body } = await admin(`/admin/inventory-items?sku=${encodeURIComponent(variant.sku)}&fields=id,*location_levels`)
  return (body.inventory_items[0].location_levels as { stocked_quantity: number; reserved_quantity: number }[]).reduce(
    (sum, level) => sum + Number(level.stocked_quantity) - Number(level.reserved_quantity),
    0,
  )
}

/** An order of one unit paid by card at Comgate's stand-in, captured and in the picking queue: the order, the shopper's address and the gateway's transId. */
export async function paidCardOrder(handle: string) {
  const cart = await createCart()
  succeeded(await addItem(cart.id, (await productByHandle(handle)).variants[0].id))
  const email = `card-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  await prepareCheckout(cart.id, { provider: "pp_comgate_comgate", email })
  const placed = await completeCart(cart.id)
  succeeded(placed)
  const order = placed.body.order as { id: string; display_id: number; total: number }
  const started = await store(`/store/card-payments/${order.id}`, { method: "POST", json: { method: "card" } })
  succeeded(started)
  await comgate("/__settle", { transId: started.body.trans_id, status: "PAID" })
  await eventually(
    async () => (await admin<AdminOrderPickingResponse>(`/admin/orders/${order.id}/picking`)).body.picking,
    (p) => p !== null,
  )
  return { order, email, transId: String(started.body.trans_id) }
}

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
  for (const handle of handles.slice(1)) succeeded(await addItem(cart.id, inStock(await productByHandle(handle)).id))
  await prepareCheckout(cart.id, {
    provider: COD,
    ...(point ? { shippingCode: "pickup-point-cod", shippingData: { pickup_point_id: point } } : { shippingCode: "courier-cod" }),
  })
  const placed = await completeCart(cart.id)
  succeeded(placed)
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
  await packAll(order.id)
  return order
}

/**
 * A paid order of the product collected at the demo's first store, in that store's picking queue: the order
 * and the store. The store gets a few units first (the tests before may have sold its display units).
 */
export async function paidStorePickupOrder(email: string, handle = "samsung-galaxy-watch-7") {
  const { body: stores } = await store<{ stores: { id: string; name: string }[] }>("/store/stores")
  const chosen = stores.stores[0]!
  const variant = (await productByHandle(handle)).variants[0]
  const { body: inventory } = await admin(`/admin/inventory-items?sku=${encodeURIComponent(variant.sku)}&fields=id,*location_levels`)
  const item = inventory.inventory_items[0]
  const level = item.location_levels.find((l: { location_id: string }) => l.location_id === chosen.id)
  succeeded(
    await admin(`/admin/inventory-items/${item.id}/location-levels${level ? `/${chosen.id}` : ""}`, {
      method: "POST",
      json: { ...(level ? {} : { location_id: chosen.id }), stocked_quantity: Number(level?.reserved_quantity ?? 0) + 5 },
    }),
  )
  const cart = await cartWith(handle)
  await prepareCheckout(cart.id, { shippingCode: "store-pickup", shippingData: { stock_location_id: chosen.id }, email })
  const placed = await completeCart(cart.id)
  succeeded(placed)
  const order = placed.body.order as { id: string; display_id: number; created_at: string }
  const { body: read } = await admin(`/admin/orders/${order.id}?fields=id,*payment_collections.payments`)
  const payment = read.order.payment_collections[0].payments[0]
  succeeded(await admin(`/admin/payments/${payment.id}/capture`, { method: "POST", json: {} }))
  await eventually(
    async () => (await admin<AdminOrderPickingResponse>(`/admin/orders/${order.id}/picking`)).body.picking,
    (p) => p !== null,
  )
  return { order, store: chosen }
}

/** A made-up IMEI with its Luhn check digit: 14 digits from the clock, so that each unit packed has its own. */
export function madeUpImei(): string {
  const body = `35${String(Date.now()).slice(-9)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`
  const sum = [...body].reduce((total, digit, i) => {
    const d = Number(digit) * (i % 2 ? 2 : 1)
    return total + (d > 9 ? d - 9 : d)
  }, 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/**
 * Every unit of the order scanned at its packing station (phones with a made-up IMEI, other devices with a
 * made-up serial number) and the order packed, as `as`. Answers the identifiers given, in scanning order.
 */
export async function packAll(orderId: string, as: typeof admin = admin): Promise<string[]> {
  const { body } = await as<AdminPackingResponse>(`/admin/orders/${orderId}/packing`)
  const serials: string[] = []
  for (const line of body.packing.lines)
    for (let unit = 0; unit < line.quantity; unit++) {
      const identifier =
        line.identifier === "imei" ? { imei: madeUpImei() } : line.identifier === "imei_or_serial" ? { serial_number: `SN${Date.now()}${unit}` } : null
      const scanned = await as(`/admin/orders/${orderId}/packing/scans`, { method: "POST", json: { code: line.codes[0], ...identifier } })
      succeeded(scanned)
      if (identifier) serials.push(Object.values(identifier)[0]!)
    }
  const packed = await as<AdminPackingResponse>(`/admin/orders/${orderId}/packing/complete`, { method: "POST" })
  succeeded(packed)
  return serials
}

/**
 * A packed order (packedOrder) for the Packeta point `point`, its parcel registered, scanned into its
 * hand-over batch and the batch handed over: the order is shipped. Answers the order and its tracking number.
 */
export async function shippedOrder(handles: string[], point: string) {
  const order = await packedOrder(handles, { point })
  const registered = await admin<AdminOrderParcelsResponse>(`/admin/orders/${order.id}/parcels`, { method: "POST", json: {} })
  succeeded(registered)
  const tracking = registered.body.parcels[0]!.tracking_number
  const scanned = await admin<AdminHandoverResponse>("/admin/handovers/scan", { method: "POST", json: { code: tracking } })
  succeeded(scanned)
  succeeded(await admin(`/admin/handovers/${scanned.body.handover.id}/close`, { method: "POST" }))
  return { ...order, tracking }
}
