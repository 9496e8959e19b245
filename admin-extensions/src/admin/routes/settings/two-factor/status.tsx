import { Container } from "@medusajs/ui"
import type { StaffTwoFactorStatus } from "@electroshop/contracts/staff"

import { dateTimeFormat } from "../../../components/date-time"
import { Hint } from "../../../components/field"
import { SectionHeading } from "../../../components/headings"
import { useT } from "../../../lib/i18n"
import { twoFactorNotice } from "../../../lib/two-factor"

// Few enough that the user should make new ones before they run out.
const FEW_RECOVERY_CODES = 3

/** Whether two-factor sign-in is on, said in words (no colour alone); when off, whether the user's roles require it and from when. */
export const TwoFactorStatusSection = ({ status }: { status: StaffTwoFactorStatus }) => {
  const { t, i18n } = useT()
  const notice = twoFactorNotice(status, Date.now())
  const description = status.enabled
    ? t("twoFactor.on.codes_left", { left: status.recovery_codes_left })
    : notice?.kind === "due"
      ? t("twoFactor.off.required_by", { date: dateTimeFormat(i18n.language).format(new Date(notice.at)) })
      : notice
        ? t("twoFactor.off.required_now")
        : t("twoFactor.off.optional")
  return (
    <Container className="p-0" data-testid="two-factor-status" data-state={status.enabled ? "on" : "off"}>
      <SectionHeading title={t(status.enabled ? "twoFactor.on.title" : "twoFactor.off.title")} description={description} />
      {status.enabled ? (
        <div className="flex flex-col gap-y-1 px-6 pb-4">
          <Hint>{t("twoFactor.on.sign_in")}</Hint>
          {status.recovery_codes_left <= FEW_RECOVERY_CODES ? <Hint>{t("twoFactor.on.codes_few")}</Hint> : null}
        </div>
      ) : null}
    </Container>
  )
}
