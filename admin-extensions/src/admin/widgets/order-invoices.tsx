import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Text } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"

import { invoiceApi, invoiceKeys } from "../api/invoices"
import { useCan } from "../api/staff"
import { DateTime, dateFormat } from "../components/date-time"
import { Hint } from "../components/field"
import { SectionHeading } from "../components/headings"
import { CreditNoteButton } from "../components/invoices/credit-note-form"
import { CreditNoteOf } from "../components/invoices/credit-note-of"
import { EfacturaBadge, EfacturaNotCreated, EfacturaResponseButton } from "../components/invoices/efactura"
import { InvoiceFileButtons } from "../components/invoices/file-button"
import { InvoiceSendButton } from "../components/invoices/send-button"
import { useFailureToast } from "../components/list-page"
import { ErrorState, LoadingState } from "../components/states"
import { useT } from "../lib/i18n"
import { orderInvoicesQuery } from "../lib/invoice-filters"
import { notify } from "../lib/notify"

/**
 * Order detail: the order's invoices and credit notes, each with its date of issue, its PDF and XML, "E-mail"
 * to send it to the customer again, "Credit note" to correct an invoice and, in Romania, its e-Factura state
 * (a "not created" one with ANAF's reasons, to send again). Until its goods leave the
 * shop it has none, which is said; staff who may change orders issue it here when its shipment's own
 * issue failed (the backend refuses while nothing has left, in the shop's words). Shown to those who may
 * read orders.
 */
const OrderInvoicesWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t, i18n } = useT()
  const mayRead = useCan("order:read")
  const mayWrite = useCan("order:write") === true
  const orderId = data?.id ?? ""
  const queryClient = useQueryClient()
  // Issued here: the new invoice's PDF takes the focus from the button it replaces.
  const [issued, setIssued] = useState(false)
  const listQuery = orderInvoicesQuery(orderId)
  const query = useQuery({ queryKey: invoiceKeys.list(listQuery), queryFn: () => invoiceApi.list(listQuery), enabled: !!orderId && mayRead === true })
  useFailureToast(query.error, t("invoices.load_failed"), "order-invoices-load")
  const issue = useMutation({
    mutationFn: () => invoiceApi.issue(orderId),
    onSuccess: (answer) => {
      notify.dismiss("order-invoice-issue")
      notify.success(t("invoices.issued", { number: answer.invoices[0]?.number ?? "" }))
      setIssued(true)
      // Pending until the list has it, so the button does not come back meanwhile.
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    },
    onError: (error) => notify.error(t("invoices.issue_failed"), { error, id: "order-invoice-issue" }),
  })
  if (mayRead !== true || !orderId) return null

  const invoices = query.data?.invoices ?? []
  const day = dateFormat(i18n.language)
  const body = query.isPending ? (
    <LoadingState />
  ) : query.error ? (
    <ErrorState message={t("invoices.load_failed")} error={query.error} onRetry={() => query.refetch()} />
  ) : invoices.length ? (
    <ul className="divide-y">
      {invoices.map((invoice, index) => (
        <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-6 py-4" data-testid="invoice-row">
          <div className="flex min-w-0 flex-col">
            <Text size="small" weight="plus" className="break-all" data-testid="invoice-number">
              {invoice.number}
            </Text>
            <CreditNoteOf invoice={invoice} />
            <Hint size="xsmall">
              {`${t("invoices.columns.issued_on")}: `}
              <DateTime value={invoice.issued_on} format={day} />
            </Hint>
            {invoice.efactura ? (
              <div className="mt-1">
                <EfacturaBadge efactura={invoice.efactura} />
              </div>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <InvoiceFileButtons invoice={invoice} efactura={query.data?.efactura === true} focus={issued && index === 0} />
            <EfacturaResponseButton invoice={invoice} />
            {mayWrite ? <InvoiceSendButton invoice={invoice} /> : null}
            {mayWrite && invoice.kind === "invoice" ? <CreditNoteButton invoice={invoice} /> : null}
          </div>
          <EfacturaNotCreated invoice={invoice} mayWrite={mayWrite} />
        </li>
      ))}
    </ul>
  ) : (
    <div className="flex flex-col items-start gap-y-3 px-6 py-4" data-testid="order-invoices-none">
      <Hint>{t("invoices.not_issued")}</Hint>
      {mayWrite ? (
        <Button size="small" variant="secondary" type="button" isLoading={issue.isPending} onClick={() => issue.mutate()} data-testid="order-invoice-issue">
          {t("invoices.issue")}
        </Button>
      ) : null}
    </div>
  )
  return (
    <Container className="divide-y p-0" data-testid="order-invoices">
      <SectionHeading title={t("invoices.title")} />
      {body}
    </Container>
  )
}

// "order.details.side" is the non-deprecated name of "order.details.side.after": the side column's end, beside the order's customer, as its company.
export const config = defineWidgetConfig({
  zone: "order.details.side",
  id: "electroshop:order-invoices",
})

export default OrderInvoicesWidget
