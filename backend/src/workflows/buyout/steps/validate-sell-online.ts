import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { loadAppraisal, parseAppraisalPayload, type AppraisalPayload, type LoadedAppraisal } from "../../../lib/buyout/appraisal"
import { validateSellOnline, type SellOnlineData } from "../../../lib/buyout/validation"
import { shopVariant } from "../../../lib/shop/variant"
import { openSaleBody, sealSaleData } from "../../../lib/buyout/sealed-pii"

/**
 * `data` has the sensitive customer fields sealed (see lib/buyout/sealed-pii);
 * `loaded` is the device and appraisal the recompute step goes on with.
 */
export type ValidatedSale = { payload: AppraisalPayload; data: SellOnlineData; loaded: LoadedAppraisal }

/**
 * Step 1 of selling online: the payload's shape, the device, the appraisal
 * version (an outdated one is refused before the shopper fixes any field),
 * then every form field with the domain validators. Read-only. The body comes
 * with the sensitive fields sealed by the route.
 */
export const validateSellOnlineStep = createStep("buyout-validate-sell-online", async (input: { body: Record<string, unknown> }, { container }) => {
  const payload = parseAppraisalPayload(input.body)
  const loaded = await loadAppraisal(container, payload)
  const { type_device } = await container
    .resolve<BuyoutModuleService>(BUYOUT_MODULE)
    .retrieveBuyoutDeviceType(loaded.device.product_type.id, { select: ["type_device"] })
  const data = validateSellOnline(openSaleBody(input.body), { variant: shopVariant(), deviceCode: type_device ?? null })
  return new StepResponse<ValidatedSale>({ payload, data: sealSaleData(data), loaded })
})
