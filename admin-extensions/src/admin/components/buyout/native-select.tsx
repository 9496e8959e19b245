import { Label, Text } from "@medusajs/ui"
import { forwardRef, type SelectHTMLAttributes } from "react"

type Props = SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string; error?: string; options: { value: string; label: string }[] }

/**
 * A labelled native select in the dashboard's input style: the catalogue
 * forms pick from short lists, where the native control gives keyboard
 * access and form semantics for free. The ref lets react-hook-form `register` it.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, Props>(({ id, label, error, options, ...rest }, ref) => (
  <div className="flex flex-col gap-y-1">
    <Label htmlFor={id} size="small">
      {label}
    </Label>
    <select
      ref={ref}
      id={id}
      aria-invalid={error ? true : undefined}
      className="bg-ui-bg-field shadow-borders-base txt-compact-small text-ui-fg-base h-8 rounded-md px-2 outline-none focus-visible:shadow-borders-interactive-with-active"
      {...rest}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
    {error ? (
      <Text size="xsmall" className="text-ui-fg-error" role="alert">
        {error}
      </Text>
    ) : null}
  </div>
))
NativeSelect.displayName = "NativeSelect"
