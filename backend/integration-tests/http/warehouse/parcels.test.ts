import { describe, expect, it } from "vitest"
import { PDFDocument } from "pdf-lib"
import type { AdminBoxesResponse, AdminHandoverResponse, AdminOrderParcelsResponse } from "@electroshop/contracts/warehouse"
import { BACKEND_URL, VARIANT, admin, signedIn, staffToken } from "../../helpers/api"
import { address, inStock, productByHandle } from "../../helpers/checkout"
import { colleague, demoEmail } from "../../helpers/staff"
import { COURIER, courierShipment, deliverAtCourier, FAKE_PACKETA, packedOrder, pickupPoint, readyOrder } from "../../helpers/warehouse"
import { warehouseMessage } from "../../../src/lib/warehouse/messages"

/**
 * Parcels (issue 36, "Packing and carriers"): a packed order's parcel is registered with its carrier
 * through the carrier's API (the stand-ins of Packeta, scripts/lib/fake-packeta.mjs, speaking its REST/XML
 * API, and of the variant's courier: DPD's GeoAPI in cz, Sameday's API in ro), with the order's number,
 * the shopper, the pickup point or address, the cash to collect and the weight of its items; its label
 * prints as a PDF on A6 or four to an A4 sheet. Not before packing, not twice; a carrier's refusal
 * records nothing and can be retried.
 */
const WAREHOUSE = demoEmail("warehouse")
const warehouse = signedIn(WAREHOUSE)
type Answer<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> }
type FakePacket = { id: string; barcode: string; attributes: Record<string, unknown>; statusCode: number }

const parcels = (orderId: string) => warehouse<Answer<AdminOrderParcelsResponse>>(`/admin/orders/${orderId}/parcels`)
const register = (orderId: string, json: Record<string, unknown> = {}) =>
  warehouse<Answer<AdminOrderParcelsResponse>>(`/admin/orders/${orderId}/parcels`, { method: "POST", json })
const fakePacket = async (id: string) => ((await (await fetch(`${FAKE_PACKETA}/__packets`)).json()) as FakePacket[]).find((p) => p.id === id)
/** The labels as bytes (the JSON helpers read text). */
const labels = async (query: string) =>
  fetch(`${BACKEND_URL}/admin/parcels/labels?${query}`, { headers: { authorization: `Bearer ${await staffToken(WAREHOUSE)}` } })
const pages = async (res: Response) => (await PDFDocument.load(await res.arrayBuffer())).getPages().map((p) => p.getSize())

