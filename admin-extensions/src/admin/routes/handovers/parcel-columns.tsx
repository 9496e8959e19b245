import { formatMoney } from "@electroshop/domain/money"

import type { AdminHandover, AdminHandoverParcel } from "../../api/warehouse"
import { useShopCurrency } from "../../components/buyout/use-shop-currency"
import type { CardColumn } from "../../components/card-table"
import { RowLink } from "../../components/list-page"
import { useT } from "../../lib/i18n"
import { weightText } from "../../lib/parcels"

/**
 * What the batch's page and its protocol show of each parcel: its number (the row's header), its
 * order (linking to it), weight and cash on delivery ("—" prepaid), in the batch's currency (the
 * shop's while it has none); and the totals row under them: how many parcels, their weight and cash.
 */
export function useParcelColumns(handover: AdminHandover) {
  const { t, i18n } = useT()
  const shopCurrency = useShopCurrency()
  const currency = handover.currency_code ?? shopCurrency
  const columns: CardColumn<AdminHandoverParcel>[] = [
    {
      key: "tracking",
      header: t("handovers.columns.tracking"),
      rowHeader: true,
      cell: (parcel) => (
        <span className="font-mono break-all" data-testid="handover-parcel-tracking">
          {parcel.tracking_number}
        </span>
      ),
    },
    { key: "order", header: t("handovers.columns.order"), cell: (parcel) => <RowLink to={`/orders/${parcel.order_id}`}>{`#${parcel.display_id}`}</RowLink> },
    { key: "weight", header: t("handovers.columns.weight"), numeric: true, cell: (parcel) => weightText(parcel.weight_g, i18n.language) },
    {
      key: "cod",
      header: t("handovers.columns.cod"),
      numeric: true,
      cell: (parcel) => (parcel.cod_amount === null ? t("common.not_available") : formatMoney(parcel.cod_amount, currency)),
    },
  ]
  const totals = {
    label: t("handovers.total", { count: handover.parcels.length }),
    cells: { weight: weightText(handover.total_weight_g, i18n.language), cod: formatMoney(handover.cod_total, currency) },
    testId: "handover-totals",
  }
  return { columns, totals }
}
