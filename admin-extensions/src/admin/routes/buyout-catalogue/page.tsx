import { defineRouteConfig } from "@medusajs/admin-sdk"
import { SquaresPlus } from "@medusajs/icons"
import { Container, DataTable, createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo, useState } from "react"
import { useNavigate } from "react-router-dom"

import { useBuyoutFormat } from "../../components/buyout/formatting"
import { ModelCreate } from "../../components/buyout/model-create"
import { PriceImport } from "../../components/price-import"
import { flagColumn, linkColumn } from "../../components/list-columns"
import { ListBody, useDebounced, useListQuery, usePagedTable } from "../../components/list-page"
import { buyoutApi, buyoutKeys } from "../../api/buyout"
import type { AdminBuyoutModelRow } from "@electroshop/contracts/buyout"
import { useT } from "../../lib/i18n"
import { useShopCurrency } from "../../components/buyout/use-shop-currency"
import { PageTitle, SectionHeading } from "../../components/headings"
import { SearchInput } from "../../components/field"
import { withPermission } from "../../components/staff/require-permission"

const column = createDataTableColumnHelper<AdminBuyoutModelRow>()

/** The devices the shop buys (models with their minimal price) and the CSV price import. */
const BuyoutCataloguePage = () => {
  const { t } = useT()
  const { money } = useBuyoutFormat()
  const currency = useShopCurrency()
  const navigate = useNavigate()
  const [q, setQ] = useState("")
  const search = useDebounced(q.trim())
  const query = useListQuery({
    queryKey: buyoutKeys.models(search),
    queryFn: () => buyoutApi.models(search),
    failed: t("buyouts.catalogue.load_failed"),
    toastId: "buyout-models-load",
  })
  const { data } = query

  const columns = useMemo(
    () => [
      linkColumn<AdminBuyoutModelRow>("label", t("buyouts.catalogue.model"), (model) => `/buyout-catalogue/${model.id}`),
      column.accessor("device_type.label", { header: t("buyouts.catalogue.type") }),
      column.accessor("manufacturer.label", { header: t("buyouts.catalogue.manufacturer") }),
      column.accessor("minimal_buyout_price", {
        header: t("buyouts.catalogue.minimal_price"),
        headerAlign: "right",
        cell: ({ getValue }) => <div className="text-right">{money(getValue(), currency)}</div>,
      }),
      flagColumn<AdminBuyoutModelRow>("is_active", (model) => model.is_active, {
        header: t("buyouts.catalogue.state"),
        yes: t("buyouts.catalogue.active"),
        no: t("buyouts.catalogue.inactive"),
      }),
    ],
    [t, money, currency],
  )
  const models = data?.models ?? []
  const table = usePagedTable({ columns, rows: models, count: models.length, onRowClick: (row) => navigate(`/buyout-catalogue/${row.id}`) })

  return (
    <div className="flex flex-col gap-y-3">
      <PageTitle title={t("buyouts.catalogue.title")} description={t("buyouts.catalogue.description")} />
      <PriceImport catalogue="buyouts" upload={buyoutApi.importPrices} queryKey={["electroshop", "buyout-catalogue"]} />
      <Container className="divide-y p-0">
        <SectionHeading title={t("buyouts.catalogue.models")}>
          <ModelCreate />
          <SearchInput
            className="w-64"
            aria-label={t("buyouts.catalogue.search")}
            placeholder={t("buyouts.catalogue.search")}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </SectionHeading>
        <ListBody
          query={query}
          failed={t("buyouts.catalogue.load_failed")}
          empty={models.length ? null : t("buyouts.catalogue.empty")}
          emptyTestId="buyout-empty"
        >
          <div data-testid="buyout-models">
            <DataTable instance={table}>
              <DataTable.Table />
            </DataTable>
          </div>
        </ListBody>
      </Container>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "buyouts.catalogue_menu",
  icon: SquaresPlus,
  translationNs: "electroshop",
})

export default withPermission("buyout:read", BuyoutCataloguePage)
