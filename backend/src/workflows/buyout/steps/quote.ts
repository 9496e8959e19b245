import { randomBytes } from "node:crypto"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { shopVariant } from "../../../lib/shop/variant"
import type { RecomputedAppraisal } from "./recompute-appraisal"

export const quoteValidDays = () => {
  const days = Number(process.env.BUYOUT_QUOTE_VALID_DAYS)
  return Number.isInteger(days) && days > 0 ? days : 14
}

/** 16 characters of [A-Za-z0-9]: unguessable, and short enough for a link. */
export function newQuoteCode(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
  const bytes = randomBytes(32)
  let code = ""
  for (const byte of bytes) {
    if (byte >= 248) continue // 248 = 4 × 62: drop the remainder for an unbiased pick
    code += alphabet[byte % 62]
    if (code.length === 16) break
  }
  return code.length === 16 ? code : newQuoteCode()
}

/** Stores the quote under a new code; compensation deletes it. */
export const createQuoteStep = createStep(
  "buyout-create-quote",
  async (input: { email: string; appraisal: RecomputedAppraisal; note?: string | null }, { container }) => {
    const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    const expires = new Date(Date.now() + quoteValidDays() * 24 * 3600 * 1000)
    const quote = await service.createBuyoutQuotes({
      code: newQuoteCode(),
      email: input.email,
      device_model_id: input.appraisal.device_model_id,
      color_id: input.appraisal.color_id,
      color_value: input.appraisal.device.product_color.value,
      device_condition_choices: input.appraisal.device_condition_choices as any,
      note: input.note ?? null,
      quality: input.appraisal.quality,
      price: input.appraisal.price,
      currency_code: shopVariant().currencyCode,
      appraisal_version: input.appraisal.version,
      expires_at: expires,
    })
    // The offer as the appraise route answers it, so the page that sent the quote shows it without appraising again.
    const offer = {
      quality: input.appraisal.quality,
      price: input.appraisal.price,
      url: input.appraisal.appraisal.result.url,
      can_buyout: true,
      complete: true,
    }
    return new StepResponse({ id: quote.id, code: quote.code, expires_at: expires.toISOString(), currency: quote.currency_code, appraisal: offer }, quote.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<BuyoutModuleService>(BUYOUT_MODULE).deleteBuyoutQuotes(id)
  },
)
