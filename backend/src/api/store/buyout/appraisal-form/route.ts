import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AppraisalFormResponse } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { deviceUrl } from "../../../../lib/buyout/appraisal"
import { ShopError } from "../../../../lib/http/errors"
import { retrieveOfferedDevice } from "../../../../modules/buyout/queries"
import { t } from "../../../../lib/shop/messages"
import { buyoutPaths } from "../../../../lib/buyout/paths"
import type { StoreAppraisalFormQuery } from "../validators"

/**
 * GET /store/buyout/appraisal-form?color=<colour value> →
 * { url, appraisal: { appraisal_result (A+ … D), device_conditions, version, minimal_buyout_price } }.
 * An unknown colour answers 400 `{ message, code: "unknown_device", url }`.
 */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreAppraisalFormQuery>>, res: MedusaResponse<AppraisalFormResponse>) {
  const { color } = req.validatedQuery
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const device = await retrieveOfferedDevice(req.scope, color)
  if (!device) {
    throw new ShopError(400, { message: t("unknown_device"), code: "unknown_device", url: buyoutPaths().prefix })
  }
  res.json({ url: deviceUrl(device), appraisal: await service.retrieveAppraisal(device.product_model.id) })
}
