import { Button, Input, Text } from "@medusajs/ui"
import { useEffect, useState, type FormEvent } from "react"
import { parseSignedAmount, parseWholeAmount } from "../../lib/buyout-status"
import { useT } from "../../lib/i18n"

/**
 * What an edited text must be: `parse` turns it into the value saved, or null
 * when it is invalid, and then the text `invalid` (a key) shows at the field.
 */
export type FieldRule<T> = {
  parse: (text: string) => T | null
  invalid: "buyouts.catalogue.required" | "buyouts.catalogue.too_long" | "buyouts.catalogue.invalid_amount"
  inputMode?: "numeric" | "text" | "url"
}

/** A text of at most `max` characters that must not be blank, trimmed. */
export const requiredText = (max: number): FieldRule<string> => ({
  parse: (text) => {
    const value = text.trim()
    return value && value.length <= max ? value : null
  },
  invalid: "buyouts.catalogue.required",
})

/** A text of at most `max` characters that may be empty, trimmed. */
export const optionalText = (max: number, inputMode?: FieldRule<string>["inputMode"]): FieldRule<string> => ({
  parse: (text) => (text.length <= max ? text.trim() : null),
  invalid: "buyouts.catalogue.too_long",
  inputMode,
})

/** A whole amount of at least 0 (a price). */
export const wholeAmount: FieldRule<number> = { parse: parseWholeAmount, invalid: "buyouts.catalogue.invalid_amount", inputMode: "numeric" }

/** A whole amount that may be negative (a price correction). */
export const signedAmount: FieldRule<number> = { parse: parseSignedAmount, invalid: "buyouts.catalogue.invalid_amount" }

/** One value of the catalogue edited in place: an input and a save button that appears once the value differs. */
export type EditableFieldProps<T> = {
  id: string
  label: string
  initial: string
  rule: FieldRule<T>
  onSave: (value: T) => Promise<unknown>
  className?: string
}

export function EditableField<T>({ id, label, initial, rule, onSave, className }: EditableFieldProps<T>) {
  const { t } = useT()
  const [text, setText] = useState(initial)
  const [invalid, setInvalid] = useState(false)
  const [saving, setSaving] = useState(false)
  useEffect(() => setText(initial), [initial])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = rule.parse(text)
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
          inputMode={rule.inputMode}
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
          {t(rule.invalid)}
        </Text>
      ) : null}
    </form>
  )
}
