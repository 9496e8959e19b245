import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createOrderFulfillmentWorkflow, createOrderShipmentWorkflow, markOrderFulfillmentAsDeliveredWorkflow } from "@medusajs/medusa/core-flows"
import type {
  AdminCreateBox,
  AdminCreateCrate,
  AdminCreateProductLocation,
  AdminPackingScan,
  AdminUpdateBox,
  AdminUpdateCrate,
  PickingStatus,
} from "@electroshop/contracts/warehouse"
import { checkPickupCodeStep, markPickupReadyStep, recordHandOutStep } from "./steps/store-pickup"
import { markPackedStep, readyToPackStep, scanUnitStep, unscanUnitStep } from "./steps/packing"
import { createBoxStep, deleteBoxStep, updateBoxStep } from "./steps/boxes"
import { createCrateStep, deleteCrateStep, emptyCrateStep, putIntoCrateStep, releaseOrderCrateStep, updateCrateStep } from "./steps/crates"
import { enqueueForPickingStep, removeFromPickingStep, setPickingStatusStep } from "./steps/picking"
import { orderSalesStep, recordStockMovementsStep, removeOrderSalesStep, type StockMovementInput } from "./steps/stock-movements"
import { assignProductLocationStep, moveProductLocationStep, removeProductLocationStep } from "./steps/product-locations"

/** The order enters the picking queue once it is ready to pick: asked when it is placed and when a payment of it is captured. */
export const enqueueForPickingWorkflow = createWorkflow("picking-enqueue", (input: { order_id: string }) => {
  return new WorkflowResponse(enqueueForPickingStep(input))
})

/** Staff: the order's picking status (a reset to waiting needs a supervisor: api/admin/staff/supervisor-check.ts). */
export const setPickingStatusWorkflow = createWorkflow("picking-set-status", (input: { order_id: string; status: PickingStatus; actor_id: string | null }) => {
  return new WorkflowResponse(setPickingStatusStep(input))
})

/** A cancelled order leaves the picking queue and its crate. */
export const removeFromPickingWorkflow = createWorkflow("picking-remove", (input: { order_id: string }) => {
  releaseOrderCrateStep(input)
  return new WorkflowResponse(removeFromPickingStep(input))
})

/** Staff: the stock item with this SKU lies in this bin at this stock location. */
export const assignProductLocationWorkflow = createWorkflow("product-location-assign", (input: AdminCreateProductLocation) => {
  return new WorkflowResponse(assignProductLocationStep(input))
})

/** Staff: the item moves to another bin of its stock location. */
export const moveProductLocationWorkflow = createWorkflow("product-location-move", (input: { id: string; bin: string }) => {
  return new WorkflowResponse(moveProductLocationStep(input))
})

/** Staff: the item's bin is removed. */
export const removeProductLocationWorkflow = createWorkflow("product-location-remove", (input: { id: string }) => {
  return new WorkflowResponse(removeProductLocationStep(input))
})

/** Staff: a new crate at a stock location. */
export const createCrateWorkflow = createWorkflow("crate-create", (input: AdminCreateCrate) => {
  return new WorkflowResponse(createCrateStep(input))
})

/** Staff: a crate's new name or label. */
export const updateCrateWorkflow = createWorkflow("crate-update", (input: AdminUpdateCrate & { id: string }) => {
  return new WorkflowResponse(updateCrateStep(input))
})

/** Staff: an empty crate is removed. */
export const deleteCrateWorkflow = createWorkflow("crate-delete", (input: { id: string }) => {
  return new WorkflowResponse(deleteCrateStep(input))
})

/** Staff (and packing, once an order is packed): the crate is emptied. */
export const emptyCrateWorkflow = createWorkflow("crate-empty", (input: { id: string }) => {
  return new WorkflowResponse(emptyCrateStep(input))
})

/** Staff: the order is picked into the crate with this code, and its picking status becomes picked. */
export const pickIntoCrateWorkflow = createWorkflow("picking-into-crate", (input: { order_id: string; code: string; actor_id: string | null }) => {
  putIntoCrateStep(input)
  return new WorkflowResponse(setPickingStatusStep({ order_id: input.order_id, status: "picked", actor_id: input.actor_id }))
})

