import { Text } from "@medusajs/ui"
import { useMemo } from "react"
import type { AdminPickingChange } from "../../api/warehouse"
import { useT } from "../../lib/i18n"
import { DateTime, dateTimeFormat } from "../date-time"
import { Hint } from "../field"

/** An order's picking changes, newest first: from → to (or its entry into the queue), who made it and when. */
export const PickingHistory = ({ history }: { history: AdminPickingChange[] }) => {
  const { t, i18n } = useT()
  const format = useMemo(() => dateTimeFormat(i18n.language), [i18n.language])
  const label = (status: AdminPickingChange["status"]) => t(`picking.status.${status}`)
  return (
    <section aria-labelledby="picking-history-title" className="flex flex-col">
      <Text id="picking-history-title" size="small" weight="plus" className="px-6 pt-4">
        {t("picking.history.title")}
      </Text>
      <ol data-testid="picking-history">
        {history.map((change, index) => (
          <li key={`${change.created_at}-${index}`} className="flex flex-col gap-y-1 px-6 py-3" data-testid="picking-history-entry">
            <Text size="small">
              {change.previous_status
                ? `${label(change.previous_status)} → ${label(change.status)}`
                : t("picking.history.queued", { status: label(change.status) })}
            </Text>
            <Hint size="xsmall">
              {change.actor_email ?? t("picking.history.by_shop")}
              {" · "}
              <DateTime value={change.created_at} format={format} />
            </Hint>
          </li>
        ))}
      </ol>
    </section>
  )
}
