import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ExclamationCircle } from "@medusajs/icons"
import { Badge } from "@medusajs/ui"

import { complaintApi, complaintKeys } from "../../api/complaints"
import { useComplaintDrawer } from "../../components/complaints/complaint-drawer"
import { useUrlFilters } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { withPermission } from "../../components/staff/require-permission"
import { complaintFiltersFromParams, complaintsFiltered, complaintsQuery } from "../../lib/complaints"
import { useServerFieldErrors } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { filtersToParams } from "../../lib/picking-filters"
import { ComplaintFiltersBar, STATUS_FILTER_ID } from "./complaint-filters"
import { ComplaintTable } from "./complaint-table"

/**
 * Complaints: shoppers' claims of a defect under the legal guarantee, each to be settled by its deadline (30
 * days in cz, 15 in ro). The open ones by default, the soonest deadline first, or those of one status; searched
 * by complaint or order number (in the URL), 50 a page; how many open ones are overdue, of all, in the header.
 * Each opens in a drawer, where staff who may change orders move it on. Behind the orders' permission: the
 * complaints are about their goods.
 */
const ComplaintsPage = () => {
  const { t } = useT()
  const { filters, setFilters } = useUrlFilters(complaintFiltersFromParams, filtersToParams)
  const listQuery = complaintsQuery(filters)
  const query = useListScreenQuery("complaints", complaintKeys.list(listQuery), () => complaintApi.list(listQuery))
  const fieldErrors = useServerFieldErrors()
  const errors = fieldErrors(query.error) ?? undefined
  const data = query.data
  const overdue = data?.overdue ?? 0
  const { onOpen, drawer } = useComplaintDrawer(STATUS_FILTER_ID)
  return (
    <div data-testid="complaints-page">
      <ListScreen
        texts="complaints"
        query={query}
        empty={data?.complaints.length ? null : t(complaintsFiltered(filters) ? "complaints.empty_filtered" : "complaints.empty")}
        list={
          data ? (
            <ComplaintTable
              complaints={data.complaints}
              count={data.count}
              page={filters.page}
              onPage={(page) => setFilters({ ...filters, page })}
              onOpen={onOpen}
            />
          ) : null
        }
        testId="complaint"
        actions={
          overdue > 0 ? (
            <Badge size="small" color="red" data-testid="complaints-overdue">
              {t("complaints.overdue_count", { count: overdue })}
            </Badge>
          ) : null
        }
      >
        <ComplaintFiltersBar filters={filters} onChange={setFilters} errors={errors} />
      </ListScreen>
      {drawer}
    </div>
  )
}

export const config = defineRouteConfig({
  label: "complaints.menu",
  icon: ExclamationCircle,
  translationNs: "electroshop",
})

export default withPermission("order:read", ComplaintsPage)
