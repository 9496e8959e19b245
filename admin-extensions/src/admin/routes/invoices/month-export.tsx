import { invoiceApi } from "../../api/invoices"
import { ExportButton } from "../../components/export-button"
import { downloadFile } from "../../lib/download"
import { useT } from "../../lib/i18n"

/**
 * "Export the month for the accountant": the chosen month's invoices as ISDOC with the VAT summary per
 * rate, one zip as the backend makes it (`invoices-2026-12.zip`). Only with a month chosen: an
 * accountant books a month.
 */
export const InvoiceMonthExport = ({ month, disabled }: { month: string; disabled?: boolean }) => {
  const { t } = useT()
  const run = async () => downloadFile(`invoices-${month}.zip`, await invoiceApi.monthExport(month), "application/zip")
  return (
    <ExportButton
      run={run}
      texts={{ label: t("invoices.export"), busy: t("invoices.exporting"), failed: t("invoices.export_failed") }}
      disabled={disabled || !month}
      testId="invoices-export"
    />
  )
}
