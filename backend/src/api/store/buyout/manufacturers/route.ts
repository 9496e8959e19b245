import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { Choice } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { offeredBuyoutType } from "../../../../modules/buyout/queries"
import type { StoreManufacturersQuery } from "../validators"

/** GET /store/buyout/manufacturers?type= → [{ value, label }] with models of that type. */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreManufacturersQuery>>, res: MedusaResponse<Choice[]>) {
  const { type } = req.validatedQuery
  const offered = await offeredBuyoutType(req.scope, type)
  res.json(offered ? await req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE).listSelectorManufacturers(offered) : [])
}
