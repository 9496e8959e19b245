import { Button, Container } from "@medusajs/ui"
import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query"
import { useEffect, useState, type FormEventHandler, type ReactNode } from "react"
import type { DefaultValues, FieldValues } from "react-hook-form"
import type { z } from "zod"
import { useZodForm } from "../lib/form"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { api } from "../lib/sdk"
import { Hint } from "./field"
import { SectionHeading } from "./headings"
import { RootError } from "./form-modals"
import { LoadingState } from "./states"

/**
 * A record page's section with a small saved form (a widget's settings): its
 * heading, the fields once the saved values have loaded (or why they did
 * not), the form-wide error and the save button.
 */
export function SettingsSection(props: {
  testId: string
  title: string
  description: string
  loadFailed: string | null
  loading: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  submitting: boolean
  rootError?: string
  saveLabel: string
  children: ReactNode
}) {
  return (
    <Container className="divide-y p-0" data-testid={props.testId}>
      <SectionHeading title={props.title} description={props.description} />
      {props.loadFailed ? (
        <div className="px-6 py-4">
          <Hint role="status">{props.loadFailed}</Hint>
        </div>
      ) : props.loading ? (
        // No fields before the saved values: a choice made meanwhile would be overwritten when they come.
        <LoadingState />
      ) : (
        <form onSubmit={props.onSubmit} className="flex flex-col gap-y-4 px-6 py-4" noValidate>
          {props.children}
          <RootError message={props.rootError} />
          <div>
            <Button size="small" type="submit" isLoading={props.submitting}>
              {props.saveLabel}
            </Button>
          </div>
        </form>
      )}
    </Container>
  )
}

/**
 * The form of a SettingsSection over one admin path: GET loads the saved
 * values (under `field` of the answer when given), the form starts from them
 * once they are there, POST saves and its answer becomes the saved values,
 * with a toast either way. Texts are `<texts>.title`, `.description`,
 * `.load_failed`, `.save`, `.saved` and `.failed`.
 */
export function useSettingsForm<TIn extends FieldValues, TOut extends FieldValues, Saved>(
  schema: z.ZodType<TOut, TIn>,
  options: {
    texts: "shopAccount" | "promotionShopFields"
    path: string
    field?: string
    /** The form's values from the saved ones (the saved ones as they are unless given); also given the defaults before they load. */
    toForm?: (saved: Saved) => DefaultValues<TIn>
    defaults: Saved
  },
) {
  const { texts, path, field, defaults } = options
  const toForm = options.toForm ?? ((saved: Saved) => saved as unknown as DefaultValues<TIn>)
  const queryKey: QueryKey = ["electroshop", path]
  const unwrap = (answer: Record<string, unknown>) => (field ? answer[field] : answer) as Saved
  const load = () => api<Record<string, unknown>>(path).then(unwrap)
  const save = (body: TOut) => api<Record<string, unknown>>(path, { method: "POST", body }).then(unwrap)
  const { t } = useT()
  const queryClient = useQueryClient()
  const saved = useQuery({ queryKey, queryFn: load })
  const form = useZodForm(schema, toForm(defaults))
  // The fields show once the form holds the saved values, not the defaults it starts from.
  const [filled, setFilled] = useState(false)
  useEffect(() => {
    if (!saved.data) return
    form.reset(toForm(saved.data))
    setFilled(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the saved values change
  }, [saved.data])
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      queryClient.setQueryData(queryKey, await save(body))
      notify.success(t(`${texts}.saved`))
    } catch (error) {
      form.serverErrors(error)
      notify.error(t(`${texts}.failed`), { error })
    }
  })
  return {
    form,
    section: {
      title: t(`${texts}.title`),
      description: t(`${texts}.description`),
      loadFailed: saved.isError ? t(`${texts}.load_failed`) : null,
      loading: !filled,
      onSubmit,
      submitting: form.formState.isSubmitting,
      rootError: form.formState.errors.root?.message,
      saveLabel: t(`${texts}.save`),
    },
  }
}
