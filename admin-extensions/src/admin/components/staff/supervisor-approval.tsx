import { Button, Prompt } from "@medusajs/ui"
import { useState } from "react"
import { z } from "zod"

import { staffApi } from "../../api/staff"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { supervisorReason } from "../../lib/supervisor-approval"
import { Hint, LabelledInput } from "../field"
import { RootError } from "../form-modals"

// The server checks the address and the password; these only keep an empty sign-in from being counted against the colleague.
const schema = z.object({
  email: z.string().trim().min(1, "supervisorApproval.email_required"),
  password: z.string().min(1, "supervisorApproval.password_required"),
})
const EMPTY = { email: "", password: "" }

/** An action refused for want of a supervisor, waiting for one's approval: its reason, and how to settle the `run` that asked. */
type Asked = { reason: string; retry: (approval: string) => Promise<unknown>; settle: (answer: unknown) => void; fail: (error: unknown) => void }

/**
 * An action the backend may refuse for want of a supervisor (docs/staff.md "The supervisor check"):
 * `run` tries it and, on that refusal, asks a supervisor to sign in at this screen, saying the
 * server's reason; their approval goes with the same action once more. `run` gives the action's
 * answer, or null when the dialog was cancelled; any other failure is thrown as it came. Render
 * `dialog` beside the control that runs the action.
 */
export function useSupervisorApproval() {
  const [asked, setAsked] = useState<Asked | null>(null)
  const run = async <T,>(action: (approval?: string) => Promise<T>): Promise<T | null> => {
    try {
      return await action()
    } catch (error) {
      const reason = supervisorReason(error)
      if (reason === null) throw error
      return new Promise<T | null>((resolve, reject) => setAsked({ reason, retry: action, settle: (answer) => resolve(answer as T | null), fail: reject }))
    }
  }
  const dialog = asked ? <ApprovalDialog asked={asked} onClose={() => setAsked(null)} /> : null
  return { run, dialog }
}

/**
 * The supervisor's sign-in, an alert dialog: wrong credentials stay at their field for another try,
 * so the colleague's action waits until it is approved or cancelled. Radix gives the focus back to
 * what had it before (the control that ran the action) when it closes.
 */
function ApprovalDialog({ asked, onClose }: { asked: Asked; onClose: () => void }) {
  const { t } = useT()
  const form = useZodForm(schema, EMPTY, { codePrefix: "supervisorApproval.codes" })
  const submit = form.handleSubmit(async (credentials) => {
    let approval: string
    try {
      approval = (await staffApi.approve(credentials)).approval
    } catch (error) {
      form.serverErrors(error)
      return
    }
    try {
      asked.settle(await asked.retry(approval))
    } catch (error) {
      asked.fail(error)
    }
    onClose()
  })
  const cancel = () => {
    asked.settle(null)
    onClose()
  }
  return (
    <Prompt
      open
      variant="confirmation"
      onOpenChange={(open) => {
        if (!open) cancel()
      }}
    >
      <Prompt.Content data-testid="supervisor-approval">
        <form onSubmit={submit} noValidate>
          <Prompt.Header>
            <Prompt.Title>{t("supervisorApproval.title")}</Prompt.Title>
            <Prompt.Description>{asked.reason}</Prompt.Description>
          </Prompt.Header>
          <div className="flex flex-col gap-y-3 px-6 pt-4">
            <Hint>{t("supervisorApproval.hint")}</Hint>
            <LabelledInput id="supervisor-approval-email" label={t("supervisorApproval.email")} type="email" autoComplete="off" {...form.field("email")} />
            <LabelledInput
              id="supervisor-approval-password"
              label={t("supervisorApproval.password")}
              type="password"
              autoComplete="off"
              {...form.field("password")}
            />
            <RootError message={form.formState.errors.root?.message} />
          </div>
          <Prompt.Footer>
            <Prompt.Cancel type="button">{t("common.cancel")}</Prompt.Cancel>
            <Button size="small" type="submit" isLoading={form.formState.isSubmitting}>
              {t("supervisorApproval.approve")}
            </Button>
          </Prompt.Footer>
        </form>
      </Prompt.Content>
    </Prompt>
  )
}
