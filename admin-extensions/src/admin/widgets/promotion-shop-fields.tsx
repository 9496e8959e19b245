import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminPromotion, DetailWidgetProps } from "@medusajs/framework/types"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { z } from "zod"
import { DEFAULT_PROMOTION_SHOP_FIELDS, type PromotionShopFields } from "@electroshop/contracts/promotion"
import { BooleanField, LabelledInput } from "../components/field"
import { SettingsSection } from "../components/settings-section"
import { useZodForm } from "../lib/form"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { api } from "../lib/sdk"

// The server checks again; its messages show at the fields.
const schema = z.object({
  marketing_name: z
    .string()
    .trim()
    .max(200, "promotionShopFields.too_long")
    .transform((name) => name || null),
  public: z.boolean(),
  combinable: z.boolean(),
})

const formValues = (fields: PromotionShopFields) => ({ ...fields, marketing_name: fields.marketing_name ?? "" })

/**
 * Promotion detail: the specification's discount fields Medusa's promotion
 * lacks: the marketing name, whether the discount is public, and whether it
 * may be combined with another code in one cart (the store refuses that
 * combination otherwise).
 */
const PromotionShopFieldsWidget = ({ data: promotion }: DetailWidgetProps<AdminPromotion>) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const key = ["electroshop", "promotion-shop-fields", promotion.id]
  const saved = useQuery({
    queryKey: key,
    queryFn: () => api<{ shop_fields: PromotionShopFields }>(`/admin/promotions/${promotion.id}/shop-fields`).then((r) => r.shop_fields),
  })
  const form = useZodForm(schema, formValues(DEFAULT_PROMOTION_SHOP_FIELDS))
  // The form starts from what is saved, once it has loaded.
  useEffect(() => {
    if (saved.data) form.reset(formValues(saved.data))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the saved fields change
  }, [saved.data])
  const submit = form.handleSubmit(async (body) => {
    try {
      const { shop_fields } = await api<{ shop_fields: PromotionShopFields }>(`/admin/promotions/${promotion.id}/shop-fields`, { method: "POST", body })
      queryClient.setQueryData(key, shop_fields)
      notify.success(t("promotionShopFields.saved"))
    } catch (error) {
      form.serverErrors(error)
      notify.error(t("promotionShopFields.failed"), { error })
    }
  })

  return (
    <SettingsSection
      testId="promotion-shop-fields"
      title={t("promotionShopFields.title")}
      description={t("promotionShopFields.description")}
      loadFailed={saved.isError ? t("promotionShopFields.load_failed") : null}
      loading={saved.isPending}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      rootError={form.formState.errors.root?.message}
      saveLabel={t("promotionShopFields.save")}
    >
      <LabelledInput id="promotion-marketing-name" label={t("promotionShopFields.marketing_name")} {...form.field("marketing_name")} />
      <BooleanField control={form.control} name="public" id="promotion-public" label={t("promotionShopFields.public")} />
      <BooleanField control={form.control} name="combinable" id="promotion-combinable" label={t("promotionShopFields.combinable")} />
    </SettingsSection>
  )
}

export const config = defineWidgetConfig({
  zone: "promotion.details",
  id: "electroshop:promotion-shop-fields",
})

export default PromotionShopFieldsWidget
