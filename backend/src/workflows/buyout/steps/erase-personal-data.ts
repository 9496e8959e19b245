import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"

/** ISO moments: a sale that ended before its cutoff, a quote that expired before its, are past their retention. */
export type RetentionCutoffs = { soldBefore: string; unsoldBefore: string; quotesExpiredBefore: string }

/** Sales erased per transaction: a first run on years of sales neither holds long locks nor one huge transaction. */
const BATCH = 200

/**
 * Erases the personal data of every sale past its retention, batch by batch,
 * and deletes the long-expired quotes. No compensation: erased data cannot
 * come back, which is the point.
 */
export const erasePersonalDataStep = createStep("buyout-erase-personal-data", async (cutoffs: RetentionCutoffs, { container }) => {
  const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const erased: string[] = []
  for (;;) {
    const batch = await service.eraseExpiredPersonalData({ soldBefore: cutoffs.soldBefore, unsoldBefore: cutoffs.unsoldBefore, limit: BATCH })
    erased.push(...batch)
    if (batch.length < BATCH) break
  }
  const quotes_deleted = await service.deleteQuotesExpiredBefore(cutoffs.quotesExpiredBefore)
  return new StepResponse({ erased, quotes_deleted })
})
