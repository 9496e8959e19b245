import { Button } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import { useEffect, useRef } from "react"

import { invoiceApi, invoiceFileName, type AdminInvoice } from "../../api/invoices"
import { useT } from "../../lib/i18n"
import { openPdf } from "../../lib/label-print"
import { notify } from "../../lib/notify"

/**
 * "PDF": the invoice as it was issued, fetched with the admin's session and opened in a new tab (downloaded
 * where the tab is blocked), as the parcels' labels are; a refusal is told in a toast with the backend's
 * words. Named "Download invoice <number>" for assistive technology, as a list shows many. `focus`: it takes
 * the focus once shown (the invoice was just issued, its PDF is what comes next).
 */
export const InvoicePdfButton = ({ invoice, focus = false }: { invoice: Pick<AdminInvoice, "id" | "number">; focus?: boolean }) => {
  const { t } = useT()
  const button = useRef<HTMLButtonElement>(null)
  const toastId = `invoice-pdf-${invoice.id}`
  const download = useMutation({
    mutationFn: () => invoiceApi.pdf(invoice.id),
    onSuccess: (pdf) => {
      notify.dismiss(toastId)
      openPdf(pdf, invoiceFileName(invoice.number))
    },
    onError: (error) => notify.error(t("invoices.pdf_failed", { number: invoice.number }), { error, id: toastId }),
    // A button loading is disabled, which takes the focus from it: it gets it back for the next one.
    onSettled: () => {
      if (!document.activeElement || document.activeElement === document.body) button.current?.focus()
    },
  })

  useEffect(() => {
    if (focus) button.current?.focus()
  }, [focus])

  const name = t("invoices.download", { number: invoice.number })
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
      data-testid="invoice-pdf"
    >
      {/* The file format's name, the same in every language (the catalogues' test would take it for English left untranslated). */}
      PDF
    </Button>
  )
}
