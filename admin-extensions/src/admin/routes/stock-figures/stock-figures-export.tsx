import type { StockFigureSort } from "@electroshop/contracts/warehouse"

import { stockFigureApi } from "../../api/warehouse"
import { ExportButton } from "../../components/export-button"
import { downloadFile } from "../../lib/download"
import { useT } from "../../lib/i18n"
import { stockFiguresExportQuery, type StockFigureFilters } from "../../lib/stock-figure-filters"
import { stockFiguresCsv, stockFiguresFileName } from "../../lib/stock-figures-csv"

/**
 * "Export CSV": every stock item the search finds, in the grid's sort (one request, unpaged),
 * downloaded as `stock-figures-<date>.csv` headed by the columns' names in the admin's language
 * (lib/stock-figures-csv.ts).
 */
export const StockFiguresExport = ({
  filters,
  labels,
  disabled,
}: {
  filters: StockFigureFilters
  labels: Record<StockFigureSort, string>
  /** Nothing to export (no stock item found). */
  disabled?: boolean
}) => {
  const { t } = useT()
  const run = async () => {
    const { stock_figures } = await stockFigureApi.export(stockFiguresExportQuery(filters))
    downloadFile(stockFiguresFileName(new Date()), stockFiguresCsv(stock_figures, labels), "text/csv;charset=utf-8")
  }
  return (
    <ExportButton
      run={run}
      texts={{ label: t("stockFigures.export"), busy: t("stockFigures.exporting"), failed: t("stockFigures.export_failed") }}
      disabled={disabled}
      testId="stock-figures-export"
    />
  )
}
