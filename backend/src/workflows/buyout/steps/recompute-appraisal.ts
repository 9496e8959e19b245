import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertSellable, evaluateAnswers, evaluateAppraisal, type AppraisalPayload, type LoadedAppraisal } from "../../../lib/buyout/appraisal"
import type { Grade } from "@electroshop/contracts/buyout"
import type { AppraisalSnapshot, DeviceSnapshot } from "../../../lib/buyout/serialize"

export type RecomputedAppraisal = {
  device_model_id: string
  color_id: string
  device: DeviceSnapshot
  appraisal: AppraisalSnapshot
  device_condition_choices: number[]
  quality: Grade
  price: number
  version: string
}

/**
 * The server is the authority on the offer: grade and price are computed
 * again from the submitted answers with the current data (never taken from
 * the client). Refuses outdated versions, incomplete answers and devices
 * that `canBuyout` rejects. Read-only. With `loaded` (the sale's validation
 * step already looked the device up and checked the version) only the
 * answers are evaluated.
 */
export const recomputeAppraisalStep = createStep(
  "buyout-recompute-appraisal",
  async (input: { payload: AppraisalPayload; loaded?: LoadedAppraisal }, { container }) => {
    const evaluated = input.loaded ? evaluateAnswers(input.loaded, input.payload) : await evaluateAppraisal(container, input.payload)
    const result = assertSellable(evaluated)
    const { device, appraisal } = evaluated
    const resultRow = appraisal.appraisal_result.find((r) => r.id === result.result_id)!
    return new StepResponse<RecomputedAppraisal>({
      device_model_id: device.product_model.id,
      color_id: device.product_color.id,
      device: {
        product_type: { value: device.product_type.value, label: device.product_type.label },
        product_manufacturer: { value: device.product_manufacturer.value, label: device.product_manufacturer.label },
        product_model: { value: device.product_model.value, label: device.product_model.label },
        product_color: {
          value: device.product_color.value,
          label: device.product_color.label,
          image_alt: device.product_color.image_alt,
          slug: device.product_color.slug,
        },
      },
      appraisal: {
        appraisal_result: appraisal.appraisal_result,
        device_conditions: appraisal.device_conditions.map(({ position: _p, ...c }) => c),
        version: appraisal.version,
        minimal_buyout_price: appraisal.minimal_buyout_price,
        result: { id: resultRow.id, quality: result.quality, price: result.price, url: result.url },
        answers: evaluated.answers.map(({ condition, choice }) => ({
          condition_id: condition.id,
          condition_name: condition.name,
          value: choice.value,
          label: choice.label,
          price_correction: choice.price_correction,
        })),
      },
      device_condition_choices: evaluated.answers.map((a) => a.choice.value),
      quality: result.quality,
      price: result.price,
      version: appraisal.version,
    })
  },
)
