import { Alert, Container, Text } from "@medusajs/ui"
import { Link } from "react-router-dom"

import { useT } from "../../lib/i18n"
import { dateTimeFormat } from "../date-time"
import { HeadingLink, SectionHeading } from "../headings"
import { LINK_CLASS } from "../link-style"

const SETTINGS_PATH = "/settings/two-factor"

/** In place of a page while the two-factor sign-in the user's roles require is overdue: the backend refuses the page's calls anyway. */
export const TwoFactorRequired = () => {
  const { t } = useT()
  return (
    <Container className="p-0" data-testid="two-factor-required">
      <SectionHeading level="h1" title={t("twoFactor.title")} />
      <div className="flex flex-col items-start gap-y-3 px-6 pb-6">
        <Text size="small" role="alert">
          {t("twoFactor.notice.required")}
        </Text>
        <HeadingLink to={SETTINGS_PATH}>{t("twoFactor.notice.link")}</HeadingLink>
      </div>
    </Container>
  )
}

/** Above a page until the required two-factor sign-in is due. The link is underlined: in a line of text, colour alone would not mark it. */
export const TwoFactorDue = ({ at }: { at: string }) => {
  const { t, i18n } = useT()
  return (
    <Alert variant="info" data-testid="two-factor-due">
      {t("twoFactor.notice.due", { date: dateTimeFormat(i18n.language).format(new Date(at)) })}{" "}
      <Link to={SETTINGS_PATH} className={`${LINK_CLASS} underline`}>
        {t("twoFactor.notice.link")}
      </Link>
    </Alert>
  )
}
