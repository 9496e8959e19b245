import { Button, Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Fragment } from "react"
import { Link, useSearchParams } from "react-router-dom"
import type { AdminPickingListResponse } from "@electroshop/contracts/warehouse"

import { pickingApi, pickingKeys, type AdminPickingListLine } from "../../../api/warehouse"
import { Hint } from "../../../components/field"
import { PageTitle } from "../../../components/headings"
import { LINK_CLASS } from "../../../components/link-style"
import { DetailShell, useFailureToast } from "../../../components/list-page"
import { PRINT_AREA, PRINT_HIDDEN, PrintStyle } from "../../../components/print-style"
import { EmptyState } from "../../../components/states"
import { withPermission } from "../../../components/staff/require-permission"
import { useT } from "../../../lib/i18n"
import { linesByStockLocation, orderIdsFromParams, orderSplit, type StockLocationLines } from "../../../lib/picking-list"
import { OrderCrates } from "./crate-form"

const QUEUE = "/picking"

/*
 * One line of the list: a table row from a small tablet up and on paper; on a handheld scanner's
 * screen (under 640 px) a card, the bin large at its top with the quantity beside it, the SKU,
 * product and the batch's orders under them.
 */
const CELL = "px-3 py-2 align-top max-sm:p-0"
const UNDER_BIN = "max-sm:col-span-2 max-sm:col-start-2"

const Line = ({ line, batch }: { line: AdminPickingListLine; batch: boolean }) => {
  const { t } = useT()
  const bin = line.bin ?? t("picking.list.no_bin")
  return (
    <tr
      className="border-ui-border-base border-t max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-0.5 max-sm:px-4 max-sm:py-3"
      data-testid="picking-list-line"
    >
      <td className={`${CELL} w-10 max-sm:col-start-1 max-sm:row-span-4 max-sm:row-start-1 max-sm:pt-1.5`}>
        <input type="checkbox" className="size-5 align-middle" aria-label={t("picking.list.tick", { item: `${bin} · ${line.sku ?? line.title}` })} />
      </td>
      <td className={`${CELL} max-sm:col-start-2 max-sm:row-start-1`}>
        {line.bin ? (
          <span data-print-bin className="font-mono text-base font-semibold max-sm:text-2xl">
            {line.bin}
          </span>
        ) : (
          <span className="text-ui-fg-subtle italic max-sm:text-lg">{bin}</span>
        )}
      </td>
      <td className={`${CELL} font-mono break-all ${UNDER_BIN} max-sm:row-start-2`}>{line.sku ?? t("common.not_available")}</td>
      <td className={`${CELL} break-words ${UNDER_BIN} max-sm:row-start-3`}>{line.title}</td>
      <td className={`${CELL} text-right tabular-nums max-sm:col-start-3 max-sm:row-start-1`}>
        <span aria-hidden="true" className="text-ui-fg-subtle txt-compact-xsmall block sm:hidden">
          {t("picking.list.quantity")}
        </span>
        <span className="text-base font-semibold max-sm:text-2xl">{line.quantity}</span>
      </td>
      {batch ? <td className={`${CELL} ${UNDER_BIN} max-sm:text-ui-fg-subtle max-sm:row-start-4`}>{orderSplit(line.orders)}</td> : null}
    </tr>
  )
}

