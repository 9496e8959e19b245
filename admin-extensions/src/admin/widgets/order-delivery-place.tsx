import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container } from "@medusajs/ui"

import { chosenTimeslot, isoWeekday } from "@electroshop/contracts/delivery"
import { formatDate } from "@electroshop/domain"
import { SectionHeading } from "../components/headings"
import { weekdayKey } from "../routes/delivery-timeslots/timeslot-form"
import { SectionRow } from "../components/section-row"
import { useT } from "../lib/i18n"
import { useOrderFields } from "../lib/order-fields"

type PointData = {
  pickup_point_id?: string
  carrier?: string
  external_id?: string
  name?: string
  street?: string
  city?: string
  zip?: string
  opening_hours?: string | null
  stock_location_id?: string
  store_name?: string
  address_1?: string
  postal_code?: string
}

const CARRIERS: Record<string, string> = { packeta: "Packeta (Zásilkovna)", dpd: "DPD Pickup", sameday: "Sameday easybox" }

/**
 * Order detail: where the shopper collects the parcel — the store chosen
 * for pickup (its location holds the reservation), or the pickup point
 * chosen at checkout (carrier, the carrier's branch id for the label, address,
 * opening hours), or the courier's delivery window the shopper chose, as the
 * order's shipping method keeps it.
 */
const OrderDeliveryPlaceWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useT()
  const point = useOrderFields("order-delivery-place", data?.id, "id,*shipping_methods")?.shipping_methods?.[0]?.data as PointData | undefined
  const timeslot = chosenTimeslot(point as Record<string, unknown> | undefined)
  if (timeslot) {
    return (
      <Container className="divide-y p-0" data-testid="electroshop-courier-timeslot">
        <SectionHeading title={t("delivery.timeslot_title")} description={t("delivery.timeslot_description")} />
        <SectionRow
          label={t("delivery.timeslot")}
          value={`${t(weekdayKey(isoWeekday(timeslot.date)))} ${formatDate(timeslot.date)}, ${timeslot.from}–${timeslot.to}`}
        />
      </Container>
    )
  }
  if (point?.stock_location_id) {
    return (
      <Container className="divide-y p-0" data-testid="electroshop-pickup-store">
        <SectionHeading title={t("delivery.store_title")} description={t("delivery.store_description")} />
        <SectionRow label={t("delivery.store")} value={point.store_name ?? ""} />
        <SectionRow label={t("delivery.address")} value={`${point.address_1 ?? ""}, ${point.postal_code ?? ""} ${point.city ?? ""}`} />
        {point.opening_hours ? <SectionRow label={t("delivery.opening_hours")} value={point.opening_hours} /> : null}
      </Container>
    )
  }
  if (!point?.pickup_point_id) return null
  return (
    <Container className="divide-y p-0" data-testid="electroshop-pickup-point">
      <SectionHeading title={t("delivery.point_title")} description={t("delivery.point_description")} />
      <SectionRow label={t("delivery.carrier")} value={CARRIERS[point.carrier ?? ""] ?? point.carrier ?? ""} />
      <SectionRow label={t("delivery.branch_id")} value={point.external_id ?? ""} />
      <SectionRow label={t("delivery.point")} value={point.name ?? ""} />
      <SectionRow label={t("delivery.address")} value={`${point.street ?? ""}, ${point.zip ?? ""} ${point.city ?? ""}`} />
      {point.opening_hours ? <SectionRow label={t("delivery.opening_hours")} value={point.opening_hours} /> : null}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-delivery-place",
})

export default OrderDeliveryPlaceWidget
