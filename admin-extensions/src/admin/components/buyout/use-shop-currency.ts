import { useQuery } from "@tanstack/react-query"
import { listStoreCurrencies } from "../../api/store"

/**
 * The deployment's currency (CZK or RON: one shop per country), in which the
 * buy-out catalogue keeps its prices: the store's default currency.
 */
export function useShopCurrency(): string {
  const { data } = useQuery({
    queryKey: ["electroshop", "store-currency"],
    queryFn: listStoreCurrencies,
    staleTime: Infinity,
  })
  const currencies = data?.stores?.[0]?.supported_currencies ?? []
  return (currencies.find((c) => c.is_default) ?? currencies[0])?.currency_code ?? "czk"
}
