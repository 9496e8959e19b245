import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Button, createDataTableColumnHelper, usePrompt } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useMemo } from "react"

import { DateTime, dateTimeFormat } from "../../../components/date-time"
import { usePagedTable } from "../../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../../components/list-screen"
import { statusBadge } from "../../../components/status-badge"
import { withPermission } from "../../../components/staff/require-permission"
import { useServerFieldErrors } from "../../../lib/form"
import { useT } from "../../../lib/i18n"
import { notify } from "../../../lib/notify"
import { staffApi, staffKeys, useCan, type AdminStaffMember } from "../../../api/staff"
import { StaffInviteForm } from "./invite-form"
import { PendingInvites } from "./pending-invites"
import { StaffRolesForm } from "./roles-form"

type Row = AdminStaffMember & { id: string }
type Status = "active" | "deactivated"

const column = createDataTableColumnHelper<Row>()
const StaffStatusBadge = statusBadge("staff-status", { active: "green", deactivated: "grey" }, (t, status: Status) => t(`staff.status.${status}`))

const fullName = (member: AdminStaffMember) => [member.first_name, member.last_name].filter(Boolean).join(" ")
/** How the row's actions name the member to assistive technology: their name, else their e-mail. */
const nameOf = (member: AdminStaffMember) => fullName(member) || member.email

/**
 * Deactivate a staff member (signed out from their next request) or let them
 * in again, after a confirmation; the server's refusal (deactivating oneself)
 * is told in a toast.
 */
const StatusAction = ({ member }: { member: AdminStaffMember }) => {
  const { t } = useT()
  const prompt = usePrompt()
  const queryClient = useQueryClient()
  const fieldErrors = useServerFieldErrors()
  const action = member.active ? "deactivate" : "activate"
  const name = nameOf(member)
  const mutation = useMutation({
    mutationFn: () => staffApi.update(member.user_id, { active: !member.active }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all })
      notify.success(t(`staff.${action}_saved`, { name }))
    },
    onError: (error) => {
      const refusal = fieldErrors(error)?.active
      notify.error(t(`staff.${action}_failed`), refusal ? { description: refusal } : { error })
    },
  })
  const confirm = async () => {
    const confirmed = await prompt({
      title: t(`staff.${action}_title`),
      description: t(`staff.${action}_confirm`, { name }),
      confirmText: t(`staff.${action}`),
      cancelText: t("common.cancel"),
      variant: member.active ? "danger" : "confirmation",
    })
    if (confirmed) mutation.mutate()
  }
  return (
    <Button size="small" variant="secondary" isLoading={mutation.isPending} aria-label={`${t(`staff.${action}`)}: ${name}`} onClick={confirm}>
      {t(`staff.${action}`)}
    </Button>
  )
}

/** Take away a colleague's lost second factor, after a confirmation; shown only while they have one. */
const ResetTwoFactorAction = ({ member }: { member: AdminStaffMember }) => {
  const { t } = useT()
  const prompt = usePrompt()
  const queryClient = useQueryClient()
  const name = nameOf(member)
  const mutation = useMutation({
    mutationFn: () => staffApi.resetTwoFactor(member.user_id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all })
      notify.success(t("staff.reset_two_factor_saved", { name }))
    },
    onError: (error) => notify.error(t("staff.reset_two_factor_failed"), { error }),
  })
  if (!member.two_factor_enabled) return null
  const confirm = async () => {
    const confirmed = await prompt({
      title: t("staff.reset_two_factor_title"),
      description: t("staff.reset_two_factor_confirm", { name }),
      confirmText: t("staff.reset_two_factor"),
      cancelText: t("common.cancel"),
      variant: "danger",
    })
    if (confirmed) mutation.mutate()
  }
  return (
    <Button size="small" variant="secondary" isLoading={mutation.isPending} aria-label={`${t("staff.reset_two_factor")}: ${name}`} onClick={confirm}>
      {t("staff.reset_two_factor")}
    </Button>
  )
}

/**
 * The shop's staff (Medusa's admin users) with their roles, whether they may
 * sign in and when they last did, and the invitations not yet accepted; who
 * may change staff invites colleagues with their roles, gives roles in a
 * drawer and deactivates or reactivates accounts.
 */
const StaffPage = () => {
  const { t, i18n } = useT()
  const mayWrite = useCan("staff:write")
  const query = useListScreenQuery("staff", staffKeys.list, staffApi.list)
  const rows = useMemo<Row[]>(() => (query.data?.staff ?? []).map((member) => ({ ...member, id: member.user_id })), [query.data])
  const language = i18n.language
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" })
    const dateTime = dateTimeFormat(language)
    return [
      column.display({ id: "name", header: t("staff.columns.name"), cell: ({ row }) => fullName(row.original) || t("common.not_available") }),
      column.accessor("email", { header: t("staff.columns.email") }),
      column.accessor("roles", {
        header: t("staff.columns.roles"),
        cell: ({ getValue }) =>
          getValue().length ? (
            <span className="whitespace-normal">
              {getValue()
                .map((role) => t(`staff.roles.${role}`))
                .join(", ")}
            </span>
          ) : (
            <span className="text-ui-fg-subtle">{t("staff.no_roles")}</span>
          ),
      }),
      column.accessor("active", {
        header: t("staff.columns.status"),
        cell: ({ getValue }) => <StaffStatusBadge status={getValue() ? "active" : "deactivated"} />,
      }),
      column.accessor("created_at", { header: t("staff.columns.created"), cell: ({ getValue }) => date.format(new Date(getValue())) }),
      column.accessor("last_login_at", {
        header: t("staff.columns.last_login"),
        cell: ({ getValue }) => {
          const at = getValue()
          return at ? <DateTime value={at} format={dateTime} /> : <span className="text-ui-fg-subtle">{t("staff.last_login_never")}</span>
        },
      }),
      ...(mayWrite
        ? [
            column.display({
              id: "actions",
              header: t("staff.columns.actions"),
              cell: ({ row }) => (
                <div className="flex flex-wrap gap-2">
                  <StaffRolesForm member={row.original} name={nameOf(row.original)} />
                  <StatusAction member={row.original} />
                  <ResetTwoFactorAction member={row.original} />
                </div>
              ),
            }),
          ]
        : []),
    ]
  }, [t, language, mayWrite])
  const table = usePagedTable({ columns, rows, count: rows.length, busy: query.isFetching })
  return (
    <div className="flex flex-col gap-y-3">
      <ListScreen
        texts="staff"
        actions={mayWrite ? <StaffInviteForm /> : null}
        query={query}
        empty={rows.length ? null : t("staff.empty")}
        table={table}
        testId="staff"
      />
      {/* Once the list has loaded: while it loads or when it fails, the staff's own state says so. */}
      {query.data ? <PendingInvites invites={query.data.invites} /> : null}
    </div>
  )
}

export const config = defineRouteConfig({
  label: "staff.menu",
  translationNs: "electroshop",
})

export default withPermission("staff:read", StaffPage)
