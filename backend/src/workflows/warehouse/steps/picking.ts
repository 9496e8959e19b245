import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { PickingStatus } from "@electroshop/contracts/warehouse"
import { ShopError } from "../../../lib/http/errors"
import { pickingLocation, readyToPick, type OrderToPick } from "../../../lib/warehouse/ready-to-pick"
import { warehouseMessage } from "../../../lib/warehouse/messages"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../../modules/warehouse"

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)

const ORDER_FIELDS = [
  "id",
  "status",
  "items.id",
  "shipping_methods.data",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.captured_at",
]

/** The order's place in the queue (null: not ready to pick); `added` when this step put it there, which compensation undoes. */
const enqueued = (pickingId: string | null, added: boolean) => new StepResponse({ picking_id: pickingId, added }, added ? pickingId : null)

/**
 * The order enters the picking queue, waiting, if it is ready to pick and not in it yet (its payment
 * and its placing both ask: whichever comes second finds it there). Compensation takes it out again.
 */
export const enqueueForPickingStep = createStep(
  "picking-enqueue",
  async ({ order_id }: { order_id: string }, { container }) => {
    const warehouse = service(container)
    const [existing] = await warehouse.listPickings({ order_id }, { take: 1 })
    if (existing) return enqueued(existing.id, false)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: order_id } })
    const order = data[0] as (OrderToPick & { id: string }) | undefined
    if (!order || !readyToPick(order)) return enqueued(null, false)
    const lineIds = (order.items ?? []).flatMap((item) => (item ? [item.id] : []))
    const { data: reservations } = lineIds.length
      ? await query.graph({ entity: "reservation", fields: ["location_id", "quantity"], filters: { line_item_id: lineIds } })
      : { data: [] }
    const picking = await warehouse
      .createPickings({
        order_id,
        status: "waiting",
        stock_location_id: pickingLocation(order, reservations as { location_id: string; quantity: number }[]),
        // The units taken off the shelves: what is reserved for the order (a line without managed stock is not picked).
        quantity: (reservations as { quantity: number | string }[]).reduce((sum, r) => sum + Number(r.quantity), 0),
        ready_at: new Date(),
      })
      .catch(async (error: Error) => {
        // Placing and payment at the same moment: the unique index let one in, the other finds it.
        const [other] = await warehouse.listPickings({ order_id }, { take: 1 })
        if (other) return null
        throw error
      })
    if (!picking) return enqueued(null, false)
    await warehouse.createPickingChanges({ picking_id: picking.id, status: "waiting", previous_status: null, actor_id: null })
    return enqueued(picking.id, true)
  },
  async (pickingId, { container }) => {
    if (!pickingId) return
    const warehouse = service(container)
    const changes = await warehouse.listPickingChanges({ picking_id: pickingId }, { select: ["id"] })
    await warehouse.deletePickingChanges(changes.map((c) => c.id))
    await warehouse.deletePickings(pickingId)
  },
)

/**
 * A staff member sets the order's picking status; each change is kept with who made it. The same
 * status again changes nothing. Compensation puts the previous status back and forgets the change.
 */
export const setPickingStatusStep = createStep(
  "picking-set-status",
  async ({ order_id, status, actor_id }: { order_id: string; status: PickingStatus; actor_id: string | null }, { container }) => {
    const warehouse = service(container)
    const [picking] = await warehouse.listPickings({ order_id }, { take: 1 })
    if (!picking) throw ShopError.notFound(warehouseMessage("order_not_in_picking"))
    if (picking.status === status) return new StepResponse(picking, null)
    const change = await warehouse.createPickingChanges({ picking_id: picking.id, status, previous_status: picking.status, actor_id })
    const updated = await warehouse.updatePickings({ id: picking.id, status })
    return new StepResponse(updated, { id: picking.id, status: picking.status as PickingStatus, change_id: change.id })
  },
  async (undo, { container }) => {
    if (!undo) return
    await service(container).updatePickings({ id: undo.id, status: undo.status })
    await service(container).deletePickingChanges(undo.change_id)
  },
)

/** A cancelled order leaves the queue (its history stays with the soft-deleted row). */
export const removeFromPickingStep = createStep(
  "picking-remove",
  async ({ order_id }: { order_id: string }, { container }) => {
    const [picking] = await service(container).listPickings({ order_id }, { take: 1 })
    if (!picking) return new StepResponse(null, null as string | null)
    await service(container).softDeletePickings(picking.id)
    return new StepResponse(picking.id, picking.id as string | null)
  },
  async (pickingId, { container }) => {
    if (pickingId) await service(container).restorePickings(pickingId)
  },
)
