import { handoverApi, pickingKeys } from "../../../../api/warehouse"
import { DetailShell, useDetailQuery } from "../../../../components/list-page"
import { withPermission } from "../../../../components/staff/require-permission"
import { useT } from "../../../../lib/i18n"
import { ProtocolSheet } from "./protocol-sheet"

/**
 * The hand-over protocol of a batch (`/handovers/:id/protocol`, no menu entry; linked from the batch
 * once handed over): printed on A4 for the warehouse and the carrier's driver to sign.
 */
const HandoverProtocolPage = () => {
  const { t } = useT()
  const { id, query } = useDetailQuery({
    queryKey: pickingKeys.handover,
    queryFn: handoverApi.get,
    failed: t("handovers.detail.load_failed"),
    toastId: "handover-load",
  })
  return (
    <DetailShell
      back={{ to: `/handovers/${id}`, label: t("handovers.protocol.back") }}
      query={query}
      failed={t("handovers.detail.load_failed")}
      testId="handover-protocol"
    >
      {({ handover }) => <ProtocolSheet handover={handover} />}
    </DetailShell>
  )
}

export default withPermission("fulfillment:read", HandoverProtocolPage)
