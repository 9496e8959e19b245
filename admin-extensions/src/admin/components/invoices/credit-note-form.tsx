import { CREDIT_NOTE_REASONS, type AdminCreateCreditNote, type AdminCreditableLine } from "@electroshop/contracts/invoice"
import { formatMoney } from "@electroshop/domain/money"
import { Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { z } from "zod"

import { invoiceApi, invoiceKeys, type AdminInvoice } from "../../api/invoices"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { Hint, LabelledInput, LabelledSelect } from "../field"
import { EditDrawer, useFormModal } from "../form-modals"
import { ErrorState, LoadingState } from "../states"

// Each line's field: a number of units to give back, or an amount off with VAT in whole units or with a
// decimal comma ("199,50"); empty or 0 leaves the line out.
const count = z
  .string()
  .trim()
  .regex(/^\d{0,6}$/, "invoices.credit_note.invalid_quantity")
  .transform((text) => Number(text) || undefined)
const money = z
  .string()
  .trim()
  .regex(/^(\d{1,9}([.,]\d{1,2})?)?$/, "invoices.credit_note.invalid_amount")
  .transform((text) => Math.round(Number(text.replace(",", ".")) * 100) || undefined)

const creditNoteSchema = z.object({
  reason: z.enum(CREDIT_NOTE_REASONS),
  lines: z.array(z.object({ line: z.number(), quantity: count, amount: money })),
})

/** The request: every line in its row's place, so that the backend's `lines.N.…` errors land at row N. */
const toRequest = ({ reason, lines }: z.output<typeof creditNoteSchema>): AdminCreateCreditNote => ({
  reason,
  lines: reason === "cancellation" ? [] : lines.map(({ line, quantity, amount }) => ({ line, ...(reason === "return" ? { quantity } : { amount }) })),
})

/**
 * "Credit note" beside an invoice: a credit note correcting it, for a cancellation (everything left), a
 * return (units of its lines) or a price correction (an amount off its lines). Each line shows what earlier
 * credit notes credited; the backend refuses more than is left, at the line's field, in the shop's words.
 */
export const CreditNoteButton = ({ invoice }: { invoice: Pick<AdminInvoice, "id" | "number" | "currency_code"> }) => {
  const { t } = useT()
  const form = useZodForm(creditNoteSchema, { reason: "return", lines: [] }, { codePrefix: "invoices.credit_note.errors" })
  const modal = useFormModal(form, {
    initial: { reason: "return", lines: [] },
    save: (body: z.output<typeof creditNoteSchema>) => invoiceApi.creditNote(invoice.id, toRequest(body)),
    invalidates: invoiceKeys.all,
    saved: (answer) => t("invoices.credit_note.issued", { number: (answer as { invoice: AdminInvoice }).invoice.number }),
  })
  const credits = useQuery({ queryKey: invoiceKeys.credits(invoice.id), queryFn: () => invoiceApi.credits(invoice.id), enabled: modal.open })
  // Each opening starts with every line empty, in the invoice's order.
  const lines = credits.data?.lines
  useEffect(() => {
    if (modal.open && lines)
      form.setValue(
        "lines",
        lines.map(({ line }) => ({ line, quantity: "", amount: "" })),
      )
  }, [form, lines, modal.open])
  const reason = form.watch("reason")
  const money = (minor: number) => formatMoney(minor / 100, invoice.currency_code)
  const row = (line: AdminCreditableLine, index: number) => {
    const leftUnits = line.quantity - line.credited_quantity
    const leftMoney = line.total - line.credited_total
    return (
      <li key={line.line} className="flex flex-col gap-y-1 py-3" data-testid="credit-note-line">
        <Text size="small" weight="plus">
          {line.title}
        </Text>
        <Hint size="xsmall">{t("invoices.credit_note.left", { quantity: leftUnits, total: money(leftMoney), invoiced: money(line.total) })}</Hint>
        {reason === "return" ? (
          <LabelledInput
            id={`credit-note-quantity-${index}`}
            label={t("invoices.credit_note.quantity", { title: line.title })}
            inputMode="numeric"
            disabled={leftUnits <= 0}
            {...form.field(`lines.${index}.quantity`)}
          />
        ) : reason === "price_correction" ? (
          <LabelledInput
            id={`credit-note-amount-${index}`}
            label={t("invoices.credit_note.amount", { title: line.title })}
            inputMode="decimal"
            disabled={leftMoney <= 0}
            {...form.field(`lines.${index}.amount`)}
          />
        ) : null}
      </li>
    )
  }
  return (
    <EditDrawer
      {...modal}
      trigger={t("invoices.credit_note.open")}
      triggerLabel={t("invoices.credit_note.open_label", { number: invoice.number })}
      title={t("invoices.credit_note.title", { number: invoice.number })}
      submitLabel={t("invoices.credit_note.submit")}
    >
      <LabelledSelect
        id="credit-note-reason"
        label={t("invoices.credit_note.reason")}
        {...form.field("reason")}
        options={CREDIT_NOTE_REASONS.map((value) => ({ value, label: t(`invoices.credit_note.reasons.${value}`) }))}
      />
      <Hint>{t(`invoices.credit_note.hints.${reason}`)}</Hint>
      {credits.isPending ? (
        <LoadingState />
      ) : credits.error ? (
        <ErrorState message={t("invoices.credit_note.load_failed")} error={credits.error} onRetry={() => credits.refetch()} />
      ) : (
        <ul className="divide-y" aria-label={t("invoices.credit_note.lines")}>
          {credits.data.lines.map(row)}
        </ul>
      )}
    </EditDrawer>
  )
}
