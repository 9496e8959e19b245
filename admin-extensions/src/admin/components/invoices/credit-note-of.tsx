import { Badge } from "@medusajs/ui"

import type { AdminInvoice } from "../../api/invoices"
import { useT } from "../../lib/i18n"
import { Hint } from "../field"

/** A credit note's badge and the invoice it corrects, with the reason; nothing for an invoice. */
export const CreditNoteOf = ({ invoice }: { invoice: Pick<AdminInvoice, "kind" | "corrects" | "reason"> }) => {
  const { t } = useT()
  if (invoice.kind !== "credit_note") return null
  return (
    <div className="flex flex-wrap items-center gap-1" data-testid="credit-note-of">
      <Badge size="2xsmall" color="orange">
        {t("invoices.credit_note.badge")}
      </Badge>
      <Hint size="xsmall">
        {t("invoices.credit_note.corrects", {
          number: invoice.corrects?.number ?? "",
          reason: invoice.reason ? t(`invoices.credit_note.reasons.${invoice.reason}`) : "",
        })}
      </Hint>
    </div>
  )
}
