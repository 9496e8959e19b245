import { Button } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import { useEffect, useRef } from "react"

import { INVOICE_FORMATS, invoiceApi, invoiceFileName, type AdminInvoice, type InvoiceFormat } from "../../api/invoices"
import { downloadFile } from "../../lib/download"
import { useT } from "../../lib/i18n"
import { openPdf } from "../../lib/label-print"
import { notify } from "../../lib/notify"

/**
 * "PDF", "ISDOC" or "UBL": the invoice as it was issued, fetched with the admin's session. The PDF opens in a
 * new tab (downloaded where the tab is blocked), as the parcels' labels do; the XML is downloaded for
 * the accounting software. A refusal is told in a toast with the backend's words. Named "Download invoice
 * <number> (<format>)" for assistive technology, as a list shows many. `focus`: it takes the focus once
 * shown (the invoice was just issued, its PDF is what comes next).
 */
export const InvoiceFileButton = ({
  invoice,
  format,
  focus = false,
}: {
  invoice: Pick<AdminInvoice, "id" | "number">
  format: InvoiceFormat
  focus?: boolean
}) => {
  const { t } = useT()
  const button = useRef<HTMLButtonElement>(null)
  const toastId = `invoice-${format}-${invoice.id}`
  const fileName = invoiceFileName(invoice.number, INVOICE_FORMATS[format])
  const download = useMutation({
    mutationFn: () => invoiceApi.file(invoice.id, format),
    onSuccess: (file) => {
      notify.dismiss(toastId)
      if (format === "pdf") openPdf(file, fileName)
      else downloadFile(fileName, file, "application/xml")
    },
    onError: (error) => notify.error(t("invoices.file_failed", { number: invoice.number }), { error, id: toastId }),
    // A button loading is disabled, which takes the focus from it: it gets it back for the next one.
    onSettled: () => {
      if (!document.activeElement || document.activeElement === document.body) button.current?.focus()
    },
  })

  useEffect(() => {
    if (focus) button.current?.focus()
  }, [focus])

  // The format's name is the same in every language.
  const label = format.toUpperCase()
  const name = t("invoices.download", { number: invoice.number, format: label })
  return (
    <Button
      ref={button}
      size="small"
      variant="secondary"
      type="button"
      isLoading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={name}
      title={name}
      data-testid={`invoice-${format}`}
    >
      {label}
    </Button>
  )
}

/** Both files of an invoice, side by side: its PDF, and its XML (`efactura`: the shop reports to e-Factura, UBL; else ISDOC). */
export const InvoiceFileButtons = ({
  invoice,
  efactura,
  focus = false,
}: {
  invoice: Pick<AdminInvoice, "id" | "number">
  efactura: boolean
  focus?: boolean
}) => (
  <div className="flex flex-wrap gap-2">
    <InvoiceFileButton invoice={invoice} format="pdf" focus={focus} />
    <InvoiceFileButton invoice={invoice} format={efactura ? "ubl" : "isdoc"} />
  </div>
)
