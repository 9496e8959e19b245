import type { MedusaContainer } from "@medusajs/framework/types"
import { trackParcelsWorkflow } from "../workflows/carrier"

/** Every half hour the carriers are asked about the parcels they hold (delivered, returned). */
export default async function trackParcelsJob(container: MedusaContainer) {
  await trackParcelsWorkflow(container).run()
}

export const config = { name: "track-parcels", schedule: "*/30 * * * *" }