/** Staff at the packing station: a scanned unit (with its IMEI or serial number) goes into the order's parcel. */
export const scanUnitWorkflow = createWorkflow("packing-scan", (input: AdminPackingScan & { order_id: string; actor_id: string | null }) => {
  return new WorkflowResponse(scanUnitStep(input))
})

/** Staff: a scan taken back. */
export const unscanUnitWorkflow = createWorkflow("packing-unscan", (input: { order_id: string; scan_id: string }) => {
  return new WorkflowResponse(unscanUnitStep(input))
})

/**
 * Staff: every unit scanned, the order is packed. Its fulfillment is created only now, from the stock
 * location it was picked at (Medusa marks a new fulfillment packed at once: medusajs/medusa#9292), and
 * its crate is free for the next order.
 */
export const packOrderWorkflow = createWorkflow("packing-complete", (input: { order_id: string; actor_id: string | null }) => {
  const ready = readyToPackStep(input)
  const fulfillment = createOrderFulfillmentWorkflow.runAsStep({
    input: transform({ ready, input }, ({ ready, input }) => ({
      order_id: input.order_id,
      items: ready.items,
      location_id: ready.location_id,
      created_by: input.actor_id ?? undefined,
    })),
  })
  markPackedStep(transform({ fulfillment, input }, ({ fulfillment, input }) => ({ order_id: input.order_id, fulfillment_id: fulfillment.id })))
  releaseOrderCrateStep(input)
  return new WorkflowResponse(fulfillment)
})

/** Shipping boxes the packing station chooses from. */
export const createBoxWorkflow = createWorkflow("box-create", (input: AdminCreateBox) => {
  return new WorkflowResponse(createBoxStep(input))
})

export const updateBoxWorkflow = createWorkflow("box-update", (input: AdminUpdateBox & { id: string }) => {
  return new WorkflowResponse(updateBoxStep(input))
})

export const deleteBoxWorkflow = createWorkflow("box-delete", (input: { id: string }) => {
  return new WorkflowResponse(deleteBoxStep(input))
})

/** Store staff: the packed order is ready at the counter, and the shopper is e-mailed its pickup code. */
export const markPickupReadyWorkflow = createWorkflow("store-pickup-ready", (input: { order_id: string; actor_id: string | null }) => {
  return new WorkflowResponse(markPickupReadyStep(input))
})

/**
 * Store staff: the shopper showed the code and takes the order, its devices scanned once more from their
 * boxes: Medusa's shipment of its fulfillment
 * (no e-mail: the shopper is at the counter) and its delivery, then who handed it out.
 */
export const handOutPickupWorkflow = createWorkflow(
  "store-pickup-hand-out",
  (input: { order_id: string; code: string; units: string[]; actor_id: string | null }) => {
    const shipment = checkPickupCodeStep(input)
    createOrderShipmentWorkflow.runAsStep({
      input: transform({ shipment, input }, ({ shipment, input }) => ({
        order_id: input.order_id,
        fulfillment_id: shipment.fulfillment_id,
        items: shipment.items,
        created_by: input.actor_id ?? undefined,
        no_notification: true,
      })),
    })
    markOrderFulfillmentAsDeliveredWorkflow.runAsStep({
      input: transform({ shipment, input }, ({ shipment, input }) => ({ orderId: input.order_id, fulfillmentId: shipment.fulfillment_id })),
    })
    return new WorkflowResponse(recordHandOutStep(input))
  },
)

/** The stock ledger: a placed order's units sold (once per order). */
export const recordOrderSalesWorkflow = createWorkflow("stock-movements-order-placed", (input: { order_id: string }) => {
  return new WorkflowResponse(recordStockMovementsStep(orderSalesStep(input)))
})

/** The stock ledger: a cancelled order's sales are taken out. */
export const removeOrderSalesWorkflow = createWorkflow("stock-movements-order-canceled", (input: { order_id: string }) => {
  return new WorkflowResponse(removeOrderSalesStep(input))
})

/** The stock ledger: units received (stock added in the admin). */
export const recordReceivedStockWorkflow = createWorkflow("stock-movements-received", (input: { movements: StockMovementInput[] }) => {
  return new WorkflowResponse(recordStockMovementsStep(input.movements))
})
