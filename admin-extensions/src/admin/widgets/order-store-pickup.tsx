import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useRef, useState, type ReactNode } from "react"

import { useCan } from "../api/staff"
import { pickingKeys, storePickupApi, type AdminStorePickup } from "../api/warehouse"
import { SectionHeading } from "../components/headings"
import { useFailureToast } from "../components/list-page"
import { HandOutForm, MarkReady, PickupCountdown, StorePickupStateBadge } from "../components/picking/store-pickup"
import { SectionRow } from "../components/section-row"
import { ErrorState, LoadingState } from "../components/states"
import { useT } from "../lib/i18n"
import { momentText } from "../lib/store-pickup"

/** The order's shipping method names a store (its stock location): it is collected there, as the backend will answer. */
const collectedAtStore = (order: AdminOrder | undefined) =>
  (order?.shipping_methods ?? []).some((method) => typeof (method?.data as { stock_location_id?: unknown } | null)?.stock_location_id === "string")

/** A line of the widget, named `testId`. */
const Line = ({ testId, children }: { testId: string; children: ReactNode }) => (
  <div className="px-6 py-4" data-testid={testId}>
    <Text size="small">{children}</Text>
  </div>
)

/** Handed out: when and by whom; it takes the focus when it was handed out here (the form it replaces had it). */
const HandedOut = ({ pickup, focus }: { pickup: AdminStorePickup; focus: boolean }) => {
  const { t, i18n } = useT()
  const line = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focus) line.current?.focus()
  }, [focus])
  if (!pickup.handed_out_at) return null
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(pickup.handed_out_at))
  return (
    <div ref={line} tabIndex={-1} className="px-6 py-4 outline-none" data-testid="store-pickup-handed-out">
      <Text size="small">
        {pickup.handed_out_by ? t("store_pickup.handed_out_on", { date, email: pickup.handed_out_by }) : t("store_pickup.handed_out_on_unknown", { date })}
      </Text>
    </div>
  )
}

/**
 * Order detail: an order collected at a store (issue 36, "Store pickup"). Its store and state; while it
 * is being prepared, the countdown to when it must be ready (the specification's "Reservation is
 * prepared within 30 minutes"), and, for staff who may work on shipping, where to pack it or "Mark
 * ready for pickup" (the shopper is e-mailed a pickup code); once ready, the code typed at the counter
 * hands it out; then when and by whom. Staff who may only read the warehouse see the state and the
 * countdown. Nothing for an order delivered any other way.
 */
const OrderStorePickupWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t, i18n } = useT()
  const mayRead = useCan("fulfillment:read")
  const mayWrite = useCan("fulfillment:write") === true
  const orderId = data?.id ?? ""
  const atStore = collectedAtStore(data)
  // What was just done here, so that the focus moves on to what comes next (the code's field, the handed-out line).
  const [done, setDone] = useState<"ready" | "handed_out" | null>(null)
  const query = useQuery({
    queryKey: pickingKeys.storePickup(orderId),
    queryFn: () => storePickupApi.get(orderId),
    enabled: !!orderId && mayRead === true,
  })
  // An order of another delivery says nothing, not even that its store pickup could not be read.
  useFailureToast(atStore ? query.error : null, t("store_pickup.load_failed"), "store-pickup-load")
  if (mayRead !== true || !orderId) return null

  const pickup = query.data?.store_pickup
  // Until the answer, only an order whose shipping method names a store shows that it is loading.
  if (!pickup && (query.data || !atStore)) return null

  const heading = (
    <SectionHeading title={t("store_pickup.title")} description={t("store_pickup.description")}>
      {pickup ? <StorePickupStateBadge status={pickup.state} /> : null}
    </SectionHeading>
  )
  if (!pickup) {
    return (
      <Container className="divide-y p-0" data-testid="store-pickup">
        {heading}
        {query.isPending ? <LoadingState /> : <ErrorState message={t("store_pickup.load_failed")} error={query.error} onRetry={() => query.refetch()} />}
      </Container>
    )
  }

  const now = new Date()
  return (
    <Container className="divide-y p-0" data-testid="store-pickup">
      {heading}
      <SectionRow label={t("store_pickup.store")} value={pickup.store.name} />
      {pickup.state === "preparing" ? (
        <>
          {pickup.due_at ? <PickupCountdown dueAt={pickup.due_at} /> : null}
          {mayWrite ? <MarkReady pickup={pickup} onReady={() => setDone("ready")} /> : null}
        </>
      ) : null}
      {pickup.state === "ready" ? (
        <>
          {pickup.ready_at ? (
            <Line testId="store-pickup-ready-since">{t("store_pickup.ready_since", { time: momentText(pickup.ready_at, now, i18n.language) })}</Line>
          ) : null}
          {mayWrite ? <HandOutForm pickup={pickup} focus={done === "ready"} onHandedOut={() => setDone("handed_out")} /> : null}
        </>
      ) : null}
      {pickup.state === "handed_out" ? <HandedOut pickup={pickup} focus={done === "handed_out"} /> : null}
    </Container>
  )
}

// Beside the picking widget, in the main column's end (the zone's widgets come in the order the admin build finds their files).
export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-store-pickup",
})

export default OrderStorePickupWidget
