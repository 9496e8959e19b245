import { Badge } from "@medusajs/ui"

import type { AdminComplaint, ComplaintStatus } from "../../api/complaints"
import { deadlineState, localToday } from "../../lib/complaints"
import { useT } from "../../lib/i18n"
import { statusBadge } from "../status-badge"

/** A complaint's status: orange while the goods are awaited, blue once received, then green (accepted) or red (rejected). */
export const ComplaintStatusBadge = statusBadge(
  "complaint-status",
  { submitted: "orange", received: "blue", accepted: "green", rejected: "red" },
  (t, status: ComplaintStatus) => t(`complaints.statuses.${status}`),
)

const DEADLINE_COLORS = { overdue: "red", soon: "orange", due: "grey", settled: "grey" } as const

/**
 * The day a complaint is settled by: red and saying "overdue" once past while it is open, orange within three
 * days (the words say it too, not only the colour), grey otherwise, and once settled only its date.
 * `format`: the list's `dateFormat` (a calendar day, read in UTC).
 */
export const ComplaintDeadlineBadge = ({ complaint, format }: { complaint: Pick<AdminComplaint, "status" | "deadline">; format: Intl.DateTimeFormat }) => {
  const { t } = useT()
  const state = deadlineState(complaint, localToday())
  const date = format.format(new Date(`${complaint.deadline}T00:00:00Z`))
  return (
    <Badge size="2xsmall" color={DEADLINE_COLORS[state]} data-testid="complaint-deadline" data-state={state}>
      {t(`complaints.deadline.${state}`, { date })}
    </Badge>
  )
}
