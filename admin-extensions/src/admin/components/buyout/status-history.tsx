import { Container, Text } from "@medusajs/ui"
import type { AdminBuyoutDetail } from "@electroshop/contracts/buyout"
import { useT } from "../../lib/i18n"
import { useBuyoutFormat } from "./formatting"
import { BuyoutStatusBadge } from "./status-badge"
import { SectionHeading } from "../headings"
import { Hint } from "../field"

/** Every status change of the sale, oldest first, with who made it and the note sent to the customer. */
export const BuyoutStatusHistory = ({ buyout }: { buyout: AdminBuyoutDetail }) => {
  const { t } = useT()
  const { dateTime, money } = useBuyoutFormat()
  return (
    <Container className="divide-y p-0" data-testid="buyout-history">
      <SectionHeading title={t("buyouts.history.title")} />
      {buyout.status_history.length === 0 ? (
        <div className="px-6 py-4">
          <Hint>{t("buyouts.history.empty")}</Hint>
        </div>
      ) : (
        <ol className="divide-y">
          {buyout.status_history.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-y-1 px-6 py-3" data-testid="buyout-history-entry">
              <div className="flex items-center justify-between gap-x-2">
                <BuyoutStatusBadge status={entry.to_status} />
                <Hint size="xsmall">{dateTime(entry.created_at)}</Hint>
              </div>
              <Hint size="xsmall">{entry.actor_type === "admin" ? t("buyouts.history.by_staff") : t("buyouts.history.by_customer")}</Hint>
              {entry.offered_price !== null ? (
                <Text size="small">{t("buyouts.history.offered_price", { price: money(entry.offered_price, buyout.currency_code) })}</Text>
              ) : null}
              {entry.note ? (
                <Text size="small" className="whitespace-pre-wrap">
                  {entry.note}
                </Text>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Container>
  )
}
