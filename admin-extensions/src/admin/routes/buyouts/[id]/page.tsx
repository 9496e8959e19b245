import { BuyoutDeviceSection } from "../../../components/buyout/device-section"
import { useBuyoutFormat } from "../../../components/buyout/formatting"
import { BuyoutPersonalData } from "../../../components/buyout/personal-data"
import { BuyoutPickupSection } from "../../../components/buyout/pickup-section"
import { DetailShell, useDetailQuery } from "../../../components/list-page"
import { BuyoutStatusBadge } from "../../../components/buyout/status-badge"
import { BuyoutStatusChange } from "../../../components/buyout/status-change"
import { BuyoutStatusHistory } from "../../../components/buyout/status-history"
import { buyoutApi, buyoutKeys } from "../../../api/buyout"
import { useT } from "../../../lib/i18n"
import { PageTitle } from "../../../components/headings"
import { withPermission } from "../../../components/staff/require-permission"

/** One buy-out request: device and appraisal, masked seller data with a logged reveal, pickup, status and its history. */
const BuyoutDetailPage = () => {
  const { t } = useT()
  const { dateTime } = useBuyoutFormat()
  const { query } = useDetailQuery({
    queryKey: buyoutKeys.detail,
    queryFn: buyoutApi.retrieve,
    failed: t("buyouts.detail.load_failed"),
    toastId: "buyout-detail-load",
  })
  return (
    <DetailShell back={{ to: "/buyouts", label: t("buyouts.detail.back") }} query={query} failed={t("buyouts.detail.load_failed")} testId="buyout-detail">
      {({ buyout }) => (
        <>
          <PageTitle
            title={t("buyouts.detail.title", { number: buyout.number })}
            description={t("buyouts.detail.created", { date: dateTime(buyout.created_at) })}
          >
            <BuyoutStatusBadge status={buyout.status} />
          </PageTitle>
          <div className="flex flex-col gap-3 xl:flex-row xl:items-start">
            <div className="flex w-full flex-col gap-y-3">
              <BuyoutDeviceSection buyout={buyout} />
              <BuyoutPersonalData buyout={buyout} />
            </div>
            <div className="flex w-full flex-col gap-y-3 xl:max-w-[440px]">
              <BuyoutStatusChange buyout={buyout} />
              <BuyoutStatusHistory buyout={buyout} />
              <BuyoutPickupSection buyout={buyout} />
            </div>
          </div>
        </>
      )}
    </DetailShell>
  )
}

export default withPermission("buyout:read", BuyoutDetailPage)