describe("parcels", () => {
  it("registers a packed pickup-point order with Packeta, with its number, shopper, point, cash on delivery and weight, and prints its labels", async () => {
    const point = await pickupPoint("packeta")
    const early = await readyOrder(["usb-c-cable-1m"], { point: point.id })
    expect((await parcels(early.id)).body).toEqual({ parcels: [], proposal: null })
    const unpacked = await register(early.id)
    expect(unpacked.status).toBe(409)
    expect(unpacked.body).toMatchObject({ code: "parcel_not_packed", message: warehouseMessage("parcel_not_packed") })

    const order = await packedOrder(["usb-c-cable-1m"], { point: point.id })
    const cable = inStock(await productByHandle("usb-c-cable-1m"))
    const { body: variant } = await admin(`/admin/products/${cable.product_id}/variants/${cable.id}?fields=weight`)
    const weight = Number(variant.variant.weight)
    const { body: proposed } = await parcels(order.id)
    expect(proposed).toEqual({ parcels: [], proposal: { carrier: "packeta", service: "pickup_point", connected: true, weight_g: weight } })

    // Typed weights are checked at their field; the items' weight is the default.
    const bad = await register(order.id, { weight_g: 0 })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors ?? {})).toEqual(["weight_g"])
    const saved = await register(order.id)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const { body: read } = await admin(`/admin/orders/${order.id}?fields=total,currency_code`)
    const [parcel] = saved.body.parcels
    expect(saved.body.proposal).toBeNull()
    expect(parcel).toMatchObject({
      order_id: order.id,
      carrier: "packeta",
      service: "pickup_point",
      weight_g: weight,
      cod_amount: Math.round(Number(read.order.total)),
      state: "registered",
      tracking_number: `Z${parcel!.carrier_parcel_id}`,
      tracking_url: `https://tracking.packeta.com/${VARIANT === "cz" ? "cs" : "ro"}/?id=${parcel!.carrier_parcel_id}`,
    })
    // What Packeta was told (createPacket's attributes).
    const packet = await fakePacket(parcel!.carrier_parcel_id)
    expect(packet?.attributes).toMatchObject({
      number: String(order.display_id),
      addressId: point.external_id,
      cod: String(Math.round(Number(read.order.total))),
      currency: read.order.currency_code.toUpperCase(),
      weight: String(weight / 1000),
      email: "jana.novakova@example.com",
    })
    const again = await register(order.id)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe("parcel_exists")

    const a6 = await labels(`id=${parcel!.id}&format=a6`)
    expect(a6.status).toBe(200)
    expect(a6.headers.get("content-type")).toBe("application/pdf")
    expect(a6.headers.get("cache-control")).toBe("no-store")
    expect(await pages(a6)).toEqual([{ width: expect.closeTo(297.6, 0), height: expect.closeTo(419.5, 0) }])
    // Four to an A4 sheet: starting at the fourth position, the second parcel goes on a second sheet.
    const second = await packedOrder(["usb-c-cable-1m"], { point: point.id })
    const { body: both } = await register(second.id)
    const a4 = await labels(`id=${parcel!.id}&id=${both.parcels[0]!.id}&format=a4&offset=3`)
    expect(await pages(a4)).toEqual([
      { width: expect.closeTo(595.3, 0), height: expect.closeTo(841.9, 0) },
      { width: expect.closeTo(595.3, 0), height: expect.closeTo(841.9, 0) },
    ])
    expect((await labels(`id=prcl_none&format=a6`)).status).toBe(404)
    const badFormat = await labels(`id=${parcel!.id}&format=a5`)
    expect(badFormat.status).toBe(400)
    expect(Object.keys(((await badFormat.json()) as { errors: object }).errors)).toEqual(["format"])
  })

  it("registers a parcel in the box chosen: its size goes to the carrier, its weight to the products'", async () => {
    const point = await pickupPoint("packeta")
    const order = await packedOrder(["usb-c-cable-1m"], { point: point.id })
    const { body: proposed } = await parcels(order.id)
    const { body: boxes } = await warehouse<AdminBoxesResponse>("/admin/boxes")
    const box = boxes.boxes.find((b) => b.name === "M")!

    const unknown = await register(order.id, { box_id: "box_none" })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual({ box_id: [warehouseMessage("box_not_found")] })
    const saved = await register(order.id, { box_id: box.id })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const parcel = saved.body.parcels[0]!
    expect(parcel).toMatchObject({ weight_g: proposed.proposal!.weight_g! + box.weight_g, size: { length_cm: 32, width_cm: 24, height_cm: 10 } })
    // Packeta's `Size` is in millimetres.
    expect((await fakePacket(parcel.carrier_parcel_id))?.attributes).toMatchObject({
      weight: String(parcel.weight_g / 1000),
      size: { length: "320", width: "240", height: "100" },
    })
  })

  it("lets only the warehouse's roles register and print, store staff only their stores' parcels", async () => {
    const point = await pickupPoint("packeta")
    const order = await packedOrder(["usb-c-cable-1m"], { point: point.id })
    const { body } = await register(order.id)
    const id = body.parcels[0]!.id
    expect((await signedIn(demoEmail("content_editor"))(`/admin/parcels/labels?id=${id}`)).status).toBe(403)
    const { body: locations } = await admin<{ stock_locations: { id: string; metadata: { store?: boolean } | null }[] }>("/admin/stock-locations")
    const store = locations.stock_locations.find((l) => l.metadata?.store && l.id !== order.location)!
    const clerk = await colleague(["store_staff"], [store.id])
    expect((await clerk.api(`/admin/parcels/labels?id=${id}`)).status).toBe(403)
    expect((await clerk.api(`/admin/orders/${order.id}/parcels`, { method: "POST", json: {} })).status).toBe(403)
  })

  it(`registers courier and pickup-point parcels with ${COURIER === "dpd" ? "DPD" : "Sameday"}'s API, prints their labels and follows them to delivery`, async () => {
    const courier = await packedOrder(["usb-c-cable-1m"])
    const { body: proposed } = await parcels(courier.id)
    expect(proposed.proposal).toMatchObject({ carrier: COURIER, service: "courier", connected: true })
    const { body: boxes } = await warehouse<AdminBoxesResponse>("/admin/boxes")
    const saved = await register(courier.id, { box_id: boxes.boxes.find((b) => b.name === "S")!.id })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const { body: read } = await admin(`/admin/orders/${courier.id}?fields=total`)
    const parcel = saved.body.parcels[0]!
    expect(parcel).toMatchObject({
      carrier: COURIER,
      service: "courier",
      state: "registered",
      cod_amount: Math.round(Number(read.order.total)),
      size: { length_cm: 22, width_cm: 16, height_cm: 8 },
    })
    expect(parcel.tracking_url).toContain(encodeURIComponent(parcel.tracking_number))
    // What the carrier was told: the order's number, the shopper's phone and address.
    const sent = JSON.stringify(await courierShipment(parcel.tracking_number))
    for (const told of [String(courier.display_id), address().phone.replace("+", ""), address().city]) expect(sent).toContain(told)
    // Sameday takes the box's size with the parcel's weight (cm); DPD's shipment has no size.
    if (COURIER === "sameday") expect(sent).toMatch(/"width":"?16"?,"length":"?22"?,"height":"?8"?/)

    const point = await pickupPoint(COURIER)
    const toPoint = await packedOrder(["usb-c-cable-1m"], { point: point.id })
    const { body: pointParcel } = await register(toPoint.id)
    expect(pointParcel.parcels[0]).toMatchObject({ carrier: COURIER, service: "pickup_point" })
    expect(JSON.stringify(await courierShipment(pointParcel.parcels[0]!.tracking_number))).toContain(point.external_id)

    const a4 = await labels(`id=${parcel.id}&id=${pointParcel.parcels[0]!.id}&format=a4&offset=3`)
    expect(a4.status).toBe(200)
    expect(await pages(a4)).toEqual([
      { width: expect.closeTo(595.3, 0), height: expect.closeTo(841.9, 0) },
      { width: expect.closeTo(595.3, 0), height: expect.closeTo(841.9, 0) },
    ])
    const a6 = await labels(`id=${parcel.id}&format=a6`)
    expect(await pages(a6)).toEqual([{ width: expect.closeTo(297.6, 0), height: expect.closeTo(419.5, 0) }])

    // Handed to the courier, then delivered by its word.
    const { body: batch } = await warehouse<Answer<AdminHandoverResponse>>("/admin/handovers/scan", { method: "POST", json: { code: parcel.tracking_number } })
    expect(batch.handover?.carrier).toBe(COURIER)
    expect((await warehouse(`/admin/handovers/${batch.handover!.id}/close`, { method: "POST" })).status).toBe(200)
    await deliverAtCourier(parcel.tracking_number)
    expect((await warehouse("/admin/parcels/track", { method: "POST" })).status).toBe(200)
    expect((await parcels(courier.id)).body.parcels[0]).toMatchObject({ state: "delivered", carrier_status: expect.any(String) })
  })

  it("records nothing when the carrier refuses, and a retry goes through", async () => {
    const order = await packedOrder(["usb-c-cable-1m"], { point: (await pickupPoint("packeta")).id })
    await fetch(`${FAKE_PACKETA}/__fail`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ status: 503 }) })
    const down = await register(order.id)
    expect(down.status).toBe(502)
    expect(down.body.code).toBe("carrier_refused")
    expect(down.body.message).toContain("Packeta")
    expect((await parcels(order.id)).body.parcels).toEqual([])
    // Tried again, it goes through.
    expect((await register(order.id)).body.parcels).toHaveLength(1)
  })
})
