import { Button, Text } from "@medusajs/ui"
import { useT } from "../lib/i18n"
import { Hint } from "./field"

/** Loading, empty and error states of every screen of ours. */
export const LoadingState = () => {
  const { t } = useT()
  return (
    <div role="status" aria-live="polite" className="px-6 py-8">
      <Hint>{t("common.loading")}</Hint>
    </div>
  )
}

export const EmptyState = ({ message, testId }: { message: string; testId?: string }) => (
  <div className="px-6 py-8" data-testid={testId}>
    <Hint>{message}</Hint>
  </div>
)

export const ErrorState = ({ message, error, onRetry }: { message: string; error?: unknown; onRetry?: () => void }) => {
  const { t } = useT()
  const detail = error instanceof Error ? error.message : undefined
  return (
    <div role="alert" className="flex flex-col items-start gap-y-2 px-6 py-8">
      <Text size="small" weight="plus" className="text-ui-fg-error">
        {message}
      </Text>
      {detail ? <Hint>{detail}</Hint> : null}
      {onRetry ? (
        <Button size="small" variant="secondary" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      ) : null}
    </div>
  )
}
