import { Container, Heading, Text } from "@medusajs/ui"

import { useBuyoutFormat } from "../../../components/buyout/formatting"
import { DetailShell, useDetailQuery } from "../../../components/list-page"
import { SectionRow } from "../../../components/section-row"
import { ServiceStatusBadge } from "../../../components/service/status-badge"
import { ServiceStatusChange } from "../../../components/service/status-change"
import { StatusTimeline } from "../../../components/status-timeline"
import { serviceApi, serviceKeys } from "../../../api/service"
import { useT } from "../../../lib/i18n"
import { dateTimeFormat } from "../../../components/date-time"
import { withPermission } from "../../../components/staff/require-permission"

/** One repair order: device and chosen operations, contact and hand-over, status change and history. */
const ServiceOrderPage = () => {
  const { t, i18n } = useT()
  const { dateTime, money } = useBuyoutFormat()
  const { query } = useDetailQuery({
    queryKey: serviceKeys.order,
    queryFn: serviceApi.order,
    failed: t("service.detail.load_failed"),
    toastId: "service-order-load",
  })
  return (
    <DetailShell
      back={{ to: "/service-orders", label: t("service.detail.back") }}
      query={query}
      failed={t("service.detail.load_failed")}
      testId="service-order-detail"
    >
      {({ order }) => (
        <>
          <Container className="flex items-center justify-between gap-x-4 px-6 py-4">
            <div>
              <Heading level="h1">{t("service.detail.title", { number: order.number })}</Heading>
              <Text size="small" className="text-ui-fg-subtle">
                {dateTime(order.created_at)}
              </Text>
            </div>
            <ServiceStatusBadge status={order.status} />
          </Container>
          <div className="flex flex-col gap-3 xl:flex-row xl:items-start">
            <div className="flex w-full flex-col gap-y-3">
              <Container className="divide-y p-0" data-testid="service-order-device">
                <div className="px-6 py-4">
                  <Heading level="h2">{t("service.detail.device")}</Heading>
                </div>
                <SectionRow label={t("service.columns.device")} value={`${order.device.manufacturer} ${order.device.model} (${order.device.color})`} />
                <SectionRow label="IMEI" value={order.imei ?? "—"} />
                <SectionRow label={t("service.detail.serial")} value={order.serial_number ?? "—"} />
                {order.operations.map((line) => (
                  <SectionRow
                    key={line.operation_id}
                    label={line.name}
                    value={`${t(`service.quality.${line.quality}`)} · ${money(line.price, order.currency_code)}`}
                  />
                ))}
                <SectionRow label={t("service.columns.total")} value={money(order.total, order.currency_code)} />
                <SectionRow label={t("service.detail.note")} value={order.note ?? "—"} />
              </Container>
              <Container className="divide-y p-0">
                <div className="px-6 py-4">
                  <Heading level="h2">{t("service.detail.contact")}</Heading>
                  {order.personal_data_erased_at && (
                    <Text size="small" className="text-ui-fg-subtle mt-1" data-testid="service-erased-hint">
                      {t("service.detail.erased_hint", { date: dateTimeFormat(i18n.language).format(new Date(order.personal_data_erased_at)) })}
                    </Text>
                  )}
                </div>
                <SectionRow label={t("service.columns.customer")} value={`${order.first_name} ${order.last_name}`} />
                <SectionRow label="E-mail" value={order.email} />
                <SectionRow label={t("service.detail.phone")} value={order.phone} />
                <SectionRow
                  label={t("service.detail.handover")}
                  value={
                    order.handover === "drop_off"
                      ? `${t("service.detail.drop_off")}: ${order.center ? `${order.center.name}, ${order.center.city}` : "—"}`
                      : `${t("service.detail.courier")}: ${order.pickup_address ? `${order.pickup_address.street}, ${order.pickup_address.postcode} ${order.pickup_address.city}` : "—"}`
                  }
                />
              </Container>
            </div>
            <div className="flex w-full flex-col gap-y-3 xl:max-w-[440px]">
              <ServiceStatusChange order={order} />
              <StatusTimeline
                testId="service-history"
                title={t("service.detail.history")}
                empty={t("service.detail.history_empty")}
                history={order.status_history}
                badge={(status) => <ServiceStatusBadge status={status} />}
                details={(entry) => (entry.note ? <Text size="small">{entry.note}</Text> : null)}
              />
            </div>
          </div>
        </>
      )}
    </DetailShell>
  )
}

export default withPermission("service:read", ServiceOrderPage)
