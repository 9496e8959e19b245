import { Button, Container } from "@medusajs/ui"

import type { AdminHandover, AdminHandoverParcel } from "../../../../api/warehouse"
import { CardTable, type CardColumn } from "../../../../components/card-table"
import { DateTime, dateTimeFormat } from "../../../../components/date-time"
import { FactList } from "../../../../components/fact-list"
import { SectionHeading, TitledSection } from "../../../../components/headings"
import { PRINT_AREA, PRINT_HIDDEN, PrintStyle } from "../../../../components/print-style"
import { EmptyState } from "../../../../components/states"
import { useT } from "../../../../lib/i18n"
import { carrierName } from "../../../../lib/parcels"
import { useParcelColumns } from "../../parcel-columns"
import { SignatureBox } from "./signature-box"
import { useShopSender } from "./use-shop-sender"

/**
 * The hand-over protocol, what prints (on A4, black on white, without the admin around it): the
 * carrier, the batch's number, the sender, the stock location, when it was handed over (or that it
 * is not yet) and who recorded it; the parcels numbered, with their totals; then a box for the
 * warehouse's signature and one for the driver's. On a phone the parcels read as cards.
 */
export const ProtocolSheet = ({ handover }: { handover: AdminHandover }) => {
  const { t, i18n } = useT()
  const sender = useShopSender()
  const { columns, totals } = useParcelColumns(handover)
  const carrier = carrierName(handover.carrier)
  const none = t("common.not_available")
  const numbered: CardColumn<AdminHandoverParcel>[] = [
    { key: "number", header: t("handovers.columns.number"), numeric: true, cell: (_, index) => index + 1 },
    ...columns,
  ]
  const [name, signature, date] = [t("handovers.protocol.name"), t("handovers.protocol.signature"), t("handovers.protocol.date")]
  return (
    <div {...{ [PRINT_AREA]: "" }} className="flex flex-col gap-y-3" data-testid="handover-protocol-sheet">
      <PrintStyle />
      <Container className="divide-y p-0">
        <SectionHeading level="h1" title={t("handovers.protocol.title")} testId="handover-protocol-title">
          <Button
            size="small"
            variant="secondary"
            type="button"
            onClick={() => window.print()}
            data-testid="handover-protocol-print"
            {...{ [PRINT_HIDDEN]: "" }}
          >
            {t("handovers.protocol.print")}
          </Button>
        </SectionHeading>
        <FactList
          facts={[
            { label: t("handovers.columns.carrier"), value: carrier, testId: "handover-protocol-carrier" },
            { label: t("handovers.protocol.number"), value: <span className="font-mono break-all">{handover.id}</span> },
            { label: t("handovers.protocol.sender"), value: sender ?? none, testId: "handover-protocol-sender" },
            { label: t("handovers.columns.location"), value: handover.stock_location_name ?? none },
            {
              label: t("handovers.protocol.handed_over_at"),
              value: handover.closed_at ? (
                <DateTime value={handover.closed_at} format={dateTimeFormat(i18n.language)} />
              ) : (
                t("handovers.protocol.not_handed_over")
              ),
              testId: "handover-protocol-closed-at",
            },
            { label: t("handovers.protocol.recorded_by"), value: handover.closed_by ?? none },
          ]}
        />
      </Container>
      <Container className="p-0">
        <TitledSection id="handover-protocol-parcels" title={t("handovers.detail.parcels")}>
          {handover.parcels.length ? (
            <CardTable
              labelledBy="handover-protocol-parcels"
              columns={numbered}
              rows={handover.parcels}
              rowKey={(parcel) => parcel.parcel_id}
              rowTestId="handover-protocol-parcel"
              totals={totals}
            />
          ) : (
            <EmptyState testId="handover-protocol-empty" message={t("handovers.protocol.empty")} />
          )}
        </TitledSection>
      </Container>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SignatureBox
          id="handover-protocol-warehouse"
          title={t("handovers.protocol.warehouse")}
          lines={[name, signature]}
          testId="handover-protocol-warehouse"
        />
        <SignatureBox
          id="handover-protocol-driver"
          title={t("handovers.protocol.driver", { carrier })}
          lines={[name, signature, date]}
          testId="handover-protocol-driver"
        />
      </div>
    </div>
  )
}
