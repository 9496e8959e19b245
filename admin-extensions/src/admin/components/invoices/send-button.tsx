import { Button } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"

import { invoiceApi, type AdminInvoice } from "../../api/invoices"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"

/**
 * "E-mail": the invoice's PDF, as it was issued, sent to its order's address again (a shopper who lost the
 * tracking e-mail it came with). The outcome is told in a toast; named with the invoice's number for
 * assistive technology.
 */
export const InvoiceSendButton = ({ invoice }: { invoice: Pick<AdminInvoice, "id" | "number"> }) => {
  const { t } = useT()
  const toastId = `invoice-send-${invoice.id}`
  const send = useMutation({
    mutationFn: () => invoiceApi.send(invoice.id),
    onSuccess: () => {
      notify.dismiss(toastId)
      notify.success(t("invoices.sent", { number: invoice.number }))
    },
    onError: (error) => notify.error(t("invoices.send_failed", { number: invoice.number }), { error, id: toastId }),
  })
  const name = t("invoices.send_label", { number: invoice.number })
  return (
    <Button
      size="small"
      variant="secondary"
      type="button"
      isLoading={send.isPending}
      onClick={() => send.mutate()}
      aria-label={name}
      title={name}
      data-testid="invoice-send"
    >
      {t("invoices.send")}
    </Button>
  )
}
