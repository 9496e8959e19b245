import { Button, IconButton } from "@medusajs/ui"
import { Trash } from "@medusajs/icons"
import type { ReactNode } from "react"
import type { FieldValues, UseFormReturn } from "react-hook-form"

/**
 * The row of inputs under a catalogue table that adds one entry, driven by a
 * `useZodForm` form. `onAdd` gets the checked values and resolves true when
 * saved; the inputs are then reset to their defaults.
 */
export function AddForm<TIn extends FieldValues, TOut>({
  form,
  testId,
  submitLabel,
  onAdd,
  children,
  className = "px-6 py-4",
}: {
  form: UseFormReturn<TIn, unknown, TOut>
  testId: string
  submitLabel: string
  onAdd: (values: TOut) => Promise<boolean>
  children: ReactNode
  className?: string
}) {
  const submit = form.handleSubmit(async (values) => {
    if (await onAdd(values)) form.reset()
  })
  return (
    <form onSubmit={submit} noValidate data-testid={testId} className={`flex flex-wrap items-end gap-3 ${className}`}>
      {children}
      <Button size="small" variant="secondary" type="submit" isLoading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  )
}

/** The trash button of one catalogue entry; `label` names the entry for screen readers. */
export const DeleteButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <IconButton size="small" variant="transparent" type="button" aria-label={label} title={label} onClick={onClick}>
    <Trash />
  </IconButton>
)
