import { Select } from "@medusajs/ui"
import type { BuyoutStatus } from "@electroshop/contracts/buyout"
import { useT } from "../../lib/i18n"

/** A Select's choice of buy-out statuses, named in the admin user's language. */
export const BuyoutStatusItems = ({ statuses }: { statuses: readonly BuyoutStatus[] }) => {
  const { t } = useT()
  return statuses.map((status) => (
    <Select.Item key={status} value={status}>
      {t(`buyouts.status.${status}`)}
    </Select.Item>
  ))
}
