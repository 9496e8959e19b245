import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { withBuyoutErrors } from "../../../../lib/buyout/errors"
import { parseOr400, queryOf } from "../../../../lib/buyout/http"
import { offeredBuyoutType } from "../../../../lib/buyout/offered-types"

const Query = z.object({ model: z.string().min(1).max(200) })

/**
 * GET /store/buyout/colors?model= → [{ value, label, image_alt, slug, hex }].
 * `value` identifies the device in the appraisal calls (`device_identifier`);
 * `slug` is the colour's segment of the storefront path.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  await withBuyoutErrors(res, async () => {
    const { model } = parseOr400(Query, queryOf(req.query, ["model"]))
    const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    // A model of a type that is not offered (its category switched off) has no colours to pick, like an unknown one.
    const [found] = await service.listBuyoutDeviceModels({ value: model }, { relations: ["device_type"] })
    const offered = found && (await offeredBuyoutType(req.scope, (found as any).device_type?.value))
    res.json(offered ? await service.listSelectorColors(model) : [])
  })
}
