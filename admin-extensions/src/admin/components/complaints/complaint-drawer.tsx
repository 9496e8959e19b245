import { COMPLAINT_TRANSITIONS } from "@electroshop/contracts/complaint"
import { Button, Drawer, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useCallback, useMemo, useRef, useState } from "react"

import { complaintApi, complaintKeys, type AdminComplaint } from "../../api/complaints"
import { useCan } from "../../api/staff"
import { useT } from "../../lib/i18n"
import { DateTime, dateFormat, dateTimeFormat } from "../date-time"
import { DrawerHeader } from "../dialog-headers"
import { FactList } from "../fact-list"
import { Hint } from "../field"
import { RowLink, useFailureToast } from "../list-page"
import { ComplaintDeadlineBadge, ComplaintStatusBadge } from "./complaint-badges"
import { ComplaintStatusForm } from "./status-form"

// The drawer's body is narrower than a page: two facts a row from a small tablet up, in the body's own padding.
const DRAWER_GRID = "grid-cols-1 sm:grid-cols-2"

/** Every change of the complaint's status, as listed (oldest first): the status, who (a staff member, or the customer) and when. */
const ComplaintHistory = ({ complaint, format }: { complaint: AdminComplaint; format: Intl.DateTimeFormat }) => {
  const { t } = useT()
  return (
    <section aria-labelledby="complaint-history-title" className="flex flex-col gap-y-2">
      <Heading level="h3" id="complaint-history-title">
        {t("complaints.history.title")}
      </Heading>
      <ol className="flex flex-col gap-y-2" data-testid="complaint-history">
        {complaint.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="flex flex-col">
            <Text size="small">{t(`complaints.statuses.${entry.status}`)}</Text>
            <Hint size="xsmall">
              {entry.actor_id ? t("complaints.history.by_staff", { id: entry.actor_id }) : t("complaints.history.by_customer")}
              {" · "}
              <DateTime value={entry.at} format={format} />
            </Hint>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** A complaint's "Details" button, named by its number for assistive technology, opening it (useComplaintDrawer's `onOpen`). */
export const ComplaintOpenButton = ({ complaint, onOpen }: { complaint: AdminComplaint; onOpen: (complaint: AdminComplaint, from: HTMLElement) => void }) => {
  const { t } = useT()
  return (
    <Button
      size="small"
      variant="secondary"
      type="button"
      aria-haspopup="dialog"
      aria-label={t("complaints.open_label", { number: complaint.number })}
      data-testid="complaint-open"
      onClick={(event) => onOpen(complaint, event.currentTarget)}
    >
      {t("complaints.open")}
    </Button>
  )
}

/**
 * A complaint in a drawer: its status and deadline, order, item, what is wrong, the remedy asked for, how the
 * goods come, the settlement, and its history; staff who may change orders move it on there
 * (ComplaintStatusForm). It shows the listed complaint at once and reloads it, since the list may be older
 * than a colleague's change.
 */
const ComplaintDrawer = ({
  complaint: listed,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  complaint: AdminComplaint
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus: (event: Event) => void
}) => {
  const { t, i18n } = useT()
  const mayWrite = useCan("order:write") === true
  const query = useQuery({ queryKey: complaintKeys.detail(listed.id), queryFn: () => complaintApi.get(listed.id), enabled: open })
  useFailureToast(query.error, t("complaints.reload_failed", { number: listed.number }), "complaint-reload")
  // After a change the form may go (a settled complaint is final): the focus goes to the new status, not to the page.
  const statusRef = useRef<HTMLDivElement>(null)
  const formats = useMemo(() => ({ day: dateFormat(i18n.language), moment: dateTimeFormat(i18n.language) }), [i18n.language])
  const complaint = query.data?.complaint ?? listed
  const next = COMPLAINT_TRANSITIONS[complaint.status]
  const method =
    complaint.method === "store" && complaint.store_name
      ? t("complaints.to_store", { store: complaint.store_name })
      : t(`complaints.methods.${complaint.method}`)
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <Drawer.Content aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus} data-testid="complaint-drawer">
        <DrawerHeader>
          <Drawer.Title>{t("complaints.drawer_title", { number: complaint.number })}</Drawer.Title>
        </DrawerHeader>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          <div ref={statusRef} tabIndex={-1} className="flex flex-wrap items-center gap-2 outline-none">
            <ComplaintStatusBadge status={complaint.status} />
            <ComplaintDeadlineBadge complaint={complaint} format={formats.day} />
          </div>
          <FactList
            className={DRAWER_GRID}
            facts={[
              { label: t("complaints.columns.order"), value: <RowLink to={`/orders/${complaint.order_id}`}>{`#${complaint.order_display_id}`}</RowLink> },
              { label: t("complaints.columns.item"), value: complaint.item_title },
              { label: t("complaints.columns.submitted_at"), value: <DateTime value={complaint.submitted_at} format={formats.moment} /> },
              { label: t("complaints.details.remedy"), value: t(`complaints.remedies.${complaint.remedy}`) },
              { label: t("complaints.details.method"), value: method },
              ...(complaint.resolution ? [{ label: t("complaints.details.resolution"), value: t(`complaints.remedies.${complaint.resolution}`) }] : []),
            ]}
          />
          <FactList
            className="grid-cols-1"
            facts={[
              { label: t("complaints.details.description"), value: <span className="whitespace-pre-wrap">{complaint.description}</span> },
              ...(complaint.resolution_note
                ? [{ label: t("complaints.details.note"), value: <span className="whitespace-pre-wrap">{complaint.resolution_note}</span> }]
                : []),
            ]}
          />
          <ComplaintHistory complaint={complaint} format={formats.moment} />
          {!mayWrite ? null : next.length ? (
            <ComplaintStatusForm key={complaint.status} complaint={complaint} onSaved={() => statusRef.current?.focus()} />
          ) : (
            <Hint>{t("complaints.change.final")}</Hint>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer>
  )
}

/**
 * The complaints' drawer of a list (the complaints' page, an order's widget): `onOpen` for each row's
 * ComplaintOpenButton, and the one `drawer` to render beside the list. It lives beside the list, not in a row:
 * a change of status moves the complaint out of a list of the open ones or of one status, and the drawer stays
 * on it. Closed, it gives the focus back to the row's button or, where the row has gone, to the element
 * `fallbackId` (the list's status filter).
 */
export function useComplaintDrawer(fallbackId?: string) {
  const [opened, setOpened] = useState<{ complaint: AdminComplaint; from: HTMLElement } | null>(null)
  const [open, setOpen] = useState(false)
  const onOpen = useCallback((complaint: AdminComplaint, from: HTMLElement) => {
    setOpened({ complaint, from })
    setOpen(true)
  }, [])
  const returnFocus = (event: Event) => {
    event.preventDefault()
    const target = opened?.from.isConnected ? opened.from : fallbackId ? document.getElementById(fallbackId) : null
    target?.focus()
  }
  // Kept after closing, so that the drawer's content stays while it slides out.
  const drawer = opened ? <ComplaintDrawer complaint={opened.complaint} open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} /> : null
  return { onOpen, drawer }
}
