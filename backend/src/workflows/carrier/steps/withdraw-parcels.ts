import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CARRIER_MODULE, type CarrierModuleService } from "../../../modules/carrier"

/**
 * A cancelled order's parcels not handed over yet are withdrawn at their carrier and marked cancelled.
 * One still in an open hand-over stays listed there, so that closing it names the parcel to take off the
 * driver's pile. A carrier that refuses is logged (staff withdraw it in the carrier's application); there
 * is nothing to undo: the order stays cancelled.
 */
export const withdrawParcelsStep = createStep("parcels-withdraw", async ({ order_id }: { order_id: string }, { container }) => {
  const carriers = container.resolve<CarrierModuleService>(CARRIER_MODULE)
  const parcels = await carriers.listParcels({ order_id, state: "registered" })
  for (const parcel of parcels) {
    await carriers
      .provider(parcel.carrier)
      ?.cancel(parcel.carrier_parcel_id)
      .catch((error: Error) =>
        container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Parcel ${parcel.id} (${parcel.carrier}) could not be withdrawn: ${error.message}`),
      )
    await carriers.updateParcels({ id: parcel.id, state: "cancelled" })
  }
  return new StepResponse(parcels.length)
})
