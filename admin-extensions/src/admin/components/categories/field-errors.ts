import { useT } from "../../lib/i18n"
import { ApiError } from "./api"

export type FieldErrors = Record<string, string>

/**
 * The field errors of a failed save, in the staff member's language: the
 * server's `error_codes` pick a translated message, else its English text.
 * `null` when the failure was not a 400 with field errors.
 */
export function useFieldErrorText() {
  const { t } = useT()
  return (error: unknown): FieldErrors | null => {
    if (!(error instanceof ApiError) || error.status !== 400 || !error.body.errors) return null
    const out: FieldErrors = {}
    for (const [field, messages] of Object.entries(error.body.errors)) {
      const code = error.body.error_codes?.[field]
      const translated = code ? t(`categories.errors.${code}` as "categories.errors.invalid", { defaultValue: "" }) : ""
      out[field] = translated || messages[0]
    }
    return out
  }
}
