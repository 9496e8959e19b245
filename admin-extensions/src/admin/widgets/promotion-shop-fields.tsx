import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminPromotion, DetailWidgetProps } from "@medusajs/framework/types"
import { z } from "zod"
import { DEFAULT_PROMOTION_SHOP_FIELDS, type PromotionShopFields } from "@electroshop/contracts/promotion"
import { BooleanField, LabelledInput } from "../components/field"
import { SettingsSection, useSettingsForm } from "../components/settings-section"
import { promotionShopFieldsPath } from "../api/promotions"
import { useT } from "../lib/i18n"

// The server checks again; its messages show at the fields.
const schema = z.object({
  marketing_name: z
    .string()
    .trim()
    .max(200, "promotionShopFields.too_long")
    .transform((name) => name || null),
  public: z.boolean(),
  combinable: z.boolean(),
  cumulative_bonus: z.boolean(),
})

/**
 * Promotion detail: the specification's discount fields Medusa's promotion
 * lacks: the marketing name, whether the discount is public, whether it may
 * be combined with another code in one cart, and whether it adds up with a
 * trade-in bonus (the store refuses those combinations otherwise).
 */
const PromotionShopFieldsWidget = ({ data: promotion }: DetailWidgetProps<AdminPromotion>) => {
  const { t } = useT()
  const { form, section } = useSettingsForm(schema, {
    texts: "promotionShopFields",
    path: promotionShopFieldsPath(promotion.id),
    field: "shop_fields",
    toForm: (fields: PromotionShopFields) => ({ ...fields, marketing_name: fields.marketing_name ?? "" }),
    defaults: DEFAULT_PROMOTION_SHOP_FIELDS,
  })
  return (
    <SettingsSection testId="promotion-shop-fields" {...section}>
      <LabelledInput id="promotion-marketing-name" label={t("promotionShopFields.marketing_name")} {...form.field("marketing_name")} />
      <BooleanField control={form.control} name="public" id="promotion-public" label={t("promotionShopFields.public")} />
      <BooleanField control={form.control} name="combinable" id="promotion-combinable" label={t("promotionShopFields.combinable")} />
      <BooleanField control={form.control} name="cumulative_bonus" id="promotion-cumulative-bonus" label={t("promotionShopFields.cumulative_bonus")} />
    </SettingsSection>
  )
}

export const config = defineWidgetConfig({
  zone: "promotion.details",
  id: "electroshop:promotion-shop-fields",
})

export default PromotionShopFieldsWidget
