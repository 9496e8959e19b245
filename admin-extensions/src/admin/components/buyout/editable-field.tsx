import { Button, Input, Text } from "@medusajs/ui"
import { useEffect, useState, type FormEvent } from "react"
import { useT } from "../../lib/i18n"

/**
 * One value of the catalogue edited in place: an input and a save button that
 * appears once the value differs. `parse` turns the text into what is saved,
 * or null when it is invalid (then `invalidMessage` is shown at the field).
 */
export type EditableFieldProps<T> = {
  id: string
  label: string
  initial: string
  parse: (text: string) => T | null
  invalidMessage: string
  onSave: (value: T) => Promise<unknown>
  inputMode?: "numeric" | "text" | "url"
  className?: string
}

/** A text of at most `max` characters that must not be blank, trimmed. */
export const requiredText = (max: number) => (text: string) => {
  const value = text.trim()
  return value && value.length <= max ? value : null
}

/** A text of at most `max` characters that may be empty, trimmed. */
export const optionalText = (max: number) => (text: string) => (text.length <= max ? text.trim() : null)

export function EditableField<T>({ id, label, initial, parse, invalidMessage, onSave, inputMode, className }: EditableFieldProps<T>) {
  const { t } = useT()
  const [text, setText] = useState(initial)
  const [invalid, setInvalid] = useState(false)
  const [saving, setSaving] = useState(false)
  useEffect(() => setText(initial), [initial])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = parse(text)
    if (value === null) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setSaving(true)
    try {
      await onSave(value)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} className={`flex flex-col gap-y-1 ${className ?? ""}`}>
      <div className="flex items-center gap-x-2">
        <Input
          id={id}
          size="small"
          aria-label={label}
          inputMode={inputMode}
          value={text}
          aria-invalid={invalid || undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {text !== initial ? (
          <Button size="small" variant="secondary" type="submit" isLoading={saving}>
            {t("buyouts.catalogue.save")}
          </Button>
        ) : null}
      </div>
      {invalid ? (
        <Text size="xsmall" className="text-ui-fg-error" role="alert">
          {invalidMessage}
        </Text>
      ) : null}
    </form>
  )
}
