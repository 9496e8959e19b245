import { ArrowLeft } from "@medusajs/icons"
import { Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { Link, useParams } from "react-router-dom"

import { BuyoutDeviceSection } from "../../../components/buyout/device-section"
import { useBuyoutFormat } from "../../../components/buyout/formatting"
import { BuyoutPersonalData } from "../../../components/buyout/personal-data"
import { BuyoutPickupSection } from "../../../components/buyout/pickup-section"
import { ErrorState, LoadingState } from "../../../components/states"
import { BuyoutStatusBadge } from "../../../components/buyout/status-badge"
import { BuyoutStatusChange } from "../../../components/buyout/status-change"
import { BuyoutStatusHistory } from "../../../components/buyout/status-history"
import { buyoutApi, buyoutKeys } from "../../../lib/buyout-api"
import { useT } from "../../../lib/i18n"
import { notify } from "../../../lib/notify"

/** One buy-out request: device and appraisal, masked seller data with a logged reveal, pickup, status and its history. */
const BuyoutDetailPage = () => {
  const { id = "" } = useParams()
  const { t } = useT()
  const { dateTime } = useBuyoutFormat()
  const { data, error, isPending, refetch } = useQuery({
    queryKey: buyoutKeys.detail(id),
    queryFn: () => buyoutApi.retrieve(id),
    enabled: !!id,
  })
  useEffect(() => {
    if (error) notify.error(t("buyouts.detail.load_failed"), { error, id: "buyout-detail-load" })
  }, [error, t])

  const back = (
    <Link to="/buyouts" className="text-ui-fg-subtle hover:text-ui-fg-base flex items-center gap-x-1 text-sm">
      <ArrowLeft />
      {t("buyouts.detail.back")}
    </Link>
  )

  if (isPending || error) {
    return (
      <div className="flex flex-col gap-y-3">
        {back}
        <Container className="p-0">
          {isPending ? <LoadingState /> : <ErrorState message={t("buyouts.detail.load_failed")} error={error} onRetry={() => refetch()} />}
        </Container>
      </div>
    )
  }

  const { buyout } = data
  return (
    <div className="flex flex-col gap-y-3" data-testid="buyout-detail">
      {back}
      <Container className="flex items-center justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h1">{t("buyouts.detail.title", { number: buyout.number })}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("buyouts.detail.created", { date: dateTime(buyout.created_at) })}
          </Text>
        </div>
        <BuyoutStatusBadge status={buyout.status} />
      </Container>
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
    </div>
  )
}

export default BuyoutDetailPage
