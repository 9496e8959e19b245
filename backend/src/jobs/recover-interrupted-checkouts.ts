import type { MedusaContainer } from "@medusajs/framework/types"
import { recoverInterruptedCheckouts } from "../lib/checkout/recovery"

/** Backends started without the launcher (e.g. the Docker image) and Redis locks left by a crash: see recoverInterruptedCheckouts. */
export default async function recoverInterruptedCheckoutsJob(container: MedusaContainer) {
  await recoverInterruptedCheckouts(container)
}

export const config = { name: "recover-interrupted-checkouts", schedule: "* * * * *" }
