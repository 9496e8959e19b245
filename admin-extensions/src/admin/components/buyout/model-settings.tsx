import { Badge, Container, Label, Select, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { Controller } from "react-hook-form"
import { Link } from "react-router-dom"
import { EditDrawer } from "../form-modals"
import { SectionRow } from "../section-row"
import { buyoutApi } from "../../api/buyout"
import type { AdminBuyoutModelDetail } from "@electroshop/contracts/buyout"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { allProductTitles } from "../../api/products"
import { useBuyoutFormat } from "./formatting"
import { BooleanField, LabelledInput } from "../field"
import { NO_PRODUCT, modelSettingsSchema } from "./schemas"
import { useCatalogueSave } from "./use-catalogue-change"
import { useShopCurrency } from "./use-shop-currency"
import { SectionHeading } from "../headings"
import { LINK_CLASS } from "../link-style"

/** Minimal buy-out price (floor of every offer), the linked shop product and whether the model is offered at all; edited in a drawer. */
export const ModelSettings = ({ model }: { model: AdminBuyoutModelDetail }) => {
  const { t } = useT()
  const { money } = useBuyoutFormat()
  const currency = useShopCurrency()
  return (
    <Container className="divide-y p-0" data-testid="buyout-model-settings">
      <SectionHeading title={t("buyouts.catalogue.settings")}>
        <ModelSettingsEdit model={model} />
      </SectionHeading>
      <SectionRow
        label={t("buyouts.catalogue.minimal_price_currency", { currency: currency.toUpperCase() })}
        value={money(model.minimal_buyout_price, currency)}
      />
      <SectionRow label={t("buyouts.catalogue.max_bonus")} value={String(model.max_bonus_percent ?? 0)} />
      <SectionRow
        label={t("buyouts.catalogue.product")}
        value={
          model.product ? (
            <Link to={`/products/${model.product.id}`} className={`${LINK_CLASS} txt-small`}>
              {model.product.title}
            </Link>
          ) : (
            t("buyouts.catalogue.no_product")
          )
        }
      />
      <SectionRow
        label={t("buyouts.catalogue.state")}
        value={
          <Badge size="2xsmall" color={model.is_active ? "green" : "grey"}>
            {model.is_active ? t("buyouts.catalogue.active") : t("buyouts.catalogue.inactive")}
          </Badge>
        }
      />
    </Container>
  )
}

const defaults = (model: AdminBuyoutModelDetail) => ({
  minimal_buyout_price: String(model.minimal_buyout_price),
  max_bonus_percent: String(model.max_bonus_percent ?? 0),
  product_id: model.product_id ?? NO_PRODUCT,
  is_active: model.is_active,
})

const ModelSettingsEdit = ({ model }: { model: AdminBuyoutModelDetail }) => {
  const { t } = useT()
  const save = useCatalogueSave()
  const currency = useShopCurrency()
  const [open, setOpen] = useState(false)
  const form = useZodForm(modelSettingsSchema, defaults(model))
  const products = useQuery({
    queryKey: ["electroshop", "buyout-catalogue", "products"],
    queryFn: allProductTitles,
    staleTime: 60_000,
    enabled: open,
  })
  const openWith = (next: boolean) => {
    // Every opening starts from the saved values.
    if (next) form.reset(defaults(model))
    setOpen(next)
  }
  const submit = form.handleSubmit(async (body) => {
    if (await save(() => buyoutApi.updateModel(model.id, body))) setOpen(false)
  })

  return (
    <EditDrawer
      open={open}
      onOpenChange={openWith}
      trigger={t("buyouts.catalogue.edit_settings")}
      title={t("buyouts.catalogue.settings")}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      <LabelledInput
        id="buyout-minimal-price"
        label={t("buyouts.catalogue.minimal_price_currency", { currency: currency.toUpperCase() })}
        inputMode="numeric"
        {...form.field("minimal_buyout_price")}
      />
      <LabelledInput id="buyout-max-bonus" label={t("buyouts.catalogue.max_bonus")} inputMode="numeric" {...form.field("max_bonus_percent")} />
      <div className="flex flex-col gap-y-1">
        <Label size="small" htmlFor="buyout-model-product">
          {t("buyouts.catalogue.product")}
        </Label>
        <Controller
          control={form.control}
          name="product_id"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={products.isPending}>
              <Select.Trigger id="buyout-model-product">
                <Select.Value placeholder={model.product?.title ?? t("buyouts.catalogue.no_product")} />
              </Select.Trigger>
              <Select.Content>
                <Select.Item value={NO_PRODUCT}>{t("buyouts.catalogue.no_product")}</Select.Item>
                {(products.data?.products ?? []).map((p) => (
                  <Select.Item key={p.id} value={p.id}>
                    {p.title}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          )}
        />
        {products.error ? (
          <Text size="xsmall" className="text-ui-fg-error" role="alert">
            {t("buyouts.catalogue.products_failed")}
          </Text>
        ) : null}
      </div>
      <BooleanField control={form.control} name="is_active" id="buyout-model-active" label={t("buyouts.catalogue.active")} as="switch" />
    </EditDrawer>
  )
}
