import type { MedusaRequest } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { completeCartWorkflowId } from "@medusajs/medusa/core-flows"

let crashAfterStep: string | null = null
let subscribed = false

/**
 * Test only (backend/integration-tests/crash): on a backend started with
 * CHECKOUT_CRASH_TEST=1, a completion request with the header
 * `x-checkout-crash-at: <step id of completeCartWorkflow>` makes the process
 * kill itself with SIGKILL as soon as any checkout passes that step, as a
 * power cut would. Without the variable the header is ignored.
 */
export async function armCheckoutCrash(req: MedusaRequest) {
  const step = req.get("x-checkout-crash-at")
  if (process.env.CHECKOUT_CRASH_TEST !== "1" || !step) return
  crashAfterStep = step
  if (subscribed) return
  subscribed = true
  await req.scope.resolve(Modules.WORKFLOW_ENGINE).subscribe({
    workflowId: completeCartWorkflowId,
    subscriberId: "checkout-crash-test",
    subscriber: (event: any) => {
      if (event.eventType === "onStepSuccess" && event.step?.definition?.action === crashAfterStep) process.kill(process.pid, "SIGKILL")
    },
  })
}
