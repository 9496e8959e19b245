import { Input, Label, Text } from "@medusajs/ui"
import type { InputHTMLAttributes } from "react"

/** A labelled input of the catalogue's create forms with its error under it. */
export const LabelledInput = ({
  id,
  label,
  error,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & { id: string; label: string; error?: string }) => (
  <div className="flex flex-col gap-y-1">
    <Label htmlFor={id} size="small">
      {label}
    </Label>
    <Input id={id} size="small" aria-invalid={error ? true : undefined} {...rest} />
    {error ? (
      <Text size="xsmall" className="text-ui-fg-error" role="alert">
        {error}
      </Text>
    ) : null}
  </div>
)
