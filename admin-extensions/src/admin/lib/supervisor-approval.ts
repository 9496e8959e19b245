import { ApiError } from "./sdk"

/**
 * A supervisor's approval (POST /admin/staff/approvals) goes back with the action it approves in this
 * header; the backend's supervisor check (docs/staff.md "The supervisor check") reads it.
 */
export const APPROVAL_HEADER = "x-supervisor-approval"

/** The server's reason when it refused an action for want of a supervisor (403 `supervisor_required`); null for any other outcome. */
export function supervisorReason(error: unknown): string | null {
  return error instanceof ApiError && error.status === 403 && error.reading.code === "supervisor_required" ? error.reading.message : null
}

/** The headers of an action: the approval when there is one. */
export const approvalHeaders = (approval?: string): Record<string, string> => (approval ? { [APPROVAL_HEADER]: approval } : {})
