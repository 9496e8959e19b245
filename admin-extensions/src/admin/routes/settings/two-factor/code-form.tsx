import { Button } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { z } from "zod"
import type { StaffTwoFactorCode } from "@electroshop/contracts/staff"

import { LabelledInput } from "../../../components/field"
import { RootError } from "../../../components/form-modals"
import { useZodForm } from "../../../lib/form"
import { notify } from "../../../lib/notify"
import { staffKeys } from "../../../api/staff"

// As StaffTwoFactorCodeSchema, with a catalogue key for its message; apps show the code as "123 456", so spaces typed or pasted with it go.
const schema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "twoFactor.code_invalid")),
})

/**
 * One code from the authenticator app confirming a change of the user's two-factor sign-in. The
 * server's refusal (a wrong code, or turning off what the roles require) shows at the input; the
 * code is single-use, so a success empties it. `testId` names the form, `<testId>-submit` its button.
 */
export function CodeForm<T>(props: {
  id: string
  label: string
  hint?: string
  submitLabel: string
  variant?: "primary" | "secondary" | "danger"
  save: (body: StaffTwoFactorCode) => Promise<T>
  onSaved?: (result: T) => void
  saved: string
  failed: string
  testId: string
}) {
  const { id, save, onSaved, saved, failed } = props
  const queryClient = useQueryClient()
  const form = useZodForm(schema, { code: "" })
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await save(body)
      form.reset({ code: "" })
      notify.dismiss(`${id}-failed`)
      notify.success(saved)
      onSaved?.(result)
      void queryClient.invalidateQueries({ queryKey: staffKeys.all })
    } catch (error) {
      form.serverErrors(error)
      notify.error(failed, { error, id: `${id}-failed` })
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col items-start gap-y-3" data-testid={props.testId}>
      <LabelledInput
        id={id}
        label={props.label}
        hint={props.hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        fieldClassName="w-full max-w-[280px]"
        {...form.field("code")}
      />
      <RootError message={form.formState.errors.root?.message} />
      <Button size="small" type="submit" variant={props.variant ?? "primary"} isLoading={form.formState.isSubmitting} data-testid={`${props.testId}-submit`}>
        {props.submitLabel}
      </Button>
    </form>
  )
}
