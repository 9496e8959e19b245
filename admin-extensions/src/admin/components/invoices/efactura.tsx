import { Badge, Button } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"

import { invoiceApi, invoiceFileName, invoiceKeys, type AdminInvoice, type EfacturaState } from "../../api/invoices"
import { downloadFile } from "../../lib/download"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"

const STATE_COLOR: Record<EfacturaState, "green" | "orange" | "red"> = { created: "green", in_progress: "orange", not_created: "red" }

/** The invoice's e-Factura state (the specification's created / in progress / not created), in words and colour. */
export const EfacturaBadge = ({ efactura }: { efactura: NonNullable<AdminInvoice["efactura"]> }) => {
  const { t } = useT()
  return (
    <Badge size="2xsmall" color={STATE_COLOR[efactura.state]} data-testid="invoice-efactura-state" data-state={efactura.state}>
      {t("invoices.efactura.state_label", { state: t(`invoices.efactura.states.${efactura.state}`) })}
    </Badge>
  )
}

/**
 * A "not created" invoice: ANAF's reasons (its rule ids and words, as staff quote them to ANAF or the
 * accountant) and, for staff who may change orders, "Send to e-Factura again": the invoice as it was
 * issued, for an upload ANAF could not take or refused while it was down or misconfigured.
 */
export const EfacturaNotCreated = ({ invoice, mayWrite }: { invoice: AdminInvoice; mayWrite: boolean }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const toastId = `invoice-efactura-${invoice.id}`
  const send = useMutation({
    mutationFn: () => invoiceApi.sendEfactura(invoice.id),
    onSuccess: () => {
      notify.dismiss(toastId)
      notify.success(t("invoices.efactura.sent", { number: invoice.number }))
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    },
    onError: (error) => notify.error(t("invoices.efactura.send_failed", { number: invoice.number }), { error, id: toastId }),
  })
  if (invoice.efactura?.state !== "not_created") return null
  return (
    <div className="flex w-full flex-col items-start gap-y-2">
      {invoice.efactura.errors.length ? (
        <div className="text-ui-fg-subtle txt-small">
          <p className="font-medium">{t("invoices.efactura.errors")}</p>
          <ul className="list-disc break-words pl-5" data-testid="invoice-efactura-errors">
            {invoice.efactura.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {mayWrite ? (
        <Button size="small" variant="secondary" type="button" isLoading={send.isPending} onClick={() => send.mutate()} data-testid="invoice-efactura-send">
          {t("invoices.efactura.send")}
        </Button>
      ) : null}
    </div>
  )
}

/** "Check with ANAF": the invoices in progress asked about now (the backend's job asks every two minutes); the outcome in a toast. */
export const EfacturaSyncButton = () => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const sync = useMutation({
    mutationFn: () => invoiceApi.syncEfactura(),
    onSuccess: ({ checked, states }) => {
      notify.dismiss("invoices-efactura-sync")
      notify.success(t("invoices.efactura.synced", { checked, ...states }))
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    },
    onError: (error) => notify.error(t("invoices.efactura.sync_failed"), { error, id: "invoices-efactura-sync" }),
  })
  return (
    <Button size="small" variant="secondary" type="button" isLoading={sync.isPending} onClick={() => sync.mutate()} data-testid="invoices-efactura-sync">
      {t("invoices.efactura.sync")}
    </Button>
  )
}

/** A created invoice's "ANAF zip": ANAF's answer as it was downloaded, the invoice with ANAF's seal (the legal original). */
export const EfacturaResponseButton = ({ invoice }: { invoice: AdminInvoice }) => {
  const { t } = useT()
  const toastId = `invoice-efactura-response-${invoice.id}`
  const download = useMutation({
    mutationFn: () => invoiceApi.efacturaResponse(invoice.id),
    onSuccess: (zip) => {
      notify.dismiss(toastId)
      downloadFile(invoiceFileName(`${invoice.number}-anaf`, "zip"), zip, "application/zip")
    },
    onError: (error) => notify.error(t("invoices.efactura.response_failed", { number: invoice.number }), { error, id: toastId }),
  })
  if (invoice.efactura?.state !== "created") return null
  const name = t("invoices.efactura.response_label", { number: invoice.number })
  return (
    <Button
      size="small"
      variant="secondary"
      type="button"
      isLoading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={name}
      title={name}
      data-testid="invoice-efactura-response"
    >
      {t("invoices.efactura.response")}
    </Button>
  )
}