/** A stock location's part of the walk: its name, then its lines by bin (those without a bin last). */
const LocationSection = ({ group, batch }: { group: StockLocationLines; batch: boolean }) => {
  const { t } = useT()
  const headingId = `picking-list-${group.stock_location_id}`
  const head = "px-3 py-2 text-left font-medium"
  return (
    <Container className="p-0">
      <section aria-labelledby={headingId} data-testid="picking-list-location">
        <Heading level="h2" id={headingId} className="px-6 py-4">
          {group.stock_location_name ?? group.stock_location_id}
        </Heading>
        <table aria-labelledby={headingId} className="txt-compact-small w-full border-collapse max-sm:block">
          <thead className="text-ui-fg-subtle max-sm:sr-only">
            <tr>
              <th scope="col" className={`${head} w-10`}>
                <span aria-hidden="true">✓</span>
                <span className="sr-only">{t("picking.columns.picked")}</span>
              </th>
              <th scope="col" className={head}>
                {t("picking.columns.bin")}
              </th>
              <th scope="col" className={head}>
                {t("picking.columns.sku")}
              </th>
              <th scope="col" className={head}>
                {t("picking.columns.product")}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t("picking.list.quantity")}
              </th>
              {batch ? (
                <th scope="col" className={head}>
                  {t("picking.columns.orders")}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {group.lines.map((line) => (
              <Line key={line.inventory_item_id} line={line} batch={batch} />
            ))}
          </tbody>
        </table>
      </section>
    </Container>
  )
}

/**
 * The list itself, what prints: its title with the orders (each linking to its page, with the crate it
 * is picked into), the crate forms (not printed), then the walk by stock location.
 */
const PickingListSheet = ({ list }: { list: AdminPickingListResponse }) => {
  const { t } = useT()
  const batch = list.orders.length > 1
  const orders = (
    <span data-testid="picking-list-orders">
      {`${t("picking.list.orders")} `}
      {list.orders.map((order, index) => (
        <Fragment key={order.order_id}>
          {index ? ", " : null}
          <Link to={`/orders/${order.order_id}`} className={LINK_CLASS}>{`#${order.display_id}`}</Link>
          {order.crate ? ` ${t("picking.list.in_crate", { crate: order.crate.code })}` : null}
        </Fragment>
      ))}
    </span>
  )
  const groups = linesByStockLocation(list.lines)
  return (
    <div {...{ [PRINT_AREA]: "" }} className="flex flex-col gap-y-3">
      <PrintStyle />
      <PageTitle title={t("picking.list.title")} description={orders} testId="picking-list-title">
        <Button size="small" variant="secondary" type="button" onClick={() => window.print()} {...{ [PRINT_HIDDEN]: "" }}>
          {t("picking.list.print")}
        </Button>
      </PageTitle>
      <OrderCrates orders={list.orders} />
      {groups.length ? (
        groups.map((group) => <LocationSection key={group.stock_location_id} group={group} batch={batch} />)
      ) : (
        <Container className="p-0">
          <EmptyState testId="picking-list-empty" message={t("picking.list.empty")} />
        </Container>
      )}
    </div>
  )
}

/** Without orders in the URL: where to choose them. */
const NoneChosen = () => {
  const { t } = useT()
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("picking.list.title")}</Heading>
      </div>
      <div className="flex flex-col items-start gap-y-2 px-6 py-8" data-testid="picking-list-none">
        <Hint>{t("picking.list.none")}</Hint>
        <Text size="small">
          <Link to={QUEUE} className={LINK_CLASS}>
            {t("picking.list.to_queue")}
          </Link>
        </Text>
      </div>
    </Container>
  )
}

/**
 * The picking list (issue 36) of the orders in the URL (`?order_id=…`, one or a batch picked in one
 * walk): what to take off the shelves, by stock location and bin, with how many units go to which
 * order; printed on A4 or read on a handheld scanner. Reached from the picking queue and an order's page.
 */
const PickingListPage = () => {
  const { t } = useT()
  const [params] = useSearchParams()
  const orderIds = orderIdsFromParams(params)
  const query = useQuery({ queryKey: pickingKeys.list(orderIds), queryFn: () => pickingApi.list(orderIds), enabled: orderIds.length > 0 })
  useFailureToast(query.error, t("picking.list.load_failed"), "picking.list.load")
  if (!orderIds.length) return <NoneChosen />
  return (
    <DetailShell back={{ to: QUEUE, label: t("picking.back_to_queue") }} query={query} failed={t("picking.list.load_failed")} testId="picking-list">
      {(list) => <PickingListSheet list={list} />}
    </DetailShell>
  )
}

export default withPermission("fulfillment:read", PickingListPage)
