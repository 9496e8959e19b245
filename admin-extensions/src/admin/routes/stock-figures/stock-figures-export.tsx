import type { StockFigureSort } from "@electroshop/contracts/warehouse"
import { Button } from "@medusajs/ui"
import { useEffect, useRef, useState } from "react"

import { stockFigureApi } from "../../api/warehouse"
import { downloadFile } from "../../lib/download"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { stockFiguresExportQuery, type StockFigureFilters } from "../../lib/stock-figure-filters"
import { stockFiguresCsv, stockFiguresFileName } from "../../lib/stock-figures-csv"

/**
 * "Export CSV": every stock item the search finds, in the grid's sort (one request, unpaged),
 * downloaded as `stock-figures-<date>.csv` headed by the columns' names in the admin's language
 * (lib/stock-figures-csv.ts). While it runs the button is disabled and says so; it gets the focus back
 * afterwards. A failure is told in a toast.
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
  const [exporting, setExporting] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const ran = useRef(false)

  useEffect(() => {
    // Disabled while it ran, the button lost the focus: it gets it back for the next export.
    if (!exporting && ran.current && (!document.activeElement || document.activeElement === document.body)) button.current?.focus()
  }, [exporting])

  const run = async () => {
    ran.current = true
    setExporting(true)
    try {
      const { stock_figures } = await stockFigureApi.export(stockFiguresExportQuery(filters))
      downloadFile(stockFiguresFileName(new Date()), stockFiguresCsv(stock_figures, labels), "text/csv;charset=utf-8")
    } catch (error) {
      notify.error(t("stockFigures.export_failed"), { error, id: "stockFigures.export" })
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <Button ref={button} size="small" variant="secondary" type="button" disabled={disabled || exporting} onClick={run} data-testid="stock-figures-export">
        {exporting ? t("stockFigures.exporting") : t("stockFigures.export")}
      </Button>
      <span role="status" className="sr-only">
        {exporting ? t("stockFigures.exporting") : ""}
      </span>
    </>
  )
}
