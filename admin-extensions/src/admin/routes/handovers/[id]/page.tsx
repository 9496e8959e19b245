import { handoverApi, pickingKeys } from "../../../api/warehouse"
import { DetailShell, useDetailQuery } from "../../../components/list-page"
import { withPermission } from "../../../components/staff/require-permission"
import { useT } from "../../../lib/i18n"
import { HandoverDetail } from "./handover-detail"

/**
 * A hand-over batch (`/handovers/:id`, no menu entry; reached from the hand-overs list): its parcels
 * scanned in, taken out and handed to the carrier's driver, then its protocol printed.
 */
const HandoverPage = () => {
  const { t } = useT()
  const { query } = useDetailQuery({
    queryKey: pickingKeys.handover,
    queryFn: handoverApi.get,
    failed: t("handovers.detail.load_failed"),
    toastId: "handover-load",
  })
  return (
    <DetailShell back={{ to: "/handovers", label: t("handovers.title") }} query={query} failed={t("handovers.detail.load_failed")} testId="handover">
      {({ handover }) => <HandoverDetail handover={handover} />}
    </DetailShell>
  )
}

export default withPermission("fulfillment:read", HandoverPage)
