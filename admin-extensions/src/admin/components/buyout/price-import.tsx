import { Text } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { buyoutApi } from "../../lib/buyout-api"
import { useT } from "../../lib/i18n"
import { CsvImport } from "../csv-import"

/**
 * Upload of the buy-out price list (CSV: model, quality, price; optional url,
 * minimal_buyout_price). The server validates everything and changes nothing
 * on any error.
 */
export const PriceImport = () => {
  const { t } = useT()
  const queryClient = useQueryClient()
  return (
    <CsvImport
      id="buyout-import"
      texts="buyouts.import"
      upload={buyoutApi.importPrices}
      onDone={(data) => {
        queryClient.invalidateQueries({ queryKey: ["electroshop", "buyout-catalogue"] })
        return t("buyouts.import.summary", { ...data })
      }}
      result={(data) => <Text size="small">{t("buyouts.import.summary", { ...data })}</Text>}
    />
  )
}
