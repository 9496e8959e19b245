import { Text } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import type { PriceImportResult } from "@electroshop/contracts/buyout"
import { useT } from "../lib/i18n"
import { CsvImport } from "./csv-import"

type Props = {
  /** Whose price list: its texts are `<catalogue>.import.*`, its test ids `buyout-import-…` / `service-import-…`. */
  catalogue: "buyouts" | "service"
  upload: (file: File) => Promise<PriceImportResult>
  /** The queries showing the prices, refreshed after an import. */
  queryKey: readonly unknown[]
}

/**
 * Upload of a CSV price list (the buy-out's grades, the service's parts). The
 * server validates everything and changes nothing on any error.
 */
export const PriceImport = ({ catalogue, upload, queryKey }: Props) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const summary = (data: PriceImportResult) => t(`${catalogue}.import.summary`, { ...data })
  return (
    <CsvImport
      id={catalogue === "buyouts" ? "buyout-import" : "service-import"}
      texts={`${catalogue}.import`}
      upload={upload}
      onDone={(data) => {
        queryClient.invalidateQueries({ queryKey })
        return summary(data)
      }}
      result={(data) => <Text size="small">{summary(data)}</Text>}
    />
  )
}
