import { Container, createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import type { ServiceOperationView } from "@electroshop/contracts/service"

import { useBuyoutFormat } from "../../../components/buyout/formatting"
import { useShopCurrency } from "../../../components/buyout/use-shop-currency"
import { flagColumn } from "../../../components/list-columns"
import { DetailShell, useDetailQuery, usePagedTable } from "../../../components/list-page"
import { ListTable } from "../../../components/list-table"
import { OperationCreate } from "../../../components/service/operation-create"
import { OperationDelete } from "../../../components/service/operation-delete"
import { OperationEdit } from "../../../components/service/operation-edit"
import { serviceApi, serviceKeys } from "../../../api/service"
import { useT } from "../../../lib/i18n"
import { SectionHeading } from "../../../components/headings"
import { withPermission } from "../../../components/staff/require-permission"

const column = createDataTableColumnHelper<ServiceOperationView>()

/** One model's repair price list: every operation with its part qualities, each edited in a drawer or deleted; new ones in a focus modal. */
const ServiceModelPricesPage = () => {
  const { t } = useT()
  const { money } = useBuyoutFormat()
  const currency = useShopCurrency()
  const { id, query } = useDetailQuery({
    queryKey: serviceKeys.operations,
    queryFn: serviceApi.operations,
    failed: t("service.prices.load_failed"),
    toastId: "service-operations-load",
  })
  const columns = useMemo(
    () => [
      column.accessor("name", { header: t("service.prices.name") }),
      column.display({
        id: "options",
        header: t("service.prices.options"),
        cell: ({ row }) =>
          row.original.part_options
            .map((o) => `${t(`service.quality.${o.quality}`)}: ${money(o.price, currency)} / ${t("service.prices.months", { months: o.warranty_months })}`)
            .join(" · "),
      }),
      flagColumn<ServiceOperationView>("is_available", (operation) => operation.is_available, {
        header: t("service.prices.available"),
        yes: t("service.prices.yes"),
        no: t("service.prices.no"),
      }),
      column.display({
        id: "actions",
        header: "",
        cell: ({ row }) => (
          <div className="flex justify-end gap-x-2">
            <OperationEdit operation={row.original} modelId={id} />
            <OperationDelete operation={row.original} />
          </div>
        ),
      }),
    ],
    [t, money, currency, id],
  )
  const rows = query.data?.operations ?? []
  const table = usePagedTable({ columns, rows, count: rows.length, busy: query.isFetching })
  return (
    <DetailShell
      back={{ to: "/service-prices", label: t("service.prices.back") }}
      query={query}
      failed={t("service.prices.load_failed")}
      testId="service-model-prices"
    >
      {() => (
        <Container className="divide-y p-0">
          <SectionHeading level="h1" title={t("service.prices.model_title")} description={t("service.prices.model_description")}>
            <OperationCreate modelId={id} />
          </SectionHeading>
          <ListTable table={table} testId="service-operations" busy={query.isFetching} />
        </Container>
      )}
    </DetailShell>
  )
}

export default withPermission("service:read", ServiceModelPricesPage)
