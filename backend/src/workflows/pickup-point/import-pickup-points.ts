import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PICKUP_POINT_MODULE, type PickupPointModuleService } from "../../modules/pickup-point"
import type { CarrierSync } from "../../modules/pickup-point/service"
import { CARRIERS_BY_COUNTRY, parseBranchFeed, type Carrier } from "../../lib/pickup-point/feed"
import { loadFeed } from "../../lib/pickup-point/feed-source"
import { shopVariant } from "../../lib/shop/variant"

export type ImportPickupPointsInput = { carriers?: Carrier[] }

/**
 * Each carrier's feed read and its points synced in a transaction of their own. Nothing to compensate:
 * a feed's state is the truth, and the next import (nightly) brings a carrier whose sync failed in line.
 */
const syncPickupPointFeedsStep = createStep("pickup-point-sync-feeds", async ({ carriers }: ImportPickupPointsInput, { container }) => {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const service = container.resolve<PickupPointModuleService>(PICKUP_POINT_MODULE)
  const country = shopVariant().countryCode
  const results: CarrierSync[] = []
  for (const carrier of carriers ?? CARRIERS_BY_COUNTRY[country] ?? []) {
    // Only the shop country's points (Packeta's feed lists its every country).
    const feed = parseBranchFeed(await loadFeed(carrier, country), carrier).filter((r) => !r.country || r.country === country)
    const result = await service.syncCarrierPoints(carrier, country, feed)
    logger.info(`Pickup points ${carrier}: ${result.created} new, ${result.updated} updated, ${result.gone} gone.`)
    results.push(result)
  }
  return new StepResponse(results)
})

/** Imports the shop country's carriers' pickup points (nightly job, `medusa exec`, the first start). */
export const importPickupPointsWorkflow = createWorkflow("pickup-point-import", (input: ImportPickupPointsInput) => {
  return new WorkflowResponse(syncPickupPointFeedsStep(input))
})
