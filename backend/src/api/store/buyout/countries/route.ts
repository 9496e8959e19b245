import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Choice } from "@electroshop/contracts/buyout"
import { countryOptions } from "../../../../lib/buyout/countries"

/** GET /store/buyout/countries → [{ value, label }], the shop's country first. */
export async function GET(_req: MedusaRequest, res: MedusaResponse<Choice[]>) {
  res.json(countryOptions())
}
