import { Container, Table, Text } from "@medusajs/ui"
import { SectionRow } from "../section-row"
import type { AdminBuyoutDetail } from "@electroshop/contracts/buyout"
import { useT } from "../../lib/i18n"
import { useBuyoutFormat } from "./formatting"
import { SectionHeading } from "../headings"
import { TableHead } from "../table-head"

/** The sold device and the appraisal snapshot taken when the customer sold it (answers, grade, prices of that moment). */
export const BuyoutDeviceSection = ({ buyout }: { buyout: AdminBuyoutDetail }) => {
  const { t } = useT()
  const { money } = useBuyoutFormat()
  const { device, appraisal, buyout_device: extra, currency_code: currency } = buyout
  const dash = t("common.not_available")
  return (
    <Container className="divide-y p-0" data-testid="buyout-device">
      <SectionHeading title={t("buyouts.device.title")} />
      <SectionRow label={t("buyouts.device.type")} value={device.product_type.label} />
      <SectionRow label={t("buyouts.device.model")} value={`${device.product_manufacturer.label} ${device.product_model.label}`} />
      <SectionRow label={t("buyouts.device.color")} value={device.product_color.label} />
      <SectionRow label={t("buyouts.device.imei")} value={extra.imei || dash} />
      <SectionRow label={t("buyouts.device.serial_number")} value={extra.serial_number || dash} />
      <SectionRow label={t("buyouts.device.note")} value={extra.note || dash} />

      <SectionHeading title={t("buyouts.appraisal.title")} />
      <SectionRow label={t("buyouts.appraisal.grade")} value={buyout.quality ?? dash} />
      <SectionRow label={t("buyouts.appraisal.price")} value={money(buyout.price, currency)} />
      {buyout.offered_price !== null ? <SectionRow label={t("buyouts.appraisal.offered_price")} value={money(buyout.offered_price, currency)} /> : null}
      {appraisal ? (
        <>
          <SectionRow label={t("buyouts.appraisal.minimal_price")} value={money(appraisal.minimal_buyout_price, currency)} />
          <SectionRow label={t("buyouts.appraisal.version")} value={appraisal.version} />
          <div className="px-6 py-4">
            <Text size="small" weight="plus" className="mb-2">
              {t("buyouts.appraisal.answers")}
            </Text>
            <Table>
              <TableHead
                columns={[
                  t("buyouts.appraisal.question"),
                  t("buyouts.appraisal.answer"),
                  { label: t("buyouts.appraisal.correction"), className: "text-right" },
                ]}
              />
              <Table.Body>
                {appraisal.answers.map((a) => (
                  <Table.Row key={a.condition_id}>
                    <Table.Cell>{a.condition_name}</Table.Cell>
                    <Table.Cell>{a.label}</Table.Cell>
                    <Table.Cell className="text-right">{a.price_correction ? money(a.price_correction, currency) : dash}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
            <Text size="small" weight="plus" className="mb-2 mt-4">
              {t("buyouts.appraisal.results")}
            </Text>
            <Table>
              <Table.Body>
                {appraisal.appraisal_result.map((r) => (
                  <Table.Row key={r.id} className={r.id === appraisal.result?.id ? "bg-ui-bg-highlight" : undefined}>
                    <Table.Cell>{r.quality ?? t("buyouts.catalogue.not_bought")}</Table.Cell>
                    <Table.Cell className="text-right">{money(r.price, currency)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </div>
        </>
      ) : null}
    </Container>
  )
}
