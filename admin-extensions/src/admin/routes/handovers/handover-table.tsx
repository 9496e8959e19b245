import { formatMoney } from "@electroshop/domain/money"
import { HANDOVERS_PAGE_SIZE } from "@electroshop/contracts/warehouse"

import type { AdminHandoversResponse } from "../../api/warehouse"
import { useShopCurrency } from "../../components/buyout/use-shop-currency"
import { CardTable, CardTablePages, type CardColumn } from "../../components/card-table"
import { DateTime, dateTimeFormat } from "../../components/date-time"
import { RowLink } from "../../components/list-page"
import { useT } from "../../lib/i18n"
import { carrierName, weightText } from "../../lib/parcels"
import { HandoverStateBadge } from "./state-badge"

type Row = AdminHandoversResponse["handovers"][number]

/**
 * The hand-over batches, one a row (a card on a phone): the carrier linking to the batch, its stock
 * location, state, number of parcels, their weight and cash on delivery, when it was opened and when
 * and by whom it was handed over; pages of 50 under them once there is more than one.
 */
export const HandoverTable = ({ data, page, onPage }: { data: AdminHandoversResponse; page: number; onPage: (page: number) => void }) => {
  const { t, i18n } = useT()
  const shopCurrency = useShopCurrency()
  const format = dateTimeFormat(i18n.language)
  const none = t("common.not_available")
  const columns: CardColumn<Row>[] = [
    {
      key: "carrier",
      header: t("handovers.columns.carrier"),
      rowHeader: true,
      cell: (handover) => <RowLink to={`/handovers/${handover.id}`}>{carrierName(handover.carrier)}</RowLink>,
    },
    { key: "location", header: t("handovers.columns.location"), cell: (handover) => handover.stock_location_name ?? none },
    { key: "state", header: t("handovers.columns.state"), cell: (handover) => <HandoverStateBadge status={handover.state} /> },
    { key: "parcels", header: t("handovers.columns.parcels"), numeric: true, cell: (handover) => handover.parcel_count },
    { key: "weight", header: t("handovers.columns.weight"), numeric: true, cell: (handover) => weightText(handover.total_weight_g, i18n.language) },
    {
      key: "cod",
      header: t("handovers.columns.cod"),
      numeric: true,
      cell: (handover) => formatMoney(handover.cod_total, handover.currency_code ?? shopCurrency),
    },
    { key: "created_at", header: t("handovers.columns.created_at"), cell: (handover) => <DateTime value={handover.created_at} format={format} /> },
    {
      key: "closed_at",
      header: t("handovers.columns.closed_at"),
      cell: (handover) =>
        handover.closed_at ? (
          <>
            <DateTime value={handover.closed_at} format={format} />
            {handover.closed_by ? <span className="text-ui-fg-subtle block break-all">{t("handovers.closed_by", { email: handover.closed_by })}</span> : null}
          </>
        ) : (
          none
        ),
    },
  ]
  return (
    <>
      <CardTable label={t("handovers.title")} columns={columns} rows={data.handovers} rowKey={(handover) => handover.id} rowTestId="handover-row" />
      <CardTablePages count={data.count} pageSize={HANDOVERS_PAGE_SIZE} page={page} onPage={onPage} />
    </>
  )
}
