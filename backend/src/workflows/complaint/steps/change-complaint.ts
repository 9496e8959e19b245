import type { AdminUpdateComplaintBody } from "@electroshop/contracts/complaint"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

import { complaintRefusal } from "../../../lib/complaint/messages"
import { COMPLAINT_MODULE, type ComplaintModuleService } from "../../../modules/complaint"

export type ChangeComplaintInput = { id: string; body: AdminUpdateComplaintBody; actor_id: string | null }

// The one write of its workflow, made only when the status allows it: nothing before it to undo.
export const changeComplaintStep = createStep("change-complaint", async ({ id, body, actor_id }: ChangeComplaintInput, { container }) => {
  const outcome = await container.resolve<ComplaintModuleService>(COMPLAINT_MODULE).changeStatus(id, {
    status: body.status,
    resolution: body.status === "accepted" ? body.resolution : null,
    note: body.note ?? null,
    actor_id,
  })
  if (!outcome) throw complaintRefusal(404, "complaint_not_found")
  if (!outcome.changed) throw complaintRefusal(409, "complaint_status_not_allowed")
  return new StepResponse({ id })
})
