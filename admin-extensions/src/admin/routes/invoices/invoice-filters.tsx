import type { FormEvent } from "react"

import { EFACTURA_STATES } from "@electroshop/contracts/invoice"

import { LabelledInput, LabelledSelect } from "../../components/field"
import { useSearchText } from "../../components/list-page"
import { useT } from "../../lib/i18n"
import type { InvoiceFilters } from "../../lib/invoice-filters"

/**
 * The invoices' search by invoice or order number and their month of issue (the browser's month picker;
 * a text box where it has none), each applied once typing pauses, both at once on Enter, from the first
 * page; where invoices go to e-Factura (`efactura`), their state, applied when chosen. `errors`: the
 * backend's refusal of any, shown under it.
 */
export const InvoiceFiltersBar = ({
  filters,
  onChange,
  errors,
  efactura,
}: {
  filters: InvoiceFilters
  onChange: (next: InvoiceFilters) => void
  errors?: Partial<Record<"q" | "month" | "efactura_state", string>>
  efactura: boolean
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
      {efactura ? (
        <LabelledSelect
          id="invoice-filter-efactura"
          label={t("invoices.efactura.column")}
          fieldClassName="w-full sm:w-48"
          value={filters.efactura_state}
          onChange={(e) => onChange({ ...filters, efactura_state: e.target.value as InvoiceFilters["efactura_state"], page: 1 })}
          error={errors?.efactura_state}
          options={[
            { value: "", label: t("invoices.efactura.any") },
            ...EFACTURA_STATES.map((state) => ({ value: state, label: t(`invoices.efactura.states.${state}`) })),
          ]}
        />
      ) : null}
      {/* With two text-like fields a form is sent by Enter only through a submit button; its fields are the bar's interface. */}
      <button type="submit" hidden />
    </form>
  )
}
