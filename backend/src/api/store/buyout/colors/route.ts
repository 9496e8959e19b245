import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { ColorChoice } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { offeredBuyoutType } from "../../../../modules/buyout/queries"
import type { StoreColorsQuery } from "../validators"

/**
 * GET /store/buyout/colors?model= → [{ value, label, image_alt, slug, hex }].
 * `value` identifies the device in the appraisal calls (`device_identifier`);
 * `slug` is the colour's segment of the storefront path.
 */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreColorsQuery>>, res: MedusaResponse<ColorChoice[]>) {
  const { model } = req.validatedQuery
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  // A model of a type that is not offered (its category switched off) has no colours to pick, like an unknown one.
  const [found] = await service.listBuyoutDeviceModels({ value: model }, { relations: ["device_type"] })
  const offered = found && (await offeredBuyoutType(req.scope, found.device_type?.value))
  res.json(offered ? await service.listSelectorColors(model) : [])
}
