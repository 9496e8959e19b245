import { Container, createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import { useNavigate } from "react-router-dom"

import { ListTable } from "../../components/list-table"
import { PriceImport } from "../../components/price-import"
import { ListBody, RowLink, useListQuery, usePagedTable } from "../../components/list-page"
import { serviceApi, serviceKeys, type AdminServiceModelRow } from "../../api/service"
import { useT } from "../../lib/i18n"
import { SectionHeading } from "../../components/headings"
import { withPermission } from "../../components/staff/require-permission"

const column = createDataTableColumnHelper<AdminServiceModelRow>()

/** Every device model with the number of its repair operations (a row opens the model's price list), and the CSV price import. */
const ServicePricesPage = () => {
  const { t } = useT()
  const navigate = useNavigate()
  const query = useListQuery({
    queryKey: serviceKeys.models(),
    queryFn: serviceApi.models,
    failed: t("service.prices.load_failed"),
    toastId: "service-models-load",
  })
  const columns = useMemo(
    () => [
      column.accessor("label", {
        header: t("service.prices.model"),
        cell: ({ row }) => <RowLink to={`/service-prices/${row.original.id}`}>{row.original.label}</RowLink>,
      }),
      column.accessor("manufacturer", { header: t("service.prices.manufacturer") }),
      column.accessor("type", { header: t("service.prices.type") }),
      column.accessor("operations", { header: t("service.prices.operations") }),
    ],
    [t],
  )
  const rows = query.data?.models ?? []
  const table = usePagedTable({ columns, rows, count: rows.length, busy: query.isFetching, onRowClick: (row) => navigate(`/service-prices/${row.id}`) })
  return (
    <div className="flex flex-col gap-y-3">
      <PriceImport catalogue="service" upload={serviceApi.importPrices} queryKey={serviceKeys.all} />
      <Container className="divide-y p-0">
        <SectionHeading level="h1" title={t("service.prices.title")} description={t("service.prices.description")} />
        <ListBody
          query={query}
          failed={t("service.prices.load_failed")}
          empty={rows.length ? null : t("service.prices.empty")}
          emptyTestId="service-models-empty"
        >
          <ListTable table={table} testId="service-models" busy={query.isFetching} />
        </ListBody>
      </Container>
    </div>
  )
}

export default withPermission("service:read", ServicePricesPage)
