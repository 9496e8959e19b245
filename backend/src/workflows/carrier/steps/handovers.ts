import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CARRIER_NAMES } from "../../../lib/carrier/parcel-route"
import { warehouseFieldError, warehouseRefusal } from "../../../lib/warehouse/messages"
import { CARRIER_MODULE, type CarrierModuleService } from "../../../modules/carrier"
import { shipParcelWorkflow } from "../ship-parcel"

type Container = { resolve: <T>(key: string) => T }
const service = (container: Container) => container.resolve<CarrierModuleService>(CARRIER_MODULE)

/** A label's number as scanners give it: spaces (Packeta prints "Z 123 4567 890") and case are noise. */
const normalizeParcelCode = (code: string) => code.replace(/\s+/g, "").toUpperCase()

async function openHandover(container: Container, id: string) {
  const [handover] = await service(container).listHandovers({ id }, { take: 1 })
  if (!handover) throw warehouseRefusal(404, "handover_not_found")
  if (handover.state !== "open") throw warehouseRefusal(409, "handover_closed")
  return handover
}

/**
 * A scanned parcel joins its carrier's open batch at its stock location (opened by its first parcel).
 * Refused at `code`: a number no parcel has, a parcel of a cancelled order (the specification's "Cannot
 * hand over to carrier (order maybe cancelled)"), one handed over already or in a batch already.
 * Compensation takes it out again, and removes the batch it opened.
 */
export const scanIntoHandoverStep = createStep(
  "handover-scan",
  async ({ code }: { code: string }, { container }) => {
    const carriers = service(container)
    const number = normalizeParcelCode(code)
    const [parcel] = await carriers.listParcels({ $or: [{ tracking_number: number }, { carrier_parcel_id: number }] }, { take: 1 })
    if (!parcel) throw warehouseFieldError("code", "parcel_unknown_code")
    const {
      data: [order],
    } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["status"], filters: { id: parcel.order_id } })
    if (parcel.state === "cancelled" || !order || (order as { status: string }).status === "canceled") throw warehouseFieldError("code", "handover_cancelled")
    if (parcel.state !== "registered") throw warehouseFieldError("code", "parcel_handed_over")
    if (parcel.handover_id) throw warehouseFieldError("code", "parcel_in_handover", { carrier: CARRIER_NAMES[parcel.carrier] })

    const where = { carrier: parcel.carrier, stock_location_id: parcel.stock_location_id, state: "open" as const }
    let [handover] = await carriers.listHandovers(where, { take: 1 })
    const opened = !handover
    if (!handover) {
      // Two first scans at once: the unique index of open batches lets one in, the other joins it.
      handover = await carriers.createHandovers(where).catch(async (error: Error) => {
        const [other] = await carriers.listHandovers(where, { take: 1 })
        if (!other) throw error
        return other
      })
    }
    await carriers.updateParcels({ id: parcel.id, handover_id: handover.id, handover_added_at: new Date() })
    return new StepResponse(handover.id, { parcel_id: parcel.id, opened: opened ? handover.id : null })
  },
  async (undo, { container }) => {
    if (!undo) return
    await service(container).updateParcels({ id: undo.parcel_id, handover_id: null, handover_added_at: null })
    if (undo.opened) await service(container).deleteHandovers(undo.opened)
  },
)

/** A parcel taken out of an open batch (it stays at the warehouse); compensation puts it back. */
export const removeFromHandoverStep = createStep(
  "handover-remove-parcel",
  async ({ id, parcel_id }: { id: string; parcel_id: string }, { container }) => {
    await openHandover(container, id)
    const [parcel] = await service(container).listParcels({ id: parcel_id, handover_id: id }, { take: 1 })
    if (!parcel) throw warehouseRefusal(404, "handover_parcel_not_in")
    await service(container).updateParcels({ id: parcel_id, handover_id: null, handover_added_at: null })
    return new StepResponse(undefined, { parcel_id, handover_id: id, added_at: parcel.handover_added_at })
  },
  async (undo, { container }) => {
    if (undo) await service(container).updateParcels({ id: undo.parcel_id, handover_id: undo.handover_id, handover_added_at: undo.added_at })
  },
)

/** The open batch's parcels not shipped yet, with what their shipment needs; 409 for a closed or empty batch. */
export const parcelsToShipStep = createStep("handover-parcels-to-ship", async ({ id }: { id: string }, { container }) => {
  await openHandover(container, id)
  const parcels = await service(container).listParcels({ handover_id: id })
  if (!parcels.length) throw warehouseRefusal(409, "handover_empty")
  // A parcel of an order cancelled after its scan must come off the driver's pile: asked of the order itself,
  // as the withdrawal at the carrier (subscribers/order-canceled-parcels.ts) may not have run yet.
  const { data: orders } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ["id", "status"], filters: { id: [...new Set(parcels.map((p) => p.order_id))] } })
  const cancelledOrders = new Set((orders as { id: string; status: string }[]).filter((o) => o.status === "canceled").map((o) => o.id))
  const cancelled = parcels.filter((p) => p.state === "cancelled" || cancelledOrders.has(p.order_id)).map((p) => p.tracking_number)
  if (cancelled.length) throw warehouseRefusal(409, "handover_failed", { parcels: cancelled.join(", ") })
  return new StepResponse(parcels.filter((p) => p.state === "registered").map((p) => p.id))
})

/** The batch is closed: handed over, by whom and when. Compensation opens it again. */
export const closeHandoverStep = createStep(
  "handover-close",
  async ({ id, actor_id }: { id: string; actor_id: string | null }, { container }) => {
    await service(container).updateHandovers({ id, state: "closed", closed_at: new Date(), closed_by: actor_id })
    return new StepResponse(undefined, id)
  },
  async (id, { container }) => {
    if (id) await service(container).updateHandovers({ id, state: "open", closed_at: null, closed_by: null })
  },
)

/**
 * Each parcel of the batch not shipped yet is shipped (shipParcelWorkflow: Medusa's shipment with its
 * tracking number, which e-mails the shopper). A parcel whose order was cancelled meanwhile cannot be:
 * the batch is refused with the specification's words and those parcels' numbers (staff take them out);
 * the others stay shipped, so closing again goes on where it stopped.
 */
export const shipParcelsStep = createStep(
  "handover-ship-parcels",
  async ({ parcel_ids, actor_id }: { parcel_ids: string[]; actor_id: string | null }, { container }) => {
    const failed: string[] = []
    for (const parcel_id of parcel_ids) {
      const { errors } = await shipParcelWorkflow(container as Parameters<typeof shipParcelWorkflow>[0]).run({
        input: { parcel_id, actor_id },
        throwOnError: false,
      })
      if (errors.length) {
        const [parcel] = await service(container).listParcels({ id: parcel_id }, { take: 1 })
        failed.push(parcel?.tracking_number ?? parcel_id)
      }
    }
    if (failed.length) throw warehouseRefusal(409, "handover_failed", { parcels: failed.join(", ") })
    return new StepResponse(parcel_ids.length)
  },
)
