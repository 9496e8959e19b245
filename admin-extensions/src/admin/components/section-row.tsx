import type { ReactNode } from "react"
import { Text } from "@medusajs/ui"

/** A label/value row in the style of the dashboard's detail sections. */
export const SectionRow = ({ label, value, actions }: { label: string; value: ReactNode; actions?: ReactNode }) => (
  <div className="text-ui-fg-subtle grid grid-cols-2 items-center px-6 py-4">
    <Text size="small" weight="plus" leading="compact">
      {label}
    </Text>
    <div className="flex items-center gap-x-2">
      {typeof value === "string" || typeof value === "number" ? (
        <Text size="small" leading="compact" className="text-ui-fg-base whitespace-pre-wrap break-all">
          {value}
        </Text>
      ) : (
        value
      )}
      {actions}
    </div>
  </div>
)
