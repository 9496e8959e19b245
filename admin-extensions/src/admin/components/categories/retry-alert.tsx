import { Button, Text } from "@medusajs/ui"
import { useT } from "../../lib/i18n"

/** A failed load of the category screens, with the button that loads again; `className` lays it out where it stands (a table row, the tree's panel). */
export const RetryAlert = ({ message, onRetry, className }: { message: string; onRetry: () => void; className: string }) => {
  const { t } = useT()
  return (
    <div className={className} role="alert">
      <Text size="small">{message}</Text>
      <Button size="small" variant="secondary" onClick={onRetry}>
        {t("categories.tree.retry")}
      </Button>
    </div>
  )
}
