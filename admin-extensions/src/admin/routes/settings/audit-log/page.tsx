import { defineRouteConfig } from "@medusajs/admin-sdk"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"

import { DateTime, dateTimeFormat } from "../../../components/date-time"
import { StackedCell } from "../../../components/list-columns"
import { pagedBy, usePagedTable, useUrlFilters } from "../../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../../components/list-screen"
import { withPermission } from "../../../components/staff/require-permission"
import { auditQuery, detailsText, filtersFromParams, filtersToParams, hasActiveFilters, isAuditAction, AUDIT_PAGE_SIZE } from "../../../lib/audit-log-filters"
import { useT } from "../../../lib/i18n"
import { staffApi, staffKeys, type AdminStaffAuditEntry } from "../../../api/staff"
import { AuditFiltersBar } from "./audit-filters"

const column = createDataTableColumnHelper<AdminStaffAuditEntry>()

/**
 * The staff audit log (docs/staff.md): who changed roles, revealed a seller's personal data,
 * refunded, canceled or changed prices, newest first, searched by e-mail or path and filtered by
 * action (kept in the URL), 50 entries a page.
 */
const AuditLogPage = () => {
  const { t, i18n } = useT()
  const { filters, setFilters } = useUrlFilters(filtersFromParams, filtersToParams)
  const query = useListScreenQuery("auditLog", staffKeys.audit(auditQuery(filters)), () => staffApi.audit(auditQuery(filters)))
  const language = i18n.language
  const columns = useMemo(() => {
    const dateTime = dateTimeFormat(language)
    const none = t("common.not_available")
    return [
      column.accessor("created_at", {
        header: t("auditLog.columns.time"),
        cell: ({ getValue }) => <DateTime value={getValue()} format={dateTime} />,
      }),
      column.accessor("actor_email", {
        header: t("auditLog.columns.actor"),
        cell: ({ row: { original: entry } }) =>
          entry.actor_email ?? <StackedCell main={<span className="font-mono">{entry.actor_id}</span>} notes={[t("auditLog.no_email")]} />,
      }),
      column.accessor("action", {
        header: t("auditLog.columns.action"),
        // An action this screen does not know yet (a newer backend) shows as the server names it.
        cell: ({ getValue }) => {
          const action = getValue()
          return isAuditAction(action) ? t(`auditLog.actions.${action}`) : action
        },
      }),
      column.display({
        id: "what",
        header: t("auditLog.columns.what"),
        cell: ({ row: { original: entry } }) => <span className="font-mono break-all whitespace-normal">{`${entry.method} ${entry.path}`}</span>,
      }),
      column.accessor("ip", { header: t("auditLog.columns.from"), cell: ({ getValue }) => getValue() ?? none }),
      column.accessor("details", {
        header: t("auditLog.columns.details"),
        cell: ({ getValue }) => {
          const text = detailsText(getValue())
          return text ? (
            <span className="block max-w-[360px] truncate font-mono" title={text.full}>
              {text.short}
            </span>
          ) : (
            none
          )
        },
      }),
    ]
  }, [t, language])
  const rows = query.data?.entries ?? []
  const table = usePagedTable({ columns, rows, ...pagedBy(query, filters, setFilters, AUDIT_PAGE_SIZE) })

  return (
    <ListScreen
      texts="auditLog"
      query={query}
      empty={rows.length ? null : hasActiveFilters(filters) ? t("auditLog.empty_filtered") : t("auditLog.empty")}
      table={table}
      testId="audit"
      catalogue="auditLog"
    >
      <AuditFiltersBar filters={filters} onChange={setFilters} />
    </ListScreen>
  )
}

export const config = defineRouteConfig({
  label: "auditLog.menu",
  translationNs: "electroshop",
})

export default withPermission("staff:read", AuditLogPage)
