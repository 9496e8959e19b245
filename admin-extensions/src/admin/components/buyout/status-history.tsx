import { Container, Heading, Text } from "@medusajs/ui"
import type { AdminBuyoutDetail } from "@electroshop/contracts/buyout"
import { useT } from "../../lib/i18n"
import { useBuyoutFormat } from "./formatting"
import { BuyoutStatusBadge } from "./status-badge"

/** Every status change of the sale, oldest first, with who made it and the note sent to the customer. */
export const BuyoutStatusHistory = ({ buyout }: { buyout: AdminBuyoutDetail }) => {
  const { t } = useT()
  const { dateTime, money } = useBuyoutFormat()
  return (
    <Container className="divide-y p-0" data-testid="buyout-history">
      <div className="px-6 py-4">
        <Heading level="h2">{t("buyouts.history.title")}</Heading>
      </div>
      {buyout.status_history.length === 0 ? (
        <div className="px-6 py-4">
          <Text size="small" className="text-ui-fg-subtle">
            {t("buyouts.history.empty")}
          </Text>
        </div>
      ) : (
        <ol className="divide-y">
          {buyout.status_history.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-y-1 px-6 py-3" data-testid="buyout-history-entry">
              <div className="flex items-center justify-between gap-x-2">
                <BuyoutStatusBadge status={entry.to_status} />
                <Text size="xsmall" className="text-ui-fg-subtle">
                  {dateTime(entry.created_at)}
                </Text>
              </div>
              <Text size="xsmall" className="text-ui-fg-subtle">
                {entry.actor_type === "admin" ? t("buyouts.history.by_staff") : t("buyouts.history.by_customer")}
              </Text>
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
