import { Button, Container } from "@medusajs/ui"
import { useEffect, useRef } from "react"
import { Link } from "react-router-dom"

import type { AdminHandover } from "../../../api/warehouse"
import { useCan } from "../../../api/staff"
import { DateTime, dateTimeFormat } from "../../../components/date-time"
import { FactList } from "../../../components/fact-list"
import { SectionHeading } from "../../../components/headings"
import { useT } from "../../../lib/i18n"
import { carrierName } from "../../../lib/parcels"
import { HandoverScan } from "../scan-form"
import { HandoverStateBadge } from "../state-badge"
import { HandOver } from "./hand-over"
import { HandoverParcels } from "./handover-parcels"

/**
 * One hand-over batch: its carrier and state, stock location, when it was opened and when and by whom
 * handed over, then its parcels. While open, staff who may work on shipping scan more parcels into
 * it, take parcels out and hand it over; handed over, its protocol prints (the link takes the focus
 * when the batch is handed over here, as the button that did it is gone).
 */
export const HandoverDetail = ({ handover }: { handover: AdminHandover }) => {
  const { t, i18n } = useT()
  const mayWrite = useCan("fulfillment:write") === true
  const carrier = carrierName(handover.carrier)
  const open = handover.state === "open"
  const format = dateTimeFormat(i18n.language)
  const none = t("common.not_available")
  const print = useRef<HTMLAnchorElement>(null)
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) print.current?.focus()
    wasOpen.current = open
  }, [open])

  return (
    <>
      <Container className="divide-y p-0">
        <SectionHeading level="h1" title={t("handovers.detail.title", { carrier })} testId="handover-title">
          <HandoverStateBadge status={handover.state} />
          {open ? null : (
            <Button size="small" variant="secondary" asChild>
              <Link ref={print} to={`/handovers/${handover.id}/protocol`} data-testid="handover-print">
                {t("handovers.detail.print")}
              </Link>
            </Button>
          )}
        </SectionHeading>
        <FactList
          facts={[
            { label: t("handovers.columns.location"), value: handover.stock_location_name ?? none, testId: "handover-location" },
            { label: t("handovers.columns.created_at"), value: <DateTime value={handover.created_at} format={format} /> },
            {
              label: t("handovers.columns.closed_at"),
              value: handover.closed_at ? <DateTime value={handover.closed_at} format={format} /> : none,
              testId: "handover-closed-at",
            },
            { label: t("handovers.detail.closed_by"), value: handover.closed_by ?? none, testId: "handover-closed-by" },
          ]}
        />
      </Container>
      {open && mayWrite ? (
        <Container className="p-0">
          <HandoverScan current={handover.id} />
        </Container>
      ) : null}
      <Container className="divide-y p-0">
        <HandoverParcels handover={handover} editable={open && mayWrite} />
        {open && mayWrite && handover.parcels.length ? <HandOver handover={handover} /> : null}
      </Container>
    </>
  )
}
