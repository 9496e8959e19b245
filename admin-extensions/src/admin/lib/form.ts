import { zodResolver } from "@hookform/resolvers/zod"
import { useCallback } from "react"
import { flushSync } from "react-dom"
import { get, useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form"
import type { z } from "zod"
import { useT } from "./i18n"
import { ApiError } from "./sdk"

/** The error type of messages that came from the server: shown as they are, not looked up. */
export const SERVER = "server"

/**
 * The per-field messages of a failed save (a 400 with `errors`), or null when
 * it has none. Where the server names a field's code (`error_codes`) and
 * `codePrefix` is given, the message is the translation `<codePrefix>.<code>`;
 * otherwise the server's text. The one reader of field errors in this plugin.
 */
export function useServerFieldErrors(codePrefix?: string) {
  const { t } = useT()
  return useCallback(
    (failure: unknown): Record<string, string> | null => {
      if (!(failure instanceof ApiError)) return null
      const fields = Object.entries(failure.reading.allFieldErrors())
      if (!fields.length) return null
      const codes = failure.reading.extra("error_codes") as Record<string, string> | undefined
      const out: Record<string, string> = {}
      for (const [field, messages] of fields) {
        const code = codes?.[field]
        const translated = code && codePrefix ? t(`${codePrefix}.${code}` as never, { defaultValue: "" }) : ""
        out[field] = translated || messages.join(" ")
      }
      return out
    },
    [codePrefix, t],
  )
}

/**
 * react-hook-form with a zod schema, the way every form of this plugin is
 * built. Schemas carry translation keys as their messages (`"buyouts.catalogue.required"`),
 * so one schema serves every admin language; `error(name)` gives the field's
 * message translated, for the input's `error` prop; `serverErrors(error)` puts
 * a failed save's per-field messages at the fields (or its message at `root`)
 * and returns them; `field(name)` registers a LabelledInput or LabelledSelect with its error.
 */
export function useZodForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
  options: {
    codePrefix?: string
    /** The form's field that shows a server field's message, where the form does not hold the server's fields one to one. */
    fieldOf?: (serverField: string) => Path<TIn> | "root"
  } = {},
) {
  const { t } = useT()
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues })
  const fieldErrors = useServerFieldErrors(options.codePrefix)
  const error = (name: Path<TIn>): string | undefined => {
    const issue = get(form.formState.errors, name) as { message?: string; type?: string } | undefined
    if (!issue?.message) return undefined
    return issue.type === SERVER ? issue.message : t(issue.message as never)
  }
  const serverErrors = (failure: unknown) => {
    const fields = fieldErrors(failure)
    const fieldOf = options.fieldOf ?? ((field: string) => field as Path<TIn>)
    for (const [field, message] of Object.entries(fields ?? {})) form.setError(fieldOf(field), { type: SERVER, message })
    if (!fields) form.setError("root", { type: SERVER, message: failure instanceof Error ? failure.message : String(failure) })
    return fields
  }
  const field = (name: Path<TIn>) => ({ ...form.register(name), error: error(name) })
  return Object.assign(form, { error, serverErrors, field }) as UseFormReturn<TIn, unknown, TOut> & {
    error: typeof error
    serverErrors: typeof serverErrors
    field: typeof field
  }
}

/**
 * A code read by the camera (components/camera-scan.tsx) handled as a scanner's: typed into `name`, the
 * focus there (where the form's scan handling expects it), and the form sent, as Enter would.
 */
export const scanned =
  <TIn extends FieldValues>(form: Pick<UseFormReturn<TIn>, "setValue" | "setFocus">, name: Path<TIn>, submit: () => unknown) =>
  (code: string) => {
    // Rendered at once: fields the value brings (a phone's IMEI) exist for the submit to focus.
    flushSync(() => form.setValue(name, code as PathValue<TIn, Path<TIn>>, { shouldDirty: true }))
    form.setFocus(name)
    void submit()
  }
