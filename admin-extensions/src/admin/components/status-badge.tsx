import { StatusBadge } from "@medusajs/ui"
import type { ComponentProps } from "react"
import { useT } from "../lib/i18n"

type Translate = ReturnType<typeof useT>["t"]
type BadgeColor = NonNullable<ComponentProps<typeof StatusBadge>["color"]>

/**
 * The badge of a record's status (a buy-out's, a repair order's): the status
 * in the admin user's language (the API's `status_label` is in the shop's),
 * coloured by its stage, named `testId` for the e2e tests.
 */
export function statusBadge<S extends string>(testId: string, colors: Record<S, BadgeColor>, label: (t: Translate, status: S) => string) {
  const RecordStatusBadge = ({ status }: { status: S }) => {
    const { t } = useT()
    return (
      <StatusBadge color={colors[status] ?? "grey"} data-testid={testId}>
        {label(t, status)}
      </StatusBadge>
    )
  }
  return RecordStatusBadge
}
