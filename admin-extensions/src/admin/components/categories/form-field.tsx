import { Label, Text } from "@medusajs/ui"
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from "react"

/** Label, control, hint and the field's error (announced to screen readers). */
export const FormField = ({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) => (
  <div className="flex flex-col gap-y-1">
    <Label htmlFor={id} size="small" weight="plus">
      {label}
    </Label>
    {children}
    {hint && !error ? (
      <Text size="xsmall" className="text-ui-fg-subtle" id={`${id}-hint`}>
        {hint}
      </Text>
    ) : null}
    {error ? (
      <Text size="xsmall" className="text-ui-fg-error" id={`${id}-error`} role="alert" data-testid={`error-${id}`}>
        {error}
      </Text>
    ) : null}
  </div>
)

/** A native select styled like the dashboard's inputs (works with keyboard and screen readers as is); the ref lets react-hook-form `register` it. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>((props, ref) => (
  <select
    ref={ref}
    {...props}
    className={`bg-ui-bg-field shadow-borders-base txt-compact-small text-ui-fg-base h-8 rounded-md px-2 outline-none focus-visible:shadow-borders-interactive-with-active ${props.className ?? ""}`}
  />
))
NativeSelect.displayName = "NativeSelect"
