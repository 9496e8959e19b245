import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Container } from "@medusajs/ui"
import { useState } from "react"

import { PageTitle } from "../../../components/headings"
import { useListQuery } from "../../../components/list-page"
import { ErrorState, LoadingState } from "../../../components/states"
import { useT } from "../../../lib/i18n"
import { staffApi, staffKeys } from "../../../api/staff"
import { FocusOnMount } from "./focus-on-mount"
import { RecoveryCodes } from "./recovery-codes"
import { SetUpSection } from "./set-up"
import { TwoFactorStatusSection } from "./status"
import { NewRecoveryCodesSection, TurnOffSection } from "./turned-on"

/**
 * The signed-in user's own two-factor sign-in: set up with an authenticator app, recovery codes
 * shown once, turned off unless their roles require it, new recovery codes. Open to every staff
 * member: it is the one page left to a user whose required set-up is overdue.
 */
const TwoFactorPage = () => {
  const { t } = useT()
  const query = useListQuery({ queryKey: staffKeys.twoFactor, queryFn: staffApi.twoFactor, failed: t("twoFactor.load_failed"), toastId: "two-factor.load" })
  const [codes, setCodes] = useState<string[] | null>(null)
  // Once the codes are put away or two-factor sign-in is turned off, the part with the focus is gone: it goes to the status.
  const [focusStatus, setFocusStatus] = useState(false)
  const status = query.data
  return (
    <div className="flex flex-col gap-y-3">
      <PageTitle title={t("twoFactor.title")} description={t("twoFactor.description")} testId="two-factor-title" />
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null)
            setFocusStatus(true)
          }}
        />
      ) : status ? (
        <>
          <FocusOnMount key={String(status.enabled)} active={focusStatus}>
            <TwoFactorStatusSection status={status} />
          </FocusOnMount>
          {status.enabled ? (
            <>
              <NewRecoveryCodesSection onCodes={setCodes} />
              <TurnOffSection required={status.required} onOff={() => setFocusStatus(true)} />
            </>
          ) : (
            <SetUpSection onCodes={setCodes} />
          )}
        </>
      ) : (
        <Container className="p-0">
          {query.isPending ? <LoadingState /> : <ErrorState message={t("twoFactor.load_failed")} error={query.error} onRetry={() => query.refetch()} />}
        </Container>
      )}
    </div>
  )
}

export const config = defineRouteConfig({
  label: "twoFactor.menu",
  translationNs: "electroshop",
})

export default TwoFactorPage
