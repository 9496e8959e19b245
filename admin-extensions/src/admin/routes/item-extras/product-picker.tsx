import { Button, Checkbox, Label, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"

import { Hint, LabelledInput } from "../../components/field"
import { useT } from "../../lib/i18n"
import { useProductSearch } from "../../lib/product-search"
import { productTitles } from "../../api/products"

/**
 * An insurance's products: the chosen ones (ticked, untick to remove) and a
 * catalogue search to add more. None chosen: every device of the offer's type.
 */
export const ProductPicker = ({ id, value, onChange }: { id: string; value: string[]; onChange: (ids: string[]) => void }) => {
  const { t } = useT()
  const { search, setSearch, q, results } = useProductSearch("item-extra-product-search")
  const chosen = useQuery({
    queryKey: ["electroshop", "item-extra-products", value],
    queryFn: () => productTitles(value),
    enabled: value.length > 0,
  })
  const titles = new Map((chosen.data?.products ?? []).map((p) => [p.id, p.title]))
  const found = (results.data?.products ?? []).filter((p) => !value.includes(p.id))
  return (
    <fieldset className="flex flex-col gap-y-2" data-testid="item-extra-products">
      <legend className="txt-compact-small-plus mb-1">{t("itemExtras.products")}</legend>
      <Hint>{t("itemExtras.productsHint")}</Hint>
      {value.map((productId) => (
        <div key={productId} className="flex items-center gap-x-2">
          <Checkbox id={`${id}-${productId}`} checked onCheckedChange={() => onChange(value.filter((v) => v !== productId))} />
          <Label htmlFor={`${id}-${productId}`}>{titles.get(productId) ?? productId}</Label>
        </div>
      ))}
      <LabelledInput id={`${id}-search`} label={t("itemExtras.productSearch")} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {q.length >= 2 && !results.isPending ? (
        found.length === 0 ? (
          <Hint>{t("itemExtras.noProductsFound")}</Hint>
        ) : (
          <ul className="flex flex-col gap-y-2" data-testid="item-extra-product-results">
            {found.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-x-4">
                <Text size="small">{product.title}</Text>
                <Button size="small" type="button" variant="secondary" onClick={() => onChange([...value, product.id])}>
                  {t("itemExtras.addProduct")}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </fieldset>
  )
}
