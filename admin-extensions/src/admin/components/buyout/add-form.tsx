import { Button, IconButton } from "@medusajs/ui"
import { Trash } from "@medusajs/icons"
import { useState, type FormEvent, type ReactNode } from "react"

/**
 * The row of inputs under a catalogue table that adds one entry. `onAdd`
 * checks and saves; it resolves true when saved, and the form then resets
 * its inputs through `onReset`.
 */
export const AddForm = ({
  testId,
  submitLabel,
  onAdd,
  onReset,
  children,
  className = "px-6 py-4",
}: {
  testId: string
  submitLabel: string
  onAdd: () => Promise<boolean>
  onReset: () => void
  children: ReactNode
  className?: string
}) => {
  const [saving, setSaving] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    try {
      if (await onAdd()) onReset()
    } finally {
      setSaving(false)
    }
  }
  return (
    <form onSubmit={submit} noValidate data-testid={testId} className={`flex flex-wrap items-end gap-3 ${className}`}>
      {children}
      <Button size="small" variant="secondary" type="submit" isLoading={saving}>
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
