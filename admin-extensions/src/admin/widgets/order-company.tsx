import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container } from "@medusajs/ui"

import { SectionHeading } from "../components/headings"
import { SectionRow } from "../components/section-row"
import { useT } from "../lib/i18n"
import { useOrderFields } from "../lib/order-fields"

type CompanyIds = { company_id?: unknown; vat_id?: unknown }

const text = (value: unknown) => (typeof value === "string" ? value : "")

/**
 * Order detail: a company purchase — the invoice address's company with its
 * IČO and DIČ (Czech) or CUI (Romanian), as the checkout stored them in the
 * billing address's metadata (checked by their algorithms at checkout).
 */
const OrderCompanyWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useT()
  const address = useOrderFields("order-company", data?.id, "id,*billing_address")?.billing_address
  const ids = (address?.metadata ?? {}) as CompanyIds
  if (!text(ids.company_id)) return null
  const romanian = address?.country_code?.toLowerCase() === "ro"
  return (
    <Container className="divide-y p-0" data-testid="electroshop-order-company">
      <SectionHeading title={t("company.title")} description={t("company.description")} />
      <SectionRow label={t("company.name")} value={address?.company ?? ""} />
      <SectionRow label={t(romanian ? "company.cui" : "company.ico")} value={text(ids.company_id)} />
      {text(ids.vat_id) ? <SectionRow label={t("company.dic")} value={text(ids.vat_id)} /> : null}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details.side.after",
  id: "electroshop:order-company",
})

export default OrderCompanyWidget
