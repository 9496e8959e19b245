import { Button } from "@medusajs/ui"

import { LabelledInput, LabelledSelect } from "../../../components/field"
import { useSearchForm } from "../../../components/list-page"
import { AUDIT_ACTIONS, hasActiveFilters, NO_AUDIT_FILTERS, type AuditLogFilters } from "../../../lib/audit-log-filters"
import { useT } from "../../../lib/i18n"

/**
 * Text search and action of the audit log. The action applies at once; the text once typing pauses
 * or on Enter, so typing does not fire a request per key.
 */
export const AuditFiltersBar = ({ filters, onChange }: { filters: AuditLogFilters; onChange: (next: AuditLogFilters) => void }) => {
  const { t } = useT()
  const { q, setQ, submit } = useSearchForm(filters, onChange)
  const apply = (patch: Partial<AuditLogFilters>) => onChange({ ...filters, ...patch, page: 1 })

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 px-6 py-4" role="search" data-testid="audit-filters">
      <LabelledInput
        id="audit-filter-q"
        fieldClassName="min-w-56 flex-1"
        label={t("auditLog.filters.search")}
        type="search"
        value={q}
        placeholder={t("auditLog.filters.search_placeholder")}
        onChange={(e) => setQ(e.target.value)}
      />
      <LabelledSelect
        id="audit-filter-action"
        label={t("auditLog.filters.action")}
        value={filters.action}
        onChange={(e) => apply({ action: e.target.value as AuditLogFilters["action"] })}
        options={[
          { value: "", label: t("auditLog.filters.all_actions") },
          ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`auditLog.actions.${action}`) })),
        ]}
      />
      {hasActiveFilters(filters) ? (
        <Button
          size="small"
          type="button"
          variant="transparent"
          onClick={() => {
            setQ("")
            onChange(NO_AUDIT_FILTERS)
          }}
        >
          {t("auditLog.filters.reset")}
        </Button>
      ) : null}
    </form>
  )
}
