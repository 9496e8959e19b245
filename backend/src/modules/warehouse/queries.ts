import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type {
  AdminOrderPickingResponse,
  AdminPickingOrder,
  AdminPickingQueueResponse,
  AdminProductLocation,
  AdminProductLocationsResponse,
  PickingStatus,
} from "@electroshop/contracts/warehouse"
import { byId, rowsById } from "../shared/query-rows"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "./index"
import type { QueueFilters } from "./service"

type QueryContainer = Pick<MedusaContainer, "resolve">

/** The picking queue's page as the admin shows it: each order with its number and its location's name. */
export async function pickingQueue(
  container: QueryContainer,
  filters: QueueFilters,
  page: { limit: number; offset: number },
): Promise<Omit<AdminPickingQueueResponse, "limit" | "offset">> {
  const { rows, count, counts } = await container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE).queuePage(filters, page)
  const [numbers, locations] = await Promise.all([
    byId(
      container,
      "order",
      "display_id",
      rows.map((r) => r.order_id),
    ),
    byId(
      container,
      "stock_location",
      "name",
      rows.flatMap((r) => (r.stock_location_id ? [r.stock_location_id] : [])),
    ),
  ])
  const orders: AdminPickingOrder[] = rows.map((r) => ({
    order_id: r.order_id,
    display_id: Number(numbers.get(r.order_id) ?? 0),
    ready_at: new Date(r.ready_at).toISOString(),
    status: r.status,
    stock_location_id: r.stock_location_id,
    stock_location_name: r.stock_location_id ? ((locations.get(r.stock_location_id) as string | undefined) ?? null) : null,
    quantity: r.quantity,
    changed_at: new Date(r.updated_at).toISOString(),
  }))
  return { orders, count, counts }
}

/** The order's picking status and its history, newest first, with who made each change; null when it is not in the queue. */
export async function orderPicking(container: QueryContainer, orderId: string): Promise<AdminOrderPickingResponse> {
  const warehouse = container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)
  const [picking] = await warehouse.listPickings({ order_id: orderId }, { take: 1 })
  if (!picking) return { picking: null }
  const [changes, [crate]] = await Promise.all([
    warehouse.listPickingChanges({ picking_id: picking.id }, { order: { created_at: "DESC" } }),
    warehouse.listCrates({ order_id: orderId }, { take: 1 }),
  ])
  const emails = await byId(
    container,
    "user",
    "email",
    changes.flatMap((c) => (c.actor_id ? [c.actor_id] : [])),
  )
  return {
    picking: {
      order_id: orderId,
      status: picking.status as PickingStatus,
      crate: crate ? { id: crate.id, code: crate.code, name: crate.name } : null,
      history: changes.map((c) => ({
        status: c.status as PickingStatus,
        previous_status: (c.previous_status as PickingStatus | null) ?? null,
        actor_id: c.actor_id,
        actor_email: c.actor_id ? ((emails.get(c.actor_id) as string | undefined) ?? null) : null,
        created_at: new Date(c.created_at).toISOString(),
      })),
    },
  }
}

type ProductLocationRow = { id: string; stock_location_id: string; inventory_item_id: string; bin: string; updated_at: Date | string }

type InventoryItemRow = {
  sku?: string | null
  title?: string | null
  variants?: ({ title?: string | null; product?: { title?: string | null } | null } | null)[] | null
}

/** What staff call the item: its variant's product and variant title ("Apple iPhone 16 · Black / 128 GB"), else the item's own title. */
const itemTitle = (item: InventoryItemRow | undefined) => {
  const variant = item?.variants?.find(Boolean)
  const named = [variant?.product?.title, variant?.title].filter(Boolean).join(" · ")
  return named || item?.title || null
}

/** Bins as the admin shows them: each with its item's SKU and what it is (the inventory and product modules'). */
async function withItems(container: QueryContainer, rows: ProductLocationRow[]): Promise<AdminProductLocation[]> {
  const items = (await rowsById(
    container,
    "inventory_item",
    ["sku", "title", "variants.title", "variants.product.title"],
    rows.map((r) => r.inventory_item_id),
  )) as Map<string, InventoryItemRow>
  return rows.map((r) => ({
    id: r.id,
    stock_location_id: r.stock_location_id,
    inventory_item_id: r.inventory_item_id,
    sku: items.get(r.inventory_item_id)?.sku ?? null,
    title: itemTitle(items.get(r.inventory_item_id)),
    bin: r.bin,
    updated_at: new Date(r.updated_at).toISOString(),
  }))
}

/**
 * A page of bins, by bin: of the stock locations given, and matching `q` (the start of a bin, or a
 * word of the item's SKU or title, which the inventory module searches).
 */
export async function productLocations(
  container: QueryContainer,
  filters: { stock_location_id?: string[]; q?: string },
  page: { limit: number; offset: number },
): Promise<Omit<AdminProductLocationsResponse, "limit" | "offset">> {
  const where: Record<string, unknown> = filters.stock_location_id ? { stock_location_id: filters.stock_location_id } : {}
  if (filters.q) {
    const items = await container.resolve(Modules.INVENTORY).listInventoryItems({ q: filters.q }, { select: ["id"], take: 500 })
    const bin = filters.q.toUpperCase().replace(/[%_\\]/g, "")
    where.$or = [{ bin: { $like: `${bin}%` } }, { inventory_item_id: items.map((item) => item.id) }]
  }
  const [rows, count] = await container
    .resolve<WarehouseModuleService>(WAREHOUSE_MODULE)
    .listAndCountProductLocations(where, { order: { bin: "ASC", id: "ASC" }, take: page.limit, skip: page.offset })
  return { product_locations: await withItems(container, rows as ProductLocationRow[]), count }
}

/** One bin as the admin shows it (after a write). */
export async function productLocation(container: QueryContainer, id: string): Promise<AdminProductLocation> {
  const rows = await container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE).listProductLocations({ id }, { take: 1, withDeleted: true })
  return (await withItems(container, rows as ProductLocationRow[]))[0]!
}
