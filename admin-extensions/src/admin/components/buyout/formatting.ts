import { formatMoney } from "@electroshop/domain/money"
import { useCallback } from "react"
import { useT } from "../../lib/i18n"

const money = (amount: number | null | undefined, currency: string) => (amount === null || amount === undefined ? "—" : formatMoney(amount, currency))

/**
 * Date/time in the admin user's language and money as the customer saw it
 * (the shop's whole-unit format in the currency's home locale), shared by the buy-out screens.
 */
export function useBuyoutFormat() {
  const { i18n } = useT()
  const language = i18n.language
  const dateTime = useCallback(
    (value: string | null | undefined) =>
      value ? new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(value)) : "—",
    [language],
  )
  return { dateTime, money }
}
