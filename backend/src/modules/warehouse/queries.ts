import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminOrderPickingResponse, AdminPickingOrder, AdminPickingQueueResponse, PickingStatus } from "@electroshop/contracts/warehouse"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "./index"
import type { QueueFilters } from "./service"

type QueryContainer = Pick<MedusaContainer, "resolve">

/** Values of `field` by id, read through Query from another module (orders' numbers, locations' names, users' e-mails). */
async function byId(container: QueryContainer, entity: string, field: string, ids: string[]): Promise<Map<string, unknown>> {
  if (!ids.length) return new Map()
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity, fields: ["id", field], filters: { id: [...new Set(ids)] } })
  return new Map((data as Record<string, unknown>[]).map((row) => [row.id as string, row[field]]))
}

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
  const changes = await warehouse.listPickingChanges({ picking_id: picking.id }, { order: { created_at: "DESC" } })
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
