import type { MedusaContainer } from "@medusajs/framework/types"
import { importPickupPointsWorkflow } from "../workflows/pickup-point/import-pickup-points"

/** Nightly import of the carriers' branch feeds (PICKUP_POINT_FEED_<CARRIER>, else the bundled samples). */
export default async function importPickupPointsJob(container: MedusaContainer) {
  await importPickupPointsWorkflow(container).run({ input: {} })
}

export const config = { name: "import-pickup-points", schedule: "30 3 * * *" }
