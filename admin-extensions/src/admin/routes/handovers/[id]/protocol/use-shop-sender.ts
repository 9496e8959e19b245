import { useQuery } from "@tanstack/react-query"
import { shopOperator, storeName } from "../../../../api/store"

/**
 * The protocol's sender: who runs the shop (the operator's name and address the storefront's footer
 * shows), or, where that is not at hand, Medusa's store name; null while neither is known.
 */
export function useShopSender(): string | null {
  const operator = useQuery({ queryKey: ["electroshop", "shop-operator"], queryFn: shopOperator, staleTime: Infinity, retry: false })
  const store = useQuery({ queryKey: ["electroshop", "store-name"], queryFn: storeName, staleTime: Infinity, enabled: operator.isError })
  if (operator.data) return [operator.data.name, operator.data.address].filter(Boolean).join(", ")
  return store.data ?? null
}
