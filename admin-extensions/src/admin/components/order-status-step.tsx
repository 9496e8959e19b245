import { Button } from "@medusajs/ui"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import type { FormEventHandler, ReactNode } from "react"
import type { UseFormRegisterReturn } from "react-hook-form"
import type { z } from "zod"
import { useZodForm } from "../lib/form"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { api } from "../lib/sdk"
import { Hint } from "./field"
import { RootError } from "./form-modals"
import { SectionRow } from "./section-row"

type StatusStep = {
  submit: FormEventHandler<HTMLFormElement>
  status: UseFormRegisterReturn
  submitting: boolean
  error: string | undefined
}

/**
 * An order's payment record that staff move on by one status, which
 * captures the payment (the installment application to Sent, the lease
 * contract to signed): its record's path for an order, the body's schema,
 * the status set, and the texts whose `step_done` / `step_failed` are the toasts.
 */
export type OrderStatusStep = {
  path: (orderId: string) => string
  schema: z.ZodType<{ status: string }, { status: string }>
  status: string
  texts: "installment_payment" | "lease_contract"
}

/**
 * GETs the order's record while `enabled`; the step POSTs `{ status }`, its
 * answer becomes the record and the order list reloads, with a toast.
 */
export function useOrderStatusStep<State>({ path: pathOf, schema, status, texts }: OrderStatusStep, orderId: string, enabled: boolean) {
  const { t } = useT()
  const path = pathOf(orderId)
  const queryClient = useQueryClient()
  const queryKey = ["electroshop", path]
  const record = useQuery({ queryKey, enabled, queryFn: () => api<State>(path) })
  const form = useZodForm(schema, { status })
  const submit = form.handleSubmit(async (body) => {
    try {
      queryClient.setQueryData(queryKey, await api<State>(path, { method: "POST", body }))
      await queryClient.invalidateQueries({ queryKey: ["orders"] })
      notify.success(t(`${texts}.step_done`))
    } catch (error) {
      form.serverErrors(error)
      notify.error(t(`${texts}.step_failed`), { error })
    }
  })
  const step: StatusStep = {
    submit,
    status: form.register("status"),
    submitting: form.formState.isSubmitting,
    error: form.formState.errors.root?.message ?? form.formState.errors.status?.message,
  }
  return { record, step }
}

/** The step's button with the error of its last try. */
export function OrderStatusStepButton({ step, label, testId }: { step: StatusStep; label: string; testId: string }) {
  return (
    <form onSubmit={step.submit} className="flex flex-col gap-y-2 px-6 py-4" noValidate>
      <input type="hidden" {...step.status} />
      <RootError message={step.error} />
      <div>
        <Button size="small" type="submit" isLoading={step.submitting} data-testid={testId}>
          {label}
        </Button>
      </div>
    </form>
  )
}

/**
 * The record's state row (its badge once loaded, "…" until then) and the rows
 * below it; when the record could not be loaded, a hint instead of them all.
 */
export function OrderStatusStepRecord({
  record,
  failed,
  label,
  badge,
  children,
}: {
  record: { isError: boolean }
  failed: string
  label: string
  badge: ReactNode
  children: ReactNode
}) {
  if (record.isError) {
    return (
      <div className="px-6 py-4">
        <Hint role="status">{failed}</Hint>
      </div>
    )
  }
  return (
    <>
      <SectionRow label={label} value={badge ?? "…"} />
      {children}
    </>
  )
}
