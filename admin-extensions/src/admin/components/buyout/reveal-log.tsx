import { Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { buyoutApi, buyoutKeys } from "../../api/buyout"
import { useT } from "../../lib/i18n"
import { useBuyoutFormat } from "./formatting"
import { Hint } from "../field"

/** Who revealed the seller's personal data and when (GET /admin/buyouts/:id/reveals), newest first. */
export const RevealLog = ({ buyoutId }: { buyoutId: string }) => {
  const { t } = useT()
  const { dateTime } = useBuyoutFormat()
  const { data, error, isPending } = useQuery({
    queryKey: buyoutKeys.reveals(buyoutId),
    queryFn: () => buyoutApi.reveals(buyoutId),
  })
  const fieldList = (fields: string[]) => fields.map((f) => t(`buyouts.customer.fields.${f}` as "buyouts.customer.fields.e_mail")).join(", ")

  return (
    <div className="flex flex-col gap-y-2 px-6 py-4" data-testid="buyout-reveal-log">
      <Text size="small" weight="plus">
        {t("buyouts.customer.log_title")}
      </Text>
      {isPending ? (
        <Hint>{t("common.loading")}</Hint>
      ) : error ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {t("buyouts.customer.log_failed")}
        </Text>
      ) : data.reveals.length === 0 ? (
        <Hint>{t("buyouts.customer.log_empty")}</Hint>
      ) : (
        <ul className="flex flex-col gap-y-2">
          {data.reveals.map((r) => (
            <li key={r.id} data-testid="buyout-reveal-entry">
              <Text size="small">
                {t("buyouts.customer.log_entry", { who: r.actor_email ?? r.actor_id, date: dateTime(r.created_at), fields: fieldList(r.fields) })}
              </Text>
              {r.reason ? <Hint size="xsmall">{t("buyouts.customer.log_reason", { reason: r.reason })}</Hint> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
