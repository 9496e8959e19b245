import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { SelectorUrlResponse } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { offeredBuyoutType } from "../../../../modules/buyout/queries"
import { selectorPath } from "../../../../lib/buyout/paths"
import type { StoreSelectorUrlQuery } from "../validators"

/**
 * GET /store/buyout/selector-url?type=&manufacturer=&model=&color= → { url }:
 * the storefront path of the selection, e.g. `/vykup/telefony/apple/iphone-13/black`
 * (`/vanzare/…` in ro), cut after the last level that exists.
 */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreSelectorUrlQuery>>, res: MedusaResponse<SelectorUrlResponse>) {
  const params = req.validatedQuery
  // A type not offered (its category switched off) cuts the path like an unknown one.
  const type = await offeredBuyoutType(req.scope, params.type)
  const s = await req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE).resolveSelection({ ...params, type })
  res.json({
    url: selectorPath([s.product_type?.value, s.product_manufacturer?.value, s.product_model?.value, s.product_color?.slug]),
  })
}
