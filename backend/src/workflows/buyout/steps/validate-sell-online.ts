import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { parseAppraisalPayload, type AppraisalPayload } from "../../../lib/buyout/appraisal"
import { BuyoutHttpError } from "../../../lib/buyout/errors"
import { t } from "../../../lib/buyout/messages"
import { validateSellOnline, type SellOnlineData } from "../../../lib/buyout/validation"
import { shopVariant } from "../../../lib/buyout/variant"
import { deviceUrl } from "../../../lib/buyout/appraisal"
import { retrieveOfferedDevice } from "../../../lib/buyout/offered-types"
import { openSaleBody, sealSaleData } from "../../../lib/buyout/sealed-pii"

/** `data` has the sensitive customer fields sealed (see lib/buyout/sealed-pii). */
export type ValidatedSale = { payload: AppraisalPayload; data: SellOnlineData }

/**
 * Step 1 of selling online: the payload's shape, the device, the appraisal
 * version (an outdated one is refused before the shopper fixes any field),
 * then every form field with the domain validators. Read-only. The body comes
 * with the sensitive fields sealed by the route.
 */
export const validateSellOnlineStep = createStep(
  "buyout-validate-sell-online",
  async (input: { body: Record<string, unknown> }, { container }) => {
    const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    const payload = parseAppraisalPayload(input.body)
    const device = await retrieveOfferedDevice(container, payload.device_identifier)
    if (!device) {
      throw new BuyoutHttpError(400, {
        message: t("unknown_device"),
        code: "unknown_device",
        errors: { device_identifier: [t("unknown_device")] },
      })
    }
    const appraisal = await service.retrieveAppraisal(device.product_model.id)
    if (String(appraisal.version) !== payload.appraisal_version) {
      throw new BuyoutHttpError(400, {
        message: t("stale_version"),
        code: "appraisal_version_changed",
        url: deviceUrl(device),
        version: appraisal.version,
      })
    }
    const variant = shopVariant()
    const logger = container.resolve("logger")
    const data = validateSellOnline(openSaleBody(input.body, logger), { variant, isPhone: device.product_type.value === variant.phonesSlug })
    return new StepResponse<ValidatedSale>({ payload, data: sealSaleData(data, logger) })
  },
)
