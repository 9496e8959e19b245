import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { createRemoteLinkStep, updateReservationsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"

type OrderForPickup = { id: string; items?: ({ id: string } | null)[] | null; shipping_methods?: ({ data?: Record<string, unknown> | null } | null)[] | null }
type Reservation = { id: string; location_id: string; quantity: number | string }

/**
 * Store pickup: the order's reservations move to the chosen store's location (Medusa reserves where
 * it first finds stock; the checkout checked the store has it). Medusa's update-reservations workflow
 * moves them under the inventory items' locks, and puts them back if a later step fails. The order
 * is then linked to the store, whose staff it belongs to.
 */
export const reserveAtChosenStoreWorkflow = createWorkflow("store-pickup-reserve-at-store", (input: { order_id: string }) => {
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: ["id", "items.id", "shipping_methods.data"],
    filters: { id: input.order_id },
  })
  const pickup = transform({ orders }, ({ orders }) => {
    const order = orders[0] as OrderForPickup | undefined
    const locationId = order?.shipping_methods?.[0]?.data?.stock_location_id
    const lineItemIds = (order?.items ?? []).map((i) => i?.id).filter((id): id is string => !!id)
    return typeof locationId === "string" && lineItemIds.length ? { locationId, lineItemIds } : null
  })
  when({ pickup }, ({ pickup }) => pickup !== null).then(() => {
    const { data: reservations } = useQueryGraphStep({
      entity: "reservation",
      fields: ["id", "location_id", "quantity"],
      filters: { line_item_id: transform({ pickup }, ({ pickup }) => pickup!.lineItemIds) },
    }).config({ name: "store-pickup-reservations" })
    const updates = transform({ pickup, reservations }, ({ pickup, reservations }) =>
      (reservations as Reservation[])
        .filter((r) => r.location_id !== pickup!.locationId)
        .map((r) => ({ id: r.id, location_id: pickup!.locationId, quantity: Number(r.quantity) })),
    )
    updateReservationsWorkflow.runAsStep({ input: { updates } })
    // The store's staff see the order from now on (links/store-pickup-order.ts).
    createRemoteLinkStep(
      transform({ pickup, input }, ({ pickup, input }) => [
        { [Modules.STOCK_LOCATION]: { stock_location_id: pickup!.locationId }, [Modules.ORDER]: { order_id: input.order_id } },
      ]),
    )
  })
  return new WorkflowResponse(pickup)
})
