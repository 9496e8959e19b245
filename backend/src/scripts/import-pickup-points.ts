import type { ExecArgs } from "@medusajs/framework/types"
import { importPickupPointsWorkflow } from "../workflows/pickup-point/import-pickup-points"

/** `npx medusa exec ./src/scripts/import-pickup-points.ts`: imports the carriers' feeds now. */
export default async function importPickupPointsScript({ container }: ExecArgs) {
  await importPickupPointsWorkflow(container).run({ input: {} })
}
