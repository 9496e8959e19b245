import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminPackingLine, AdminPackingResponse, UnitIdentifier } from "@electroshop/contracts/warehouse"
import { ShopError } from "../../lib/http/errors"
import { warehouseMessage } from "../../lib/warehouse/messages"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "./index"
import { rowsById } from "../shared/query-rows"

type QueryContainer = Pick<MedusaContainer, "resolve">
type OrderLine = {
  id: string
  title: string | null
  product_title: string | null
  variant_title: string | null
  variant_sku: string | null
  variant_id: string | null
}

/** The order's line fields a line's title is made of (`lineTitle`). */
export const LINE_TITLE_FIELDS = ["items.id", "items.title", "items.product_title", "items.variant_title"]

/** A line as staff name it: the product and its variant ("iPhone 13 · 128 GB, Blue"). */
export const lineTitle = (line: Partial<Pick<OrderLine, "title" | "product_title" | "variant_title">>) =>
  [line.product_title ?? line.title, line.variant_title].filter(Boolean).join(" · ")
type Variant = {
  sku?: string | null
  ean?: string | null
  upc?: string | null
  barcode?: string | null
  product?: { metadata?: Record<string, unknown> | null } | null
}

/** Phones are identified by their IMEI; tablets and watches (with or without a SIM) by an IMEI or a serial number. */
const IDENTIFIER_OF_DEVICE: Record<string, UnitIdentifier> = { phone: "imei", tablet: "imei_or_serial", watch: "imei_or_serial" }

/** A code as scanners and labels give it: case and surrounding spaces are noise. */
export const normalizeCode = (code: string) => code.trim().toUpperCase()

export type PackingState = AdminPackingResponse["packing"] & { stock_location_id: string | null }

/**
 * The order as the packing station shows it: each line with the units to pack (what is reserved for
 * it, as picked), the codes that scan it and the units scanned so far. 404 when the order is not in
 * the picking queue.
 */
export async function packingOf(container: QueryContainer, orderId: string): Promise<PackingState> {
  const warehouse = container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [[picking], [crate], scans, { data: orders }] = await Promise.all([
    warehouse.listPickings({ order_id: orderId }, { take: 1 }),
    warehouse.listCrates({ order_id: orderId }, { take: 1 }),
    warehouse.listPackingScans({ order_id: orderId }, { order: { created_at: "ASC" } }),
    query.graph({
      entity: "order",
      fields: ["id", "display_id", ...LINE_TITLE_FIELDS, "items.variant_sku", "items.variant_id"],
      filters: { id: orderId },
    }),
  ])
  const order = orders[0] as unknown as { id: string; display_id: number; items: (OrderLine | null)[] | null } | undefined
  if (!picking || !order) throw ShopError.notFound(warehouseMessage("order_not_in_picking"))
  const items = (order.items ?? []).filter((line): line is OrderLine => Boolean(line))
  const [{ data: reservations }, variants] = await Promise.all([
    items.length
      ? query.graph({ entity: "reservation", fields: ["line_item_id", "quantity"], filters: { line_item_id: items.map((l) => l.id) } })
      : Promise.resolve({ data: [] }),
    rowsById(
      container,
      "product_variant",
      ["sku", "ean", "upc", "barcode", "product.metadata"],
      items.flatMap((l) => (l.variant_id ? [l.variant_id] : [])),
    ),
  ])
  const reserved = new Map<string, number>()
  for (const r of reservations as { line_item_id: string; quantity: number | string }[])
    reserved.set(r.line_item_id, (reserved.get(r.line_item_id) ?? 0) + Number(r.quantity))

  const lines: AdminPackingLine[] = items.flatMap((line) => {
    const quantity = reserved.get(line.id) ?? 0
    if (!quantity) return []
    const variant = (line.variant_id ? variants.get(line.variant_id) : undefined) as Variant | undefined
    const units = scans
      .filter((s) => s.line_item_id === line.id)
      .map((s) => ({ scan_id: s.id, imei: s.imei, serial_number: s.serial_number, scanned_at: new Date(s.created_at).toISOString() }))
    const codes = [variant?.ean, variant?.upc, variant?.barcode, line.variant_sku ?? variant?.sku].flatMap((c) => (c ? [normalizeCode(c)] : []))
    return [
      {
        line_item_id: line.id,
        title: lineTitle(line),
        sku: line.variant_sku ?? variant?.sku ?? null,
        codes: [...new Set(codes)],
        quantity,
        scanned: units.length,
        identifier: IDENTIFIER_OF_DEVICE[String(variant?.product?.metadata?.device_type ?? "")] ?? null,
        units,
      },
    ]
  })
  return {
    order_id: orderId,
    display_id: Number(order.display_id),
    stock_location_id: picking.stock_location_id,
    crate: crate ? { id: crate.id, code: crate.code, name: crate.name } : null,
    lines,
    complete: lines.length > 0 && lines.every((l) => l.scanned >= l.quantity),
    packed_at: picking.packed_at ? new Date(picking.packed_at).toISOString() : null,
    fulfillment_id: picking.fulfillment_id ?? null,
  }
}

/** The answer of the packing routes: the state without the location the steps use. */
export const packingResponse = ({ stock_location_id: _location, ...packing }: PackingState): AdminPackingResponse => ({ packing })
