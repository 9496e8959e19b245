import { Text } from "@medusajs/ui"
import type { AdminBuyoutDetail } from "@electroshop/contracts/buyout"
import { useT } from "../../lib/i18n"
import { useBuyoutFormat } from "./formatting"
import { BuyoutStatusBadge } from "./status-badge"
import { Hint } from "../field"
import { StatusTimeline } from "../status-timeline"

/** Every status change of the sale, oldest first, with who made it and the note sent to the customer. */
export const BuyoutStatusHistory = ({ buyout }: { buyout: AdminBuyoutDetail }) => {
  const { t } = useT()
  const { money } = useBuyoutFormat()
  return (
    <StatusTimeline
      testId="buyout-history"
      title={t("buyouts.history.title")}
      empty={t("buyouts.history.empty")}
      history={buyout.status_history}
      badge={(status) => <BuyoutStatusBadge status={status} />}
      details={(entry) => (
        <>
          <Hint size="xsmall">{entry.actor_type === "admin" ? t("buyouts.history.by_staff") : t("buyouts.history.by_customer")}</Hint>
          {entry.offered_price !== null ? (
            <Text size="small">{t("buyouts.history.offered_price", { price: money(entry.offered_price, buyout.currency_code) })}</Text>
          ) : null}
          {entry.note ? (
            <Text size="small" className="whitespace-pre-wrap">
              {entry.note}
            </Text>
          ) : null}
        </>
      )}
    />
  )
}
