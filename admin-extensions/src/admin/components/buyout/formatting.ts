import { useCallback } from "react"
import { useT } from "../../lib/i18n"
import { formatAmount } from "../../lib/money"

/** Date/time and money formatters in the admin user's language, shared by the buy-out screens. */
export function useBuyoutFormat() {
  const { i18n } = useT()
  const language = i18n.language
  const dateTime = useCallback(
    (value: string | null | undefined) =>
      value ? new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(value)) : "—",
    [language],
  )
  const money = useCallback(
    (amount: number | null | undefined, currency: string) => (amount === null || amount === undefined ? "—" : formatAmount(amount, currency, language)),
    [language],
  )
  return { dateTime, money }
}
