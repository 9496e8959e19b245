import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ParcelCarrier, ParcelService } from "@electroshop/contracts/warehouse"
import { CARRIER_NAMES } from "../../../lib/carrier/parcel-route"
import { warehouseFieldError, warehouseRefusal } from "../../../lib/warehouse/messages"
import { CARRIER_MODULE, type CarrierModuleService } from "../../../modules/carrier"
import { parcelPlan } from "../../../modules/carrier/parcel-queries"
import type { RegisteredParcel } from "../../../modules/carrier/providers/types"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../../modules/warehouse"

type Container = { resolve: <T>(key: string) => T }
const service = (container: Container) => container.resolve<CarrierModuleService>(CARRIER_MODULE)

type RegisterInput = { order_id: string; weight_g?: number; box_id?: string; actor_id: string | null }
type NewParcel = RegisteredParcel & {
  carrier: ParcelCarrier
  service: ParcelService
  order_id: string
  fulfillment_id: string
  stock_location_id: string | null
  weight_g: number
  length_cm: number | null
  width_cm: number | null
  height_cm: number | null
  cod_amount: number | null
  currency_code: string
  created_by: string | null
}

/** The box chosen at the packing station; 400 at `box_id` when there is none of that id. */
async function chosenBox(container: Container, boxId: string | undefined) {
  if (!boxId) return null
  const [box] = await container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE).listBoxes({ id: boxId }, { take: 1 })
  if (!box) throw warehouseFieldError("box_id", "box_not_found")
  return box
}

/**
 * The packed order's parcel is registered with its carrier: the size of the box chosen, weighing what
 * staff typed, else its items' weights and the box's. Refused (409) before packing, for store pickup, a second time and for a carrier the shop does
 * not speak to yet; a carrier's refusal is 502 with its reason. Compensation withdraws the parcel at the
 * carrier (the order could not record it).
 */
export const registerWithCarrierStep = createStep(
  "parcel-register-with-carrier",
  async ({ order_id, weight_g, box_id, actor_id }: RegisterInput, { container }) => {
    const plan = await parcelPlan(container, order_id)
    if (!plan) {
      const [picking] = await container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE).listPickings({ order_id }, { take: 1 })
      throw warehouseRefusal(409, picking?.packed_at ? "parcel_exists" : "parcel_not_packed")
    }
    if (!plan.route) throw warehouseRefusal(409, "parcel_no_carrier")
    const { carrier } = plan.route
    const provider = service(container).provider(carrier)
    if (!provider?.configured) throw warehouseRefusal(409, "carrier_not_connected", { carrier: CARRIER_NAMES[carrier] })
    const box = await chosenBox(container, box_id)
    const weight = weight_g ?? (plan.weight_g === null ? null : plan.weight_g + (box?.weight_g ?? 0))
    if (!weight) throw warehouseFieldError("weight_g", "parcel_weight_required")
    const size = box ? { length_cm: box.length_cm, width_cm: box.width_cm, height_cm: box.height_cm } : null
    const registered = await provider.register({ ...plan.request, weight_g: weight, size }).catch((error: Error) => {
      throw warehouseRefusal(502, "carrier_refused", { carrier: CARRIER_NAMES[carrier], reason: error.message })
    })
    const parcel: NewParcel = {
      ...registered,
      carrier,
      service: plan.route.service,
      order_id,
      fulfillment_id: plan.fulfillment_id,
      stock_location_id: plan.stock_location_id,
      weight_g: weight,
      length_cm: size?.length_cm ?? null,
      width_cm: size?.width_cm ?? null,
      height_cm: size?.height_cm ?? null,
      cod_amount: plan.request.cod,
      currency_code: plan.request.currency_code,
      created_by: actor_id,
    }
    return new StepResponse(parcel, { carrier, carrier_parcel_id: registered.carrier_parcel_id })
  },
  async (registered, { container }) => {
    if (registered) await service(container).provider(registered.carrier)?.cancel(registered.carrier_parcel_id)
  },
)

/** The parcel is recorded on the order (one per fulfillment: a second registration at the same moment fails here and is withdrawn). */
export const createParcelStep = createStep(
  "parcel-create",
  async (input: NewParcel, { container }) => {
    const parcel = await service(container).createParcels(input)
    return new StepResponse(parcel, parcel.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteParcels(id)
  },
)
