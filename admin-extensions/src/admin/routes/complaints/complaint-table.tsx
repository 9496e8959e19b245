import { COMPLAINTS_PAGE_SIZE } from "@electroshop/contracts/complaint"
import { useMemo } from "react"

import type { AdminComplaint } from "../../api/complaints"
import { CardTable, CardTablePages, type CardColumn } from "../../components/card-table"
import { ComplaintDeadlineBadge, ComplaintStatusBadge } from "../../components/complaints/complaint-badges"
import { ComplaintOpenButton } from "../../components/complaints/complaint-drawer"
import { DateTime, dateFormat, dateTimeFormat } from "../../components/date-time"
import { RowLink } from "../../components/list-page"
import { useT } from "../../lib/i18n"

/**
 * The complaints, one a row (a card on a phone, so nothing scrolls sideways): the number, the order linking to
 * it, the item, when it was made, its deadline and status, and "Details" opening it in the page's drawer; pages of 50
 * under them once there is more than one.
 */
export const ComplaintTable = ({
  complaints,
  count,
  page,
  onPage,
  onOpen,
}: {
  complaints: AdminComplaint[]
  count: number
  page: number
  onPage: (page: number) => void
  /** useComplaintDrawer's: a row's "Details" opens the page's drawer. */
  onOpen: (complaint: AdminComplaint, from: HTMLElement) => void
}) => {
  const { t, i18n } = useT()
  const columns = useMemo((): CardColumn<AdminComplaint>[] => {
    const day = dateFormat(i18n.language)
    const moment = dateTimeFormat(i18n.language)
    return [
      { key: "number", header: t("complaints.columns.number"), rowHeader: true, cell: (complaint) => complaint.number },
      {
        key: "order",
        header: t("complaints.columns.order"),
        cell: (complaint) => <RowLink to={`/orders/${complaint.order_id}`}>{`#${complaint.order_display_id}`}</RowLink>,
      },
      { key: "item", header: t("complaints.columns.item"), cell: (complaint) => <span className="break-words">{complaint.item_title}</span> },
      { key: "submitted_at", header: t("complaints.columns.submitted_at"), cell: (complaint) => <DateTime value={complaint.submitted_at} format={moment} /> },
      { key: "deadline", header: t("complaints.columns.deadline"), cell: (complaint) => <ComplaintDeadlineBadge complaint={complaint} format={day} /> },
      { key: "status", header: t("complaints.columns.status"), cell: (complaint) => <ComplaintStatusBadge status={complaint.status} /> },
      {
        key: "actions",
        header: t("complaints.columns.actions"),
        hiddenHeader: true,
        cell: (complaint) => <ComplaintOpenButton complaint={complaint} onOpen={onOpen} />,
      },
    ]
  }, [t, i18n.language, onOpen])
  return (
    <>
      <CardTable label={t("complaints.title")} columns={columns} rows={complaints} rowKey={(complaint) => complaint.id} rowTestId="complaint-row" />
      <CardTablePages count={count} pageSize={COMPLAINTS_PAGE_SIZE} page={page} onPage={onPage} />
    </>
  )
}
