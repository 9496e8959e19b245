import { Input, Label, Text } from "@medusajs/ui"
import { forwardRef, type InputHTMLAttributes } from "react"

/** A labelled input of the catalogue's forms with its error under it; the ref lets react-hook-form `register` it. */
export const LabelledInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & { id: string; label: string; error?: string }>(
  ({ id, label, error, ...rest }, ref) => (
    <div className="flex flex-col gap-y-1">
      <Label htmlFor={id} size="small">
        {label}
      </Label>
      <Input ref={ref} id={id} size="small" aria-invalid={error ? true : undefined} {...rest} />
      {error ? (
        <Text size="xsmall" className="text-ui-fg-error" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  ),
)
LabelledInput.displayName = "LabelledInput"
