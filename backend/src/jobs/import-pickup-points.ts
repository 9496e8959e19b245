import type { MedusaContainer } from "@medusajs/framework/types"
import { importPickupPoints } from "../lib/pickup-point/import"

/** Nightly import of the carriers' branch feeds (PICKUP_POINT_FEED_<CARRIER>, else the bundled samples). */
export default async function importPickupPointsJob(container: MedusaContainer) {
  await importPickupPoints(container)
}

export const config = { name: "import-pickup-points", schedule: "30 3 * * *" }
