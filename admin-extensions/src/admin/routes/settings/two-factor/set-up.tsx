import { Button, Container, Text } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import type { StaffTwoFactorSetupResponse } from "@electroshop/contracts/staff"

import { SectionHeading } from "../../../components/headings"
import { useT } from "../../../lib/i18n"
import { notify } from "../../../lib/notify"
import { secretBlocks } from "../../../lib/two-factor"
import { staffApi } from "../../../api/staff"
import { CodeForm } from "./code-form"
import { FocusOnMount } from "./focus-on-mount"

/**
 * Turning two-factor sign-in on: "Set up" asks the server for a new secret, shown as a QR code
 * and as text; a code from the app turns it on and brings the recovery codes, handed to `onCodes`.
 */
export const SetUpSection = ({ onCodes }: { onCodes: (codes: string[]) => void }) => {
  const { t } = useT()
  const setUp = useMutation({
    mutationFn: staffApi.setUpTwoFactor,
    onError: (error) => notify.error(t("twoFactor.setup.failed"), { error }),
  })
  return (
    <Container className="divide-y p-0" data-testid="two-factor-set-up">
      <SectionHeading title={t("twoFactor.setup.title")} description={t("twoFactor.setup.description")}>
        {setUp.data ? null : (
          <Button size="small" isLoading={setUp.isPending} onClick={() => setUp.mutate()} data-testid="two-factor-setup">
            {t("twoFactor.setup.start")}
          </Button>
        )}
      </SectionHeading>
      {setUp.data ? (
        <FocusOnMount>
          <SetUpSteps setup={setUp.data} onCodes={onCodes} />
        </FocusOnMount>
      ) : null}
    </Container>
  )
}

const SetUpSteps = ({ setup, onCodes }: { setup: StaffTwoFactorSetupResponse; onCodes: (codes: string[]) => void }) => {
  const { t } = useT()
  return (
    <ol className="flex list-inside list-decimal flex-col gap-y-6 px-6 py-4">
      <li className="txt-compact-small-plus">
        {t("twoFactor.setup.scan")}
        <div className="mt-3 flex flex-col items-start gap-y-2 font-normal">
          {/* The QR code on white, as apps need the contrast in the dark theme too. */}
          <img
            src={"data:image/svg+xml;utf8," + encodeURIComponent(setup.qr_svg)}
            alt={t("twoFactor.setup.qr_alt")}
            className="h-48 w-48 rounded-md bg-white p-2"
            data-testid="two-factor-qr"
          />
          <Text size="small" className="text-ui-fg-subtle">
            {t("twoFactor.setup.secret")}
          </Text>
          <code className="txt-compact-small text-ui-fg-base break-all font-mono" data-testid="two-factor-secret" data-secret={setup.secret}>
            {secretBlocks(setup.secret)}
          </code>
        </div>
      </li>
      <li className="txt-compact-small-plus">
        {t("twoFactor.setup.confirm")}
        <div className="mt-3 font-normal">
          <CodeForm
            id="two-factor-enable-code"
            label={t("twoFactor.setup.code")}
            hint={t("twoFactor.setup.code_hint")}
            submitLabel={t("twoFactor.setup.submit")}
            save={staffApi.enableTwoFactor}
            onSaved={({ recovery_codes }) => onCodes(recovery_codes)}
            saved={t("twoFactor.setup.enabled")}
            failed={t("twoFactor.setup.enable_failed")}
            testId="two-factor-enable"
          />
        </div>
      </li>
    </ol>
  )
}
