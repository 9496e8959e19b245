import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { withBuyoutErrors } from "../../../../lib/buyout/errors"
import { parseOr400, queryOf } from "../../../../lib/buyout/http"
import { offeredBuyoutType } from "../../../../lib/buyout/offered-types"

const Query = z.object({ type: z.string().min(1).max(200), manufacturer: z.string().min(1).max(200) })

/** GET /store/buyout/models?type=&manufacturer= → [{ value, label }]. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  await withBuyoutErrors(res, async () => {
    const { type, manufacturer } = parseOr400(Query, queryOf(req.query, ["type", "manufacturer"]))
    const offered = await offeredBuyoutType(req.scope, type)
    res.json(offered ? await req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE).listSelectorModels(offered, manufacturer) : [])
  })
}
