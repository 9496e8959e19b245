import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminCustomer, DetailWidgetProps } from "@medusajs/framework/types"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { z } from "zod"
import { BooleanField } from "../components/field"
import { SettingsSection } from "../components/settings-section"
import { useZodForm } from "../lib/form"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { api } from "../lib/sdk"

const schema = z.object({ shop_account: z.boolean() })
type ShopAccount = z.infer<typeof schema>

/**
 * Customer detail: staff mark a customer as a shop account (one they set up
 * for an in-store customer, who then cannot edit their personal data) or
 * unmark it, instead of editing `metadata.shop_account` by hand.
 */
const CustomerShopAccountWidget = ({ data: customer }: DetailWidgetProps<AdminCustomer>) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const path = `/admin/customers/${customer.id}/shop-account`
  const key = ["electroshop", "shop-account", customer.id]
  const saved = useQuery({ queryKey: key, queryFn: () => api<ShopAccount>(path) })
  const form = useZodForm(schema, { shop_account: false })
  useEffect(() => {
    if (saved.data) form.reset(saved.data)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the saved flag changes
  }, [saved.data])
  const submit = form.handleSubmit(async (body) => {
    try {
      queryClient.setQueryData(key, await api<ShopAccount>(path, { method: "POST", body }))
      notify.success(t("shopAccount.saved"))
    } catch (error) {
      form.serverErrors(error)
      notify.error(t("shopAccount.failed"), { error })
    }
  })

  return (
    <SettingsSection
      testId="customer-shop-account"
      title={t("shopAccount.title")}
      description={t("shopAccount.description")}
      loadFailed={saved.isError ? t("shopAccount.load_failed") : null}
      loading={saved.isPending}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      rootError={form.formState.errors.root?.message}
      saveLabel={t("shopAccount.save")}
    >
      <BooleanField control={form.control} name="shop_account" id="customer-shop-account-flag" label={t("shopAccount.flag")} />
    </SettingsSection>
  )
}

export const config = defineWidgetConfig({
  zone: "customer.details.after",
  id: "electroshop:customer-shop-account",
})

export default CustomerShopAccountWidget
