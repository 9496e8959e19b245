import type { PartQuality } from "@electroshop/contracts/service"
import type { UseFormRegisterReturn } from "react-hook-form"
import { LabelledInput } from "../field"
import { useT } from "../../lib/i18n"

type Registered = UseFormRegisterReturn & { error: string | undefined }

/**
 * A part quality's price and warranty side by side, the same when an operation
 * is created and when it is edited; the inputs are `<idPrefix>-price-<quality>`
 * and `<idPrefix>-warranty-<quality>`.
 */
export const PartOptionFields = ({
  idPrefix,
  quality,
  priceHint,
  price,
  warranty,
}: {
  idPrefix: string
  quality: PartQuality
  priceHint?: string
  /** form.field(...) of the quality's price and of its warranty months. */
  price: Registered
  warranty: Registered
}) => {
  const { t } = useT()
  return (
    <div className="grid grid-cols-2 gap-x-3">
      <LabelledInput
        id={`${idPrefix}-price-${quality}`}
        label={t("service.prices.price", { quality: t(`service.quality.${quality}`) })}
        hint={priceHint}
        inputMode="numeric"
        {...price}
      />
      <LabelledInput id={`${idPrefix}-warranty-${quality}`} label={t("service.prices.warranty")} inputMode="numeric" {...warranty} />
    </div>
  )
}
