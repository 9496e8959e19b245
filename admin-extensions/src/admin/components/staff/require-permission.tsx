import { Container, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import type { StaffPermission } from "@electroshop/contracts/staff"
import { useCan } from "../../api/staff"
import { useT } from "../../lib/i18n"
import { LoadingState } from "../states"

/** The specification's refusal (§6), in the admin's language. */
export const NoPermission = () => {
  const { t } = useT()
  return (
    <Text size="small" role="alert" className="text-ui-fg-subtle" data-testid="no-permission">
      {t("staff.no_permission")}
    </Text>
  )
}

/** A page of ours shown only to staff whose roles give `permission`; others read the refusal instead. */
export const RequirePermission = ({ permission, children }: { permission: StaffPermission; children: ReactNode }) => {
  const can = useCan(permission)
  if (can === undefined) return <LoadingState />
  if (can) return <>{children}</>
  return (
    <Container className="px-6 py-8">
      <NoPermission />
    </Container>
  )
}

/** A route page of ours behind `permission` (the menu still lists it: Medusa's admin offers no way to hide an entry). */
export function withPermission(permission: StaffPermission, Page: () => ReactNode) {
  const Guarded = () => (
    <RequirePermission permission={permission}>
      <Page />
    </RequirePermission>
  )
  Guarded.displayName = `WithPermission(${Page.name})`
  return Guarded
}
