import { Badge, Container, Table } from "@medusajs/ui"

import { DateTime, dateTimeFormat } from "../../../components/date-time"
import { Hint } from "../../../components/field"
import { SectionHeading } from "../../../components/headings"
import { EmptyState } from "../../../components/states"
import { TableHead } from "../../../components/table-head"
import { useT } from "../../../lib/i18n"
import type { AdminStaffInvite } from "../../../api/staff"

/** An invitation's roles as badges, each an item of a list so screen readers read them apart. */
const RoleBadges = ({ invite }: { invite: AdminStaffInvite }) => {
  const { t } = useT()
  // One made in Medusa's Settings → Users names no role.
  if (!invite.roles.length) return <Hint>{t("staff.no_roles")}</Hint>
  return (
    <ul className="flex flex-wrap gap-1">
      {invite.roles.map((role) => (
        <li key={role}>
          <Badge size="2xsmall" color="grey">
            {t(`staff.roles.${role}`)}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

/**
 * The invitations not yet accepted (the server lists expired ones too, until someone deletes them
 * in Settings → Users), under the staff: to whom, with which roles, until when.
 */
export const PendingInvites = ({ invites }: { invites: AdminStaffInvite[] }) => {
  const { t, i18n } = useT()
  const dateTime = dateTimeFormat(i18n.language)
  const now = Date.now()
  return (
    <Container className="divide-y p-0" data-testid="staff-invites">
      <SectionHeading title={t("staff.invites.title")} description={t("staff.invites.description")} />
      {invites.length ? (
        <Table data-testid="staff-invites-list">
          <TableHead columns={[t("staff.columns.email"), t("staff.columns.roles"), t("staff.invites.expires")]} />
          <Table.Body>
            {invites.map((invite) => (
              <Table.Row key={invite.id} data-testid={`staff-invite-${invite.id}`}>
                <Table.Cell>{invite.email}</Table.Cell>
                <Table.Cell className="whitespace-normal py-2">
                  <RoleBadges invite={invite} />
                </Table.Cell>
                <Table.Cell>
                  <span className="flex items-center gap-x-2">
                    <DateTime value={invite.expires_at} format={dateTime} />
                    {Date.parse(invite.expires_at) <= now ? (
                      <Badge size="2xsmall" color="orange">
                        {t("staff.invites.expired")}
                      </Badge>
                    ) : null}
                  </span>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : (
        <EmptyState message={t("staff.invites.empty")} testId="staff-invites-empty" />
      )}
    </Container>
  )
}
