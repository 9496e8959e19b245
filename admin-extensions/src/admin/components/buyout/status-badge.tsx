import { StatusBadge } from "@medusajs/ui"
import type { BuyoutStatus } from "@electroshop/contracts/buyout"
import { STATUS_COLOR } from "../../lib/buyout-status"
import { useT } from "../../lib/i18n"

/** A buy-out status in the admin user's language (the API's `status_label` is in the shop's language). */
export const BuyoutStatusBadge = ({ status }: { status: BuyoutStatus }) => {
  const { t } = useT()
  return (
    <StatusBadge color={STATUS_COLOR[status] ?? "grey"} data-testid="buyout-status">
      {t(`buyouts.status.${status}`)}
    </StatusBadge>
  )
}
