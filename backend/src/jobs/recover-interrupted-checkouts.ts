import type { MedusaContainer } from "@medusajs/framework/types"
import { FULL_LOOKBACK_MS, numberFinishedOrders, recoverInterruptedCheckouts } from "../lib/checkout/recovery"
import { leaseSeconds } from "../modules/locking-lease/service"

// What a dead server left half-made holds its stock from every other shopper: it is looked for every 15 s.
const EVERY_MS = 15_000
// A crash is found within seconds by a running process; only its first sweep looks as far back as a
// backend started without the launcher's sweep needs (the Docker image), later ones the last minutes.
const RECENT_MS = 10 * 60_000
// Younger orders are mostly checkouts still running on a living server: the sweep would only wait for their lock.
const MIN_AGE_MS = leaseSeconds() * 1000
let swept = false

/** Half-made orders of crashed checkouts, and finished ones left without a number: see lib/checkout/recovery.ts. */
export default async function recoverInterruptedCheckoutsJob(container: MedusaContainer) {
  await recoverInterruptedCheckouts(container, { lookbackMs: swept ? RECENT_MS : FULL_LOOKBACK_MS, minAgeMs: MIN_AGE_MS })
  await numberFinishedOrders(container, { minAgeMs: MIN_AGE_MS })
  swept = true
}

export const config = { name: "recover-interrupted-checkouts", schedule: { interval: EVERY_MS } }
