import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"

import { pickingApi, pickingKeys } from "../api/warehouse"
import { useCan } from "../api/staff"
import { Hint } from "../components/field"
import { HeadingLink, SectionHeading } from "../components/headings"
import { useFailureToast } from "../components/list-page"
import { PickingHistory } from "../components/picking/history"
import { ParcelPanel } from "../components/picking/parcel-panel"
import { PickingStatusBadge } from "../components/picking/status-badge"
import { PickingStatusMenu } from "../components/picking/status-menu"
import { ErrorState, LoadingState } from "../components/states"
import { useT } from "../lib/i18n"
import { packingPath } from "../lib/packing"
import { pickingListPath } from "../lib/picking-list"

/**
 * Order detail: where the warehouse is with the order's goods (issue 36), its picking status, the crate
 * it waits in for packing, and every change of the status, newest first, with who made it; staff who
 * may work on shipping change it here as on the Picking page, and open its picking list; a picked
 * order (or one in a crate) opens its packing station. A packed order shows its parcel: its carrier,
 * tracking number and state, with its label to print. Shown to those who may read the queue.
 */
const OrderPickingWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useT()
  const mayRead = useCan("fulfillment:read")
  const mayWrite = useCan("fulfillment:write")
  const orderId = data?.id ?? ""
  const query = useQuery({ queryKey: pickingKeys.order(orderId), queryFn: () => pickingApi.order(orderId), enabled: !!orderId && mayRead === true })
  useFailureToast(query.error, t("picking.widget.load_failed"), "order-picking-load")
  if (!mayRead || !orderId) return null

  const picking = query.data?.picking
  const body = query.isPending ? (
    <LoadingState />
  ) : query.error ? (
    <ErrorState message={t("picking.widget.load_failed")} error={query.error} onRetry={() => query.refetch()} />
  ) : picking ? (
    <>
      {picking.crate ? (
        <div className="px-6 py-4" data-testid="order-picking-crate">
          <Text size="small">{t("picking.widget.crate", { code: picking.crate.code, name: picking.crate.name })}</Text>
        </div>
      ) : null}
      <ParcelPanel orderId={orderId} where="order" currencyCode={data.currency_code} />
      <PickingHistory history={picking.history} />
    </>
  ) : (
    <div className="px-6 py-4" data-testid="picking-not-queued">
      <Hint>{t("picking.widget.not_queued")}</Hint>
    </div>
  )
  return (
    <Container className="divide-y p-0" data-testid="electroshop-order-picking">
      <SectionHeading title={t("picking.widget.title")} description={t("picking.widget.description")}>
        {picking ? <PickingStatusBadge status={picking.status} /> : null}
        {picking ? <HeadingLink to={pickingListPath([orderId])}>{t("picking.list.title")}</HeadingLink> : null}
        {picking && (picking.status === "picked" || picking.crate) ? <HeadingLink to={packingPath(orderId)}>{t("picking.widget.pack")}</HeadingLink> : null}
        {picking && mayWrite && data.display_id !== undefined ? (
          <PickingStatusMenu orderId={orderId} displayId={data.display_id} status={picking.status} />
        ) : null}
      </SectionHeading>
      {body}
    </Container>
  )
}

// "order.details" is the non-deprecated name of "order.details.after": the end of the main column, as the other order widgets.
export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-picking",
})

export default OrderPickingWidget
