import type { ExecArgs } from "@medusajs/framework/types"
import { importPickupPoints } from "../lib/pickup-point/import"

/** `npx medusa exec ./src/scripts/import-pickup-points.ts`: imports the carriers' feeds now. */
export default async function importPickupPointsScript({ container }: ExecArgs) {
  await importPickupPoints(container)
}
