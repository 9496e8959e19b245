import { Button, Text } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"

import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { useProductSearch } from "../../lib/product-search"
import { metaMasterApi, metaMasterKeys, type MetaMaster, SAVE_ERROR_TOAST } from "../../api/meta-masters"
import { Hint, LabelledInput } from "../../components/field"

/** add-master-product: search the catalogue (admin product list, `q`) and add a product to this meta master. */
export const AddProducts = ({ metaMaster }: { metaMaster: MetaMaster }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const { search, setSearch, q, results } = useProductSearch("meta-master-product-search")
  useEffect(() => {
    if (results.error) notify.error(t("metaMasters.load_failed"), { error: results.error, id: "meta-master-product-search" })
  }, [results.error, t])

  const add = useMutation({
    mutationFn: (productId: string) => metaMasterApi.addProducts(metaMaster.id, [productId]),
    onSuccess: ({ meta_master }) => {
      queryClient.setQueryData(metaMasterKeys.detail(metaMaster.id), { meta_master })
      queryClient.invalidateQueries({ queryKey: metaMasterKeys.all })
      notify.dismiss(SAVE_ERROR_TOAST)
      notify.success(t("metaMasters.added"))
    },
    onError: (error) => notify.error(t("metaMasters.save_failed"), { error, id: SAVE_ERROR_TOAST }),
  })
  const members = new Set(metaMaster.master_products.map((p) => p.id))
  const found = (results.data?.products ?? []).filter((p) => !members.has(p.id))

  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      <LabelledInput
        id="meta-master-product-search"
        label={t("metaMasters.add_products")}
        hint={t("metaMasters.product_search_hint")}
        fieldClassName="max-w-md"
        type="search"
        placeholder={t("metaMasters.product_search")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {q.length >= 2 ? (
        results.isPending ? (
          <Hint role="status">{t("common.loading")}</Hint>
        ) : found.length === 0 ? (
          <Hint>{t("metaMasters.no_products_found")}</Hint>
        ) : (
          <ul className="flex flex-col gap-y-2" data-testid="meta-master-product-results">
            {found.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-x-4">
                <Text size="small">{product.title}</Text>
                <Button size="small" variant="secondary" onClick={() => add.mutate(product.id)} isLoading={add.isPending && add.variables === product.id}>
                  {t("metaMasters.add")}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  )
}
