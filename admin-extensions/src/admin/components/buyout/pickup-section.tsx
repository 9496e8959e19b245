import { Container } from "@medusajs/ui"
import { SectionRow } from "../section-row"
import type { AdminBuyoutDetail } from "@electroshop/contracts/buyout"
import { useT } from "../../lib/i18n"
import { SectionHeading } from "../headings"
import { Hint } from "../field"

const FIELDS = ["street", "district", "city", "postcode", "country", "delivery_extra_info"] as const

/** Where the courier picks the device up: the alternative address, or the seller's own one. */
export const BuyoutPickupSection = ({ buyout }: { buyout: AdminBuyoutDetail }) => {
  const { t } = useT()
  const address = buyout.pickup_address
  return (
    <Container className="divide-y p-0" data-testid="buyout-pickup">
      <SectionHeading title={t("buyouts.pickup.title")} />
      {address ? (
        FIELDS.map((field) => <SectionRow key={field} label={t(`buyouts.pickup.${field}`)} value={address[field] || t("common.not_available")} />)
      ) : (
        <div className="px-6 py-4">
          <Hint>{t("buyouts.pickup.same")}</Hint>
        </div>
      )}
    </Container>
  )
}
