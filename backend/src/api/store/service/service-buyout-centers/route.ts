import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ServiceCenterView } from "@electroshop/contracts/service"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"

/**
 * GET /store/service/service-buyout-centers — the spec's
 * `/api/new/stores/stores/service-center/service-buyout-centers/`: every
 * active branch, marked as a buy-out centre, a service centre or both.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<ServiceCenterView[]>) {
  const centers: any[] = await req.scope
    .resolve<BuyoutModuleService>(BUYOUT_MODULE)
    .listBuyoutCenters({ is_active: true }, { order: { position: "ASC", name: "ASC" } })
  res.json(
    centers
      .filter((c) => c.offers_buyout || c.offers_service)
      .map((c) => ({
        id: c.id,
        name: c.name,
        street: c.street,
        city: c.city,
        postcode: c.postcode,
        phone: c.phone,
        email: c.email,
        opening_hours: c.opening_hours,
        is_buyout_center: c.offers_buyout,
        is_service_center: c.offers_service,
      })),
  )
}
