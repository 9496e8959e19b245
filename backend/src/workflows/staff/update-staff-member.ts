import { createWorkflow, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkStaffGrantStep } from "./steps/check-staff-grant"
import { updateStaffMemberStep, type StaffMemberChanges } from "./steps/update-staff-member"

/**
 * A staff member's roles replaced and/or their account (de)activated (issue 34). `granted_by`, the
 * staff member making the change, may grant only what they hold; without it (the launcher's
 * bootstrap and seed) nothing is checked.
 */
export const updateStaffMemberWorkflow = createWorkflow("staff-update-member", (input: StaffMemberChanges & { granted_by?: string }) => {
  when({ input }, ({ input }) => Boolean(input.granted_by)).then(() => {
    checkStaffGrantStep(input as StaffMemberChanges & { granted_by: string })
  })
  updateStaffMemberStep(input)
  return new WorkflowResponse(undefined)
})
