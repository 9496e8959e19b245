import { Button, Select } from "@medusajs/ui"
import { useEffect, useState, type FormEvent } from "react"
import type { BuyoutListFilters } from "../../lib/buyout-filters"
import { hasActiveFilters } from "../../lib/buyout-filters"
import { BUYOUT_STATUSES } from "@electroshop/contracts/buyout"
import { useT } from "../../lib/i18n"
import { FormField, LabelledInput } from "../field"
import { BuyoutStatusItems } from "./status-items"

const ALL = "all" // Radix Select items cannot have an empty value

/**
 * Status, text search and creation date range of the buy-out list. The status
 * and dates apply at once; the text on Enter or the search button, so typing
 * does not fire a request per key.
 */
export const BuyoutListFiltersBar = ({ filters, onChange }: { filters: BuyoutListFilters; onChange: (next: BuyoutListFilters) => void }) => {
  const { t } = useT()
  const [q, setQ] = useState(filters.q)
  useEffect(() => setQ(filters.q), [filters.q])

  const apply = (patch: Partial<BuyoutListFilters>) => onChange({ ...filters, ...patch, page: 1 })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply({ q })
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 px-6 py-4" role="search" data-testid="buyout-filters">
      <FormField id="buyout-filter-status" label={t("buyouts.filters.status")} className="w-48">
        <Select size="small" value={filters.status || ALL} onValueChange={(value) => apply({ status: value === ALL ? "" : value })}>
          <Select.Trigger id="buyout-filter-status">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value={ALL}>{t("buyouts.filters.all_statuses")}</Select.Item>
            <BuyoutStatusItems statuses={BUYOUT_STATUSES} />
          </Select.Content>
        </Select>
      </FormField>
      <LabelledInput
        id="buyout-filter-q"
        fieldClassName="min-w-56 flex-1"
        label={t("buyouts.filters.search")}
        type="search"
        value={q}
        placeholder={t("buyouts.filters.search_placeholder")}
        onChange={(e) => setQ(e.target.value)}
      />
      <LabelledInput
        id="buyout-filter-from"
        label={t("buyouts.filters.from")}
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => apply({ from: e.target.value })}
      />
      <LabelledInput
        id="buyout-filter-to"
        label={t("buyouts.filters.to")}
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => apply({ to: e.target.value })}
      />
      <Button size="small" type="submit" variant="secondary">
        {t("buyouts.filters.apply")}
      </Button>
      {hasActiveFilters(filters) ? (
        <Button size="small" type="button" variant="transparent" onClick={() => onChange({ status: "", q: "", from: "", to: "", page: 1 })}>
          {t("buyouts.filters.reset")}
        </Button>
      ) : null}
    </form>
  )
}
