import type { AdminHandover } from "../../../api/warehouse"
import { CardTable, type CardColumn } from "../../../components/card-table"
import { DateTime, dateTimeFormat } from "../../../components/date-time"
import { TitledSection } from "../../../components/headings"
import { EmptyState } from "../../../components/states"
import { useT } from "../../../lib/i18n"
import { useParcelColumns } from "../parcel-columns"
import { TakeOut } from "./take-out"

type Parcel = AdminHandover["parcels"][number]

/**
 * The batch's parcels in the order they were scanned in (number, order, weight, cash on delivery,
 * when added), with their totals; in an open batch, for staff who may work on shipping, each can be
 * taken out.
 */
export const HandoverParcels = ({ handover, editable }: { handover: AdminHandover; editable: boolean }) => {
  const { t, i18n } = useT()
  const { columns, totals } = useParcelColumns(handover)
  const format = dateTimeFormat(i18n.language)
  const all: CardColumn<Parcel>[] = [
    ...columns,
    { key: "added_at", header: t("handovers.columns.added_at"), cell: (parcel) => <DateTime value={parcel.added_at} format={format} /> },
    ...(editable
      ? [
          {
            key: "actions",
            header: t("handovers.columns.actions"),
            hiddenHeader: true,
            cell: (parcel: Parcel) => <TakeOut handoverId={handover.id} parcel={parcel} />,
          },
        ]
      : []),
  ]
  return (
    <TitledSection id="handover-parcels-title" title={t("handovers.detail.parcels")} testId="handover-parcels">
      {handover.parcels.length ? (
        <CardTable
          labelledBy="handover-parcels-title"
          columns={all}
          rows={handover.parcels}
          rowKey={(parcel) => parcel.parcel_id}
          rowTestId="handover-parcel"
          totals={totals}
        />
      ) : (
        <EmptyState testId="handover-parcels-empty" message={t("handovers.detail.empty")} />
      )}
    </TitledSection>
  )
}
