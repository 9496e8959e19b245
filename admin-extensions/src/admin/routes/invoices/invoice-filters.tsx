import type { FormEvent } from "react"

import { LabelledInput } from "../../components/field"
import { useSearchText } from "../../components/list-page"
import { useT } from "../../lib/i18n"
import type { InvoiceFilters } from "../../lib/invoice-filters"

/**
 * The invoices' search by invoice or order number and their month of issue (the browser's month picker;
 * a text box where it has none), each applied once typing pauses, both at once on Enter, from the first
 * page. `errors`: the backend's refusal of either, shown under it.
 */
export const InvoiceFiltersBar = ({
  filters,
  onChange,
  errors,
}: {
  filters: InvoiceFilters
  onChange: (next: InvoiceFilters) => void
  errors?: Partial<Record<"q" | "month", string>>
}) => {
  const { t } = useT()
  const [q, setQ] = useSearchText(filters.q, (search) => onChange({ ...filters, q: search, page: 1 }))
  const [month, setMonth] = useSearchText(filters.month, (typed) => onChange({ ...filters, month: typed, page: 1 }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, q: q.trim(), month: month.trim(), page: 1 })
  }
  return (
    <form onSubmit={submit} role="search" className="flex flex-wrap items-start gap-3 px-6 py-4" data-testid="invoice-filters">
      <LabelledInput
        id="invoice-filter-q"
        label={t("invoices.search")}
        type="search"
        fieldClassName="w-full sm:max-w-xs"
        placeholder={t("invoices.search_placeholder")}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        error={errors?.q}
      />
      <LabelledInput
        id="invoice-filter-month"
        label={t("invoices.month")}
        type="month"
        fieldClassName="w-full sm:w-48"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        error={errors?.month}
      />
      {/* With two text-like fields a form is sent by Enter only through a submit button; its fields are the bar's interface. */}
      <button type="submit" hidden />
    </form>
  )
}
