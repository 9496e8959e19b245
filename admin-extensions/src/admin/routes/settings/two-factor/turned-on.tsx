import { Container } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import type { StaffTwoFactorStatus } from "@electroshop/contracts/staff"

import { Hint } from "../../../components/field"
import { SectionHeading } from "../../../components/headings"
import { useT } from "../../../lib/i18n"
import { staffApi, staffKeys } from "../../../api/staff"
import { CodeForm } from "./code-form"

/** Turning two-factor sign-in off, which the server refuses while the user's roles require it: then only the reason shows. */
export const TurnOffSection = ({ required, onOff }: { required: boolean; onOff: () => void }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  return (
    <Container className="divide-y p-0" data-testid="two-factor-turn-off">
      <SectionHeading title={t("twoFactor.disable.title")} description={t("twoFactor.disable.description")} />
      <div className="px-6 py-4">
        {required ? (
          <Hint>{t("twoFactor.disable.required")}</Hint>
        ) : (
          <CodeForm
            id="two-factor-disable-code"
            label={t("twoFactor.disable.code")}
            submitLabel={t("twoFactor.disable.submit")}
            variant="danger"
            save={staffApi.disableTwoFactor}
            onSaved={(status: StaffTwoFactorStatus) => {
              queryClient.setQueryData(staffKeys.twoFactor, status)
              onOff()
            }}
            saved={t("twoFactor.disable.done")}
            failed={t("twoFactor.disable.failed")}
            testId="two-factor-disable"
          />
        )}
      </div>
    </Container>
  )
}

/** New recovery codes in place of the old ones, handed to `onCodes` to be shown once. */
export const NewRecoveryCodesSection = ({ onCodes }: { onCodes: (codes: string[]) => void }) => {
  const { t } = useT()
  return (
    <Container className="divide-y p-0" data-testid="two-factor-new-codes">
      <SectionHeading title={t("twoFactor.regenerate.title")} description={t("twoFactor.regenerate.description")} />
      <div className="px-6 py-4">
        <CodeForm
          id="two-factor-regenerate-code"
          label={t("twoFactor.regenerate.code")}
          submitLabel={t("twoFactor.regenerate.submit")}
          variant="secondary"
          save={staffApi.newRecoveryCodes}
          onSaved={({ recovery_codes }) => onCodes(recovery_codes)}
          saved={t("twoFactor.regenerate.done")}
          failed={t("twoFactor.regenerate.failed")}
          testId="two-factor-regenerate"
        />
      </div>
    </Container>
  )
}
