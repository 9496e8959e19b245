import { Container, Text } from "@medusajs/ui"

import type { AdminPackingResponse } from "../../api/warehouse"
import { useCan } from "../../api/staff"
import { dateTimeFormat } from "../../components/date-time"
import { HeadingLink, PageTitle } from "../../components/headings"
import { ParcelPanel } from "../../components/picking/parcel-panel"
import { useT } from "../../lib/i18n"
import { FinishPacking } from "./finish-packing"
import { PackingLines } from "./packing-lines"
import { PackingScan } from "./scan-form"

/**
 * The packing station of one order: its title with its crate and a link to the order, the scan form,
 * the lines with how far their scanning is, and "Finish packing". Packed, the order shows when it
 * was packed instead of the form, its scans no longer undone, and its parcel: registered with its
 * carrier here, its label printed. Staff who may only read see the lines and the parcel.
 */
export const PackingStation = ({ packing }: { packing: AdminPackingResponse["packing"] }) => {
  const { t, i18n } = useT()
  const mayWrite = useCan("fulfillment:write") === true
  const order = packing.display_id
  const open = mayWrite && !packing.packed_at
  return (
    <>
      <PageTitle
        title={t("packing.title", { order })}
        description={packing.crate ? <span data-testid="packing-crate">{t("packing.crate", { code: packing.crate.code })}</span> : undefined}
        testId="packing-title"
      >
        <HeadingLink to={`/orders/${packing.order_id}`}>{t("crates.scan.open_order", { order })}</HeadingLink>
      </PageTitle>
      {packing.packed_at ? (
        <Container className="px-6 py-4">
          <Text size="small" weight="plus" data-testid="packing-packed">
            {t("packing.packed_on", { date: dateTimeFormat(i18n.language).format(new Date(packing.packed_at)) })}
          </Text>
        </Container>
      ) : null}
      {packing.packed_at ? (
        <Container className="p-0">
          <ParcelPanel orderId={packing.order_id} where="packing" />
        </Container>
      ) : null}
      {open ? (
        <Container className="p-0">
          <PackingScan packing={packing} />
        </Container>
      ) : null}
      <Container className="divide-y p-0">
        <PackingLines packing={packing} editable={open} />
        {open ? <FinishPacking packing={packing} /> : null}
      </Container>
    </>
  )
}
