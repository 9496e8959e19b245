import { Container, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import type { StaffPermission } from "@electroshop/contracts/staff"
import { useCan, useStaffMe } from "../../api/staff"
import { useT } from "../../lib/i18n"
import { twoFactorNotice } from "../../lib/two-factor"
import { LoadingState } from "../states"
import { TwoFactorDue, TwoFactorRequired } from "./two-factor-notice"

/** The specification's refusal (§6), in the admin's language. */
export const NoPermission = () => {
  const { t } = useT()
  return (
    <Text size="small" role="alert" className="text-ui-fg-subtle" data-testid="no-permission">
      {t("staff.no_permission")}
    </Text>
  )
}

/**
 * A page of ours shown only to staff whose roles give `permission`; others read the refusal instead.
 * A two-factor sign-in the roles require and the user has not set up is announced above the page
 * until it is due, and from then on shown instead of it.
 */
export const RequirePermission = ({ permission, children }: { permission: StaffPermission; children: ReactNode }) => {
  const can = useCan(permission)
  const twoFactor = twoFactorNotice(useStaffMe().data?.two_factor, Date.now())
  if (can === undefined) return <LoadingState />
  if (twoFactor?.kind === "overdue") return <TwoFactorRequired />
  if (!can)
    return (
      <Container className="px-6 py-8">
        <NoPermission />
      </Container>
    )
  if (!twoFactor) return <>{children}</>
  return (
    <div className="flex flex-col gap-y-3">
      <TwoFactorDue at={twoFactor.at} />
      {children}
    </div>
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
