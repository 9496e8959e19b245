import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { BuyoutCenter } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { countryLabel } from "../../../lib/buyout/countries"

/** GET /store/buyout-centers → [{ id, name, street, city, postcode, country, country_label, phone, email, opening_hours }]. */
export async function GET(req: MedusaRequest, res: MedusaResponse<BuyoutCenter[]>) {
  const centers = await req.scope
    .resolve<BuyoutModuleService>(BUYOUT_MODULE)
    .listBuyoutCenters({ is_active: true, offers_buyout: true }, { order: { position: "ASC", name: "ASC" } })
  res.json(
    centers.map((c) => ({
      id: c.id,
      name: c.name,
      street: c.street,
      city: c.city,
      postcode: c.postcode,
      country: c.country,
      country_label: countryLabel(c.country),
      phone: c.phone,
      email: c.email,
      // model.json() is typed as an object; the centre's hours are a list of { days, hours }.
      opening_hours: c.opening_hours as unknown as BuyoutCenter["opening_hours"],
    })),
  )
}
