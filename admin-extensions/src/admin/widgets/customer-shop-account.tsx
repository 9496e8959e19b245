import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminCustomer, DetailWidgetProps } from "@medusajs/framework/types"
import { AdminShopAccountSchema, type AdminShopAccount } from "@electroshop/contracts/account"
import { BooleanField } from "../components/field"
import { SettingsSection, useSettingsForm } from "../components/settings-section"
import { customerShopAccountPath } from "../api/customers"
import { useT } from "../lib/i18n"

/**
 * Customer detail: staff mark a customer as a shop account (one they set up
 * for an in-store customer, who then cannot edit their personal data) or
 * unmark it, instead of editing `metadata.shop_account` by hand.
 */
const CustomerShopAccountWidget = ({ data: customer }: DetailWidgetProps<AdminCustomer>) => {
  const { t } = useT()
  const { form, section } = useSettingsForm(AdminShopAccountSchema, {
    texts: "shopAccount",
    path: customerShopAccountPath(customer.id),
    defaults: { shop_account: false } satisfies AdminShopAccount,
  })
  return (
    <SettingsSection testId="customer-shop-account" {...section}>
      <BooleanField control={form.control} name="shop_account" id="customer-shop-account-flag" label={t("shopAccount.flag")} />
    </SettingsSection>
  )
}

export const config = defineWidgetConfig({
  zone: "customer.details.after",
  id: "electroshop:customer-shop-account",
})

export default CustomerShopAccountWidget
