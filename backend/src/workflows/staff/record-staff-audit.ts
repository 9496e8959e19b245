import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { STAFF_MODULE, type StaffModuleService } from "../../modules/staff"

export type StaffAuditInput = { actor_id: string; action: string; method: string; path: string; ip: string | null; details: Record<string, unknown> | null }

const recordStaffAuditStep = createStep(
  "staff-record-audit",
  async (input: StaffAuditInput, { container }) => {
    const entry = await container.resolve<StaffModuleService>(STAFF_MODULE).createStaffAuditEntries(input)
    return new StepResponse(entry.id, entry.id)
  },
  async (id: string | undefined, { container }) => {
    if (id) await container.resolve<StaffModuleService>(STAFF_MODULE).deleteStaffAuditEntries(id)
  },
)

/** One entry of the staff audit log (api/admin/staff/audit-trail.ts). */
export const recordStaffAuditWorkflow = createWorkflow("staff-record-audit", (input: StaffAuditInput) => {
  return new WorkflowResponse(recordStaffAuditStep(input))
})
