import { describe, expect, it } from "vitest"
import type { AdminCratesResponse, AdminOrderPickingResponse, AdminPackingResponse, AdminPickingQueueResponse } from "@electroshop/contracts/warehouse"
import { admin, signedIn } from "../../helpers/api"
import { inStock, productByHandle } from "../../helpers/checkout"
import { demoEmail } from "../../helpers/staff"
import { readyOrder } from "../../helpers/warehouse"
import { t } from "../../../src/lib/shop/messages"
import { warehouseMessage } from "../../../src/lib/warehouse/messages"

/**
 * Packing (issue 36): the packing station scans each unit of the order by any of its codes, refuses the
 * wrong item by its name and a unit too many as "item already scanned", records a phone's IMEI, and
 * packs the order only when everything is scanned: its Medusa fulfillment is created then, and its crate
 * is free again.
 */
const warehouse = signedIn(demoEmail("warehouse"))
type Answer<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> }
// A valid IMEI (Luhn) and the same number with a wrong check digit.
const IMEI = "490154203237518"
const BAD_IMEI = "490154203237519"

const packing = (orderId: string) => warehouse<Answer<AdminPackingResponse>>(`/admin/orders/${orderId}/packing`)
const scan = (orderId: string, json: Record<string, string>) =>
  warehouse<Answer<AdminPackingResponse>>(`/admin/orders/${orderId}/packing/scans`, { method: "POST", json })
const complete = (orderId: string) => warehouse<Answer<AdminPackingResponse>>(`/admin/orders/${orderId}/packing/complete`, { method: "POST" })
const skuOf = async (handle: string) => inStock(await productByHandle(handle)).sku as string

describe("packing", () => {
  it("scans each unit by any of its codes, refuses the wrong item and a unit too many, then packs the order into a fulfillment", async () => {
    const order = await readyOrder(["usb-c-cable-1m"])
    const cable = await skuOf("usb-c-cable-1m")
    const powerbank = await productByHandle("anker-powerbank-10000")
    // The picker put it in a free crate of its location.
    const { body: crates } = await warehouse<AdminCratesResponse>(`/admin/crates?stock_location_id=${order.location}&state=empty`)
    const crate = crates.crates[0]!
    expect((await warehouse(`/admin/orders/${order.id}/picking/crate`, { method: "POST", json: { crate: crate.code } })).status).toBe(200)

    const { body: start } = await packing(order.id)
    expect(start.packing).toMatchObject({ order_id: order.id, display_id: order.display_id, crate: { code: crate.code }, complete: false, packed_at: null })
    expect(start.packing.lines).toEqual([expect.objectContaining({ sku: cable, quantity: 1, scanned: 0, identifier: null, units: [] })])
    expect(start.packing.lines[0]!.codes).toContain(cable.toUpperCase())

    const wrong = await scan(order.id, { code: inStock(powerbank).sku })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual({ code: [warehouseMessage("packing_wrong_item", { name: `${powerbank.title} · ${inStock(powerbank).title}` })] })
    expect((await scan(order.id, { code: "0000000" })).body.errors).toEqual({ code: [warehouseMessage("packing_unknown_code")] })
    const early = await complete(order.id)
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ code: "packing_incomplete", message: warehouseMessage("packing_incomplete", { scanned: 0, total: 1 }) })

    const scanned = await scan(order.id, { code: ` ${cable.toLowerCase()} ` })
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200)
    expect(scanned.body.packing).toMatchObject({ complete: true, lines: [{ scanned: 1 }] })
    expect((await scan(order.id, { code: cable })).body.errors).toEqual({ code: [warehouseMessage("item_already_scanned")] })

    // A scan taken back, and scanned again.
    const undone = await warehouse<Answer<AdminPackingResponse>>(
      `/admin/orders/${order.id}/packing/scans/${scanned.body.packing.lines[0]!.units[0]!.scan_id}`,
      {
        method: "DELETE",
      },
    )
    expect(undone.body.packing.complete).toBe(false)
    expect((await scan(order.id, { code: cable })).status).toBe(200)

    const packed = await complete(order.id)
    expect(packed.status, JSON.stringify(packed.body)).toBe(200)
    expect(packed.body.packing.packed_at).toBeTruthy()
    expect(packed.body.packing.crate).toBeNull()
    const { body: read } = await admin(`/admin/orders/${order.id}?fields=id,*fulfillments,*fulfillments.items`)
    expect(read.order.fulfillments.map((f: { id: string }) => f.id)).toEqual([packed.body.packing.fulfillment_id])
    expect(read.order.fulfillments[0].location_id).toBe(order.location)
    expect(read.order.fulfillments[0].items.map((i: { quantity: number }) => Number(i.quantity))).toEqual([1])
    // Packed, it has left the picking queue (its status and history stay on the order).
    const { body: queue } = await warehouse<AdminPickingQueueResponse>(`/admin/picking?stock_location_id=${order.location}&limit=200`)
    expect(queue.orders.map((o) => o.order_id)).not.toContain(order.id)
    expect((await warehouse<AdminOrderPickingResponse>(`/admin/orders/${order.id}/picking`)).body.picking?.status).toBe("picked")

    expect((await scan(order.id, { code: cable })).status).toBe(409)
    expect((await complete(order.id)).body).toMatchObject({ code: "order_already_packed" })
    expect((await signedIn(demoEmail("content_editor"))(`/admin/orders/${order.id}/packing`)).status).toBe(403)
  })

  it("takes the last unit once when two stations scan it at the same moment", async () => {
    const order = await readyOrder(["usb-c-cable-1m"])
    const cable = await skuOf("usb-c-cable-1m")
    const answers = await Promise.all([1, 2, 3].map(() => scan(order.id, { code: cable })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400])
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.errors?.code)).toEqual([
      [warehouseMessage("item_already_scanned")],
      [warehouseMessage("item_already_scanned")],
    ])
    expect((await packing(order.id)).body.packing.lines[0]!.scanned).toBe(1)
  })

  it("asks a phone's IMEI, checks it by the IMEI's rules and keeps it on the unit", async () => {
    const order = await readyOrder(["samsung-galaxy-a56"])
    const phone = await skuOf("samsung-galaxy-a56")
    expect((await packing(order.id)).body.packing.lines).toEqual([expect.objectContaining({ sku: phone, identifier: "imei" })])

    expect((await scan(order.id, { code: phone })).body.errors).toEqual({ imei: [warehouseMessage("packing_imei_required")] })
    expect((await scan(order.id, { code: phone, imei: BAD_IMEI })).body.errors).toEqual({ imei: [t("invalid_imei")] })
    const withImei = await scan(order.id, { code: phone, imei: IMEI.replace(/(\d{2})(\d{6})/, "$1-$2-") })
    expect(withImei.status, JSON.stringify(withImei.body)).toBe(200)
    expect(withImei.body.packing.lines[0]!.units).toEqual([expect.objectContaining({ imei: IMEI, serial_number: null })])
    expect((await complete(order.id)).status).toBe(200)
  })
})
