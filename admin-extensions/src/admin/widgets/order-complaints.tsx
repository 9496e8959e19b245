import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useMemo } from "react"

import { complaintApi, complaintKeys } from "../api/complaints"
import { useCan } from "../api/staff"
import { ComplaintDeadlineBadge, ComplaintStatusBadge } from "../components/complaints/complaint-badges"
import { ComplaintOpenButton, useComplaintDrawer } from "../components/complaints/complaint-drawer"
import { dateFormat } from "../components/date-time"
import { SectionHeading } from "../components/headings"
import { useFailureToast } from "../components/list-page"
import { ErrorState, LoadingState } from "../components/states"
import { orderComplaintsQuery } from "../lib/complaints"
import { useT } from "../lib/i18n"

/**
 * Order detail: the shopper's complaints of the order's goods, of every status: number, item, status and
 * deadline, each opening in the complaints' drawer (where staff who may change orders move it on). Shown to
 * those who may read orders, once there is one.
 */
const OrderComplaintsWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t, i18n } = useT()
  const mayRead = useCan("order:read") === true
  const orderId = data?.id ?? ""
  const listQuery = orderComplaintsQuery(orderId)
  const query = useQuery({ queryKey: complaintKeys.list(listQuery), queryFn: () => complaintApi.list(listQuery), enabled: !!orderId && mayRead })
  useFailureToast(query.error, t("complaints.load_failed"), "order-complaints-load")
  const day = useMemo(() => dateFormat(i18n.language), [i18n.language])
  // Every status is listed here, so a changed complaint keeps its row (and its button the focus back).
  const { onOpen, drawer } = useComplaintDrawer()
  if (!mayRead || !orderId || (query.data && query.data.complaints.length === 0)) return null
  const body = query.isPending ? (
    <LoadingState />
  ) : query.error ? (
    <ErrorState message={t("complaints.load_failed")} error={query.error} onRetry={() => query.refetch()} />
  ) : (
    <ul className="divide-y">
      {query.data.complaints.map((complaint) => (
        <li key={complaint.id} className="flex flex-wrap items-center justify-between gap-3 px-6 py-4" data-testid="complaint-row">
          <div className="flex min-w-0 flex-col gap-y-1">
            <Text size="small" weight="plus">
              {complaint.number}
            </Text>
            <Text size="small" className="break-words">
              {complaint.item_title}
            </Text>
            <div className="flex flex-wrap items-center gap-2">
              <ComplaintStatusBadge status={complaint.status} />
              <ComplaintDeadlineBadge complaint={complaint} format={day} />
            </div>
          </div>
          <ComplaintOpenButton complaint={complaint} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  )
  return (
    <Container className="divide-y p-0" data-testid="order-complaints">
      <SectionHeading title={t("complaints.title")} description={t("complaints.order_description")} />
      {body}
      {drawer}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-complaints",
})

export default OrderComplaintsWidget
