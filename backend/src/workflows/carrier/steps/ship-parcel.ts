import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { shopLocale } from "../../../lib/shop/variant"
import { warehouseRefusal } from "../../../lib/warehouse/messages"
import { CARRIER_MODULE, type CarrierModuleService } from "../../../modules/carrier"
import { fulfillmentItems } from "../../../modules/shared/query-rows"

type Container = { resolve: <T>(key: string) => T }
const service = (container: Container) => container.resolve<CarrierModuleService>(CARRIER_MODULE)

/** What Medusa's shipment of the parcel's fulfillment takes: its items and the label's tracking number and page. */
export const parcelShipmentStep = createStep("parcel-shipment", async ({ parcel_id }: { parcel_id: string }, { container }) => {
  const [parcel] = await service(container).listParcels({ id: parcel_id }, { take: 1 })
  if (!parcel) throw warehouseRefusal(404, "parcel_not_found")
  const items = await fulfillmentItems(container, parcel.fulfillment_id)
  const provider = service(container).provider(parcel.carrier)
  return new StepResponse({ parcel, items, tracking_url: provider?.trackingUrl(parcel, shopLocale()) ?? "" })
})

/** The parcel is with its carrier now. Compensation says it is not. */
export const markHandedOverStep = createStep(
  "parcel-mark-handed-over",
  async ({ parcel_id }: { parcel_id: string }, { container }) => {
    await service(container).updateParcels({ id: parcel_id, state: "handed_over" })
    return new StepResponse(undefined, parcel_id)
  },
  async (id, { container }) => {
    if (id) await service(container).updateParcels({ id, state: "registered" })
  },
)
