import { defineRouteConfig } from "@medusajs/admin-sdk"
import { SquaresPlus } from "@medusajs/icons"
import { Badge, Container, Heading, Input, Table, Text } from "@medusajs/ui"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { Link, useNavigate } from "react-router-dom"

import { useBuyoutFormat } from "../../components/buyout/formatting"
import { ModelCreate } from "../../components/buyout/model-create"
import { PriceImport } from "../../components/buyout/price-import"
import { EmptyState, ErrorState, LoadingState } from "../../components/states"
import { buyoutApi, buyoutKeys } from "../../lib/buyout-api"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { useShopCurrency } from "../../components/buyout/use-shop-currency"

/** The devices the shop buys (models with their minimal price) and the CSV price import. */
const BuyoutCataloguePage = () => {
  const { t } = useT()
  const { money } = useBuyoutFormat()
  const currency = useShopCurrency()
  const navigate = useNavigate()
  const [q, setQ] = useState("")
  const [search, setSearch] = useState("")
  // Searching as one types, but only once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(q.trim()), 300)
    return () => clearTimeout(timer)
  }, [q])

  const { data, error, isPending, refetch } = useQuery({
    queryKey: buyoutKeys.models(search),
    queryFn: () => buyoutApi.models(search),
    placeholderData: keepPreviousData,
  })
  useEffect(() => {
    if (error) notify.error(t("buyouts.catalogue.load_failed"), { error, id: "buyout-models-load" })
  }, [error, t])

  return (
    <div className="flex flex-col gap-y-3">
      <Container className="px-6 py-4">
        <Heading level="h1">{t("buyouts.catalogue.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("buyouts.catalogue.description")}
        </Text>
      </Container>
      <PriceImport />
      <Container className="divide-y p-0">
        <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
          <Heading level="h2">{t("buyouts.catalogue.models")}</Heading>
          <div className="flex items-center gap-x-2">
            <ModelCreate />
            <Input
            size="small"
            type="search"
            className="w-64"
            aria-label={t("buyouts.catalogue.search")}
            placeholder={t("buyouts.catalogue.search")}
            value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
        </div>
        {isPending ? (
          <LoadingState />
        ) : error && !data ? (
          <ErrorState message={t("buyouts.catalogue.load_failed")} error={error} onRetry={() => refetch()} />
        ) : data.models.length === 0 ? (
          <EmptyState testId="buyout-empty" message={t("buyouts.catalogue.empty")} />
        ) : (
          <Table data-testid="buyout-models">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("buyouts.catalogue.model")}</Table.HeaderCell>
                <Table.HeaderCell>{t("buyouts.catalogue.type")}</Table.HeaderCell>
                <Table.HeaderCell>{t("buyouts.catalogue.manufacturer")}</Table.HeaderCell>
                <Table.HeaderCell className="text-right">{t("buyouts.catalogue.minimal_price")}</Table.HeaderCell>
                <Table.HeaderCell>{t("buyouts.catalogue.state")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.models.map((m) => (
                <Table.Row key={m.id} className="cursor-pointer" onClick={() => navigate(`/buyout-catalogue/${m.id}`)}>
                  <Table.Cell>
                    <Link to={`/buyout-catalogue/${m.id}`} className="text-ui-fg-interactive hover:underline" onClick={(e) => e.stopPropagation()}>
                      {m.label}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{m.device_type.label}</Table.Cell>
                  <Table.Cell>{m.manufacturer.label}</Table.Cell>
                  <Table.Cell className="text-right">{money(m.minimal_buyout_price, currency)}</Table.Cell>
                  <Table.Cell>
                    <Badge size="2xsmall" color={m.is_active ? "green" : "grey"}>
                      {m.is_active ? t("buyouts.catalogue.active") : t("buyouts.catalogue.inactive")}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        )}
      </Container>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "buyouts.catalogue_menu",
  icon: SquaresPlus,
  translationNs: "electroshop",
})

export default BuyoutCataloguePage
