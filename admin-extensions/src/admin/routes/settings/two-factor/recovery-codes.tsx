import { Alert, Button, Container } from "@medusajs/ui"

import { SectionHeading } from "../../../components/headings"
import { useT } from "../../../lib/i18n"
import { notify } from "../../../lib/notify"
import { FocusOnMount } from "./focus-on-mount"

/**
 * The recovery codes just made: the server never shows them again, so this stays until "Done",
 * with the plea to store them now and a copy of them all for a password manager.
 */
export const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const { t } = useT()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"))
      notify.success(t("twoFactor.codes.copied"))
    } catch (error) {
      notify.error(t("common.copy_failed"), { error })
    }
  }
  return (
    <Container className="divide-y p-0" data-testid="two-factor-codes">
      <FocusOnMount>
        <SectionHeading title={t("twoFactor.codes.title")} description={t("twoFactor.codes.description")} />
      </FocusOnMount>
      <div className="flex flex-col items-start gap-y-4 px-6 py-4">
        <Alert variant="warning" className="w-full">
          <strong>{t("twoFactor.codes.store")}</strong>
        </Alert>
        <ul
          aria-label={t("twoFactor.codes.title")}
          className="txt-compact-small text-ui-fg-base grid grid-cols-2 gap-x-8 gap-y-2 font-mono"
          data-testid="two-factor-recovery-codes"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button size="small" variant="secondary" onClick={copy} data-testid="two-factor-recovery-codes-copy">
            {t("twoFactor.codes.copy")}
          </Button>
          <Button size="small" onClick={onDone} data-testid="two-factor-recovery-codes-done">
            {t("twoFactor.codes.done")}
          </Button>
        </div>
      </div>
    </Container>
  )
}
