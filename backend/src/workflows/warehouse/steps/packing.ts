import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { AdminPackingScan } from "@electroshop/contracts/warehouse"
import { normalizeImei, normalizeSerialNumber, validateImei, validateSerialNumber } from "@electroshop/domain"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"
import { fieldError, warehouseFieldError, warehouseMessage, warehouseRefusal } from "../../../lib/warehouse/messages"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../../modules/warehouse"
import { normalizeCode, packingOf, type PackingState } from "../../../modules/warehouse/packing-queries"

type Container = { resolve: <T>(key: string) => T }
const service = (container: Container) => container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)

function unpacked(state: PackingState) {
  if (state.packed_at) throw warehouseRefusal(409, "order_already_packed")
}

/** A code no line of the order carries: the wrong item, named, or no product at all. */
async function notInOrder(container: Container, code: string) {
  const [variant] = await container
    .resolve<{ listProductVariants: (filters: object, config: object) => Promise<{ title: string | null; product?: { title: string } | null }[]> }>(
      Modules.PRODUCT,
    )
    .listProductVariants({ $or: [{ ean: code }, { upc: code }, { barcode: code }, { sku: code }] }, { relations: ["product"], take: 1 })
  if (!variant) return warehouseFieldError("code", "packing_unknown_code")
  return warehouseFieldError("code", "packing_wrong_item", { name: [variant.product?.title, variant.title].filter(Boolean).join(" · ") })
}

/** The unit's IMEI or serial number as its line needs it, checked by the specification's rules (§ IMEI, serial number). */
function unitIdentity(identifier: PackingState["lines"][number]["identifier"], input: AdminPackingScan) {
  if (!identifier) return { imei: null, serial_number: null }
  const imei = input.imei ? normalizeImei(input.imei) : ""
  const serial = input.serial_number ? normalizeSerialNumber(input.serial_number) : ""
  if (!imei && !serial) throw warehouseFieldError("imei", identifier === "imei" ? "packing_imei_required" : "packing_identifier_required")
  if (identifier === "imei" && !imei) throw warehouseFieldError("imei", "packing_imei_required")
  if (imei && validateImei(imei)) throw fieldError("imei", t("invalid_imei"), "invalid_imei")
  if (serial && validateSerialNumber(serial)) throw fieldError("serial_number", t("invalid_serial_number"), "invalid_serial_number")
  return { imei: imei || null, serial_number: identifier === "imei" ? null : serial || null }
}

function alreadyScanned(state: PackingState, unit: { imei: string | null; serial_number: string | null }) {
  const units = state.lines.flatMap((l) => l.units)
  if (unit.imei && units.some((u) => u.imei === unit.imei)) return warehouseFieldError("imei", "item_already_scanned")
  if (unit.serial_number && units.some((u) => u.serial_number === unit.serial_number)) return warehouseFieldError("serial_number", "item_already_scanned")
  return null
}

/**
 * A scanned unit goes into the order's parcel: the first line its code belongs to that still has units
 * to pack, with the device's IMEI or serial number where the line needs one. The wrong item is refused
 * with its name; a unit too many, or a device scanned twice, is "item already scanned". Compensation
 * forgets the scan.
 */
export const scanUnitStep = createStep(
  "packing-scan",
  async ({ order_id, actor_id, ...input }: AdminPackingScan & { order_id: string; actor_id: string | null }, { container }) => {
    // One scan of an order at a time: two stations scanning its last unit at once would both see it missing.
    const scan = await container.resolve(Modules.LOCKING).execute(`packing:${order_id}`, async () => {
      const state = await packingOf(container, order_id)
      unpacked(state)
      const code = normalizeCode(input.code)
      const lines = state.lines.filter((l) => l.codes.includes(code))
      if (!lines.length) throw await notInOrder(container, code)
      const line = lines.find((l) => l.scanned < l.quantity)
      if (!line) throw warehouseFieldError("code", "item_already_scanned")
      const unit = unitIdentity(line.identifier, input)
      const duplicate = alreadyScanned(state, unit)
      if (duplicate) throw duplicate
      return service(container)
        .createPackingScans({ order_id, line_item_id: line.line_item_id, ...unit, actor_id })
        .catch(async (error: Error) => {
          // The same device scanned at once on another order: the unique index let one in.
          throw alreadyScanned(await packingOf(container, order_id), unit) ?? error
        })
    })
    return new StepResponse(scan, scan.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deletePackingScans(id)
  },
)

/** A scan taken back (the wrong unit went in); compensation restores it. */
export const unscanUnitStep = createStep(
  "packing-unscan",
  async ({ order_id, scan_id }: { order_id: string; scan_id: string }, { container }) => {
    unpacked(await packingOf(container, order_id))
    const [scan] = await service(container).listPackingScans({ id: scan_id, order_id }, { take: 1 })
    if (!scan) throw ShopError.notFound(warehouseMessage("packing_scan_not_found"))
    await service(container).softDeletePackingScans(scan_id)
    return new StepResponse(scan_id, scan_id)
  },
  async (id, { container }) => {
    if (id) await service(container).restorePackingScans(id)
  },
)

/** Every unit is scanned and the order not packed yet: what its fulfillment takes, from where. */
export const readyToPackStep = createStep("packing-ready", async ({ order_id }: { order_id: string }, { container }) => {
  const state = await packingOf(container, order_id)
  unpacked(state)
  if (!state.complete) {
    const [scanned, total] = state.lines.reduce(([s, q], l) => [s + l.scanned, q + l.quantity], [0, 0])
    throw warehouseRefusal(409, "packing_incomplete", { scanned, total })
  }
  return new StepResponse({
    items: state.lines.map((l) => ({ id: l.line_item_id, quantity: l.quantity })),
    location_id: state.stock_location_id,
  })
})

/** The order is packed: when, and its fulfillment. Compensation unmarks it. */
export const markPackedStep = createStep(
  "packing-mark-packed",
  async ({ order_id, fulfillment_id }: { order_id: string; fulfillment_id: string }, { container }) => {
    const [picking] = await service(container).listPickings({ order_id }, { take: 1 })
    await service(container).updatePickings({ id: picking!.id, packed_at: new Date(), fulfillment_id })
    return new StepResponse(undefined, picking!.id)
  },
  async (id, { container }) => {
    if (id) await service(container).updatePickings({ id, packed_at: null, fulfillment_id: null })
  },
)
