import { Container, Heading, Label, Select, Switch, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { SectionRow } from "../section-row"
import { buyoutApi, type BuyoutModelDetail } from "../../lib/buyout-api"
import { parseBonusPercent, parseWholeAmount } from "../../lib/buyout-status"
import { useT } from "../../lib/i18n"
import { sdk } from "../../lib/sdk"
import { EditableField } from "./editable-field"
import { useCatalogueSave } from "./use-catalogue-save"
import { useShopCurrency } from "./use-shop-currency"

const NO_PRODUCT = "none" // Radix Select items cannot have an empty value

/** Minimal buy-out price (floor of every offer), the linked shop product and whether the model is offered at all. */
export const ModelSettings = ({ model }: { model: BuyoutModelDetail }) => {
  const { t } = useT()
  const save = useCatalogueSave()
  const currency = useShopCurrency()
  const products = useQuery({
    queryKey: ["electroshop", "buyout-catalogue", "products"],
    queryFn: () => sdk.admin.product.list({ fields: "id,title", limit: 500, order: "title" }),
    staleTime: 60_000,
  })
  const options = products.data?.products ?? []

  return (
    <Container className="divide-y p-0" data-testid="buyout-model-settings">
      <div className="px-6 py-4">
        <Heading level="h2">{t("buyouts.catalogue.settings")}</Heading>
      </div>
      <SectionRow
        label={t("buyouts.catalogue.minimal_price_currency", { currency: currency.toUpperCase() })}
        value={
          <EditableField
            id="buyout-minimal-price"
            label={t("buyouts.catalogue.minimal_price")}
            initial={String(model.minimal_buyout_price)}
            inputMode="numeric"
            parse={parseWholeAmount}
            invalidMessage={t("buyouts.catalogue.invalid_amount")}
            onSave={(value) => save(() => buyoutApi.updateModel(model.id, { minimal_buyout_price: value }))}
          />
        }
      />
      <SectionRow
        label={t("buyouts.catalogue.max_bonus")}
        value={
          <EditableField
            id="buyout-max-bonus"
            label={t("buyouts.catalogue.max_bonus")}
            initial={String(model.max_bonus_percent ?? 0)}
            inputMode="numeric"
            parse={parseBonusPercent}
            invalidMessage={t("buyouts.catalogue.invalid_bonus")}
            onSave={(value) => save(() => buyoutApi.updateModel(model.id, { max_bonus_percent: value || null }))}
          />
        }
      />
      <SectionRow
        label={t("buyouts.catalogue.product")}
        value={
          <div className="flex w-full flex-col gap-y-1">
            <Label size="small" htmlFor="buyout-model-product" className="sr-only">
              {t("buyouts.catalogue.product")}
            </Label>
            <Select
              value={model.product_id ?? NO_PRODUCT}
              disabled={products.isPending}
              onValueChange={(value) => save(() => buyoutApi.updateModel(model.id, { product_id: value === NO_PRODUCT ? null : value }))}
            >
              <Select.Trigger id="buyout-model-product">
                <Select.Value placeholder={model.product?.title ?? t("buyouts.catalogue.no_product")} />
              </Select.Trigger>
              <Select.Content>
                <Select.Item value={NO_PRODUCT}>{t("buyouts.catalogue.no_product")}</Select.Item>
                {options.map((p) => (
                  <Select.Item key={p.id} value={p.id}>
                    {p.title}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
            {model.product ? (
              <Link to={`/products/${model.product.id}`} className="text-ui-fg-interactive txt-small hover:underline">
                {t("buyouts.catalogue.open_product")}
              </Link>
            ) : null}
            {products.error ? (
              <Text size="xsmall" className="text-ui-fg-error" role="alert">
                {t("buyouts.catalogue.products_failed")}
              </Text>
            ) : null}
          </div>
        }
      />
      <SectionRow
        label={t("buyouts.catalogue.active")}
        value={
          <Switch
            aria-label={t("buyouts.catalogue.active")}
            checked={model.is_active}
            onCheckedChange={(checked) => save(() => buyoutApi.updateModel(model.id, { is_active: checked }))}
          />
        }
      />
    </Container>
  )
}
