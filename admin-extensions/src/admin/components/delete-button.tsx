import { Button, usePrompt } from "@medusajs/ui"
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query"

import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { ApiError } from "../lib/sdk"

/**
 * A button for an action that asks first (a list row's removal, a crate emptied, a hand-over closed):
 * `ask`'s question, then `run`, a refresh of the `invalidates` queries and a toast of how it went (a
 * refusal's toast tells the backend's message). A record gone or changed meanwhile (404, 409)
 * refreshes the list too. A row's button adds the record's `name` to its accessible name: "Remove:
 * SKU-1 (A-01-03)"; a page's own action (`variant` "primary") says it all in its text.
 */
export const ConfirmButton = ({
  label,
  name,
  ask,
  run,
  invalidates,
  done,
  failed,
  variant = "secondary",
  testId,
}: {
  label: string
  name?: string
  ask: { title: string; description: string; cancel: string }
  run: () => Promise<unknown>
  invalidates: QueryKey
  done: string
  failed: string
  variant?: "primary" | "secondary"
  testId?: string
}) => {
  const prompt = usePrompt()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invalidates })
      notify.success(done)
    },
    onError: async (error) => {
      notify.error(failed, { error })
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) await queryClient.invalidateQueries({ queryKey: invalidates })
    },
  })
  const confirm = async () => {
    const confirmed = await prompt({ title: ask.title, description: ask.description, confirmText: label, cancelText: ask.cancel })
    if (confirmed) mutation.mutate()
  }
  return (
    <Button
      size="small"
      variant={variant}
      isLoading={mutation.isPending}
      aria-label={name ? `${label}: ${name}` : undefined}
      onClick={confirm}
      data-testid={testId}
    >
      {label}
    </Button>
  )
}

/**
 * A list row's delete button: asks first, deletes, refreshes the list and
 * says how it went. Its texts are the catalogue's `<texts>.delete`,
 * `.delete_title`, `.delete_confirm` (with the record's `name`), `.cancel`,
 * `.deleted` and `.delete_failed`. A record gone meanwhile (404) refreshes the
 * list too.
 */
export const DeleteButton = ({
  texts,
  name,
  remove,
  invalidates,
}: {
  texts: "barems" | "itemExtras" | "deliveryTimeslots" | "picking.locations" | "crates" | "boxes"
  name: string
  remove: () => Promise<unknown>
  invalidates: QueryKey
}) => {
  const { t } = useT()
  return (
    <ConfirmButton
      label={t(`${texts}.delete`)}
      name={name}
      ask={{ title: t(`${texts}.delete_title`), description: t(`${texts}.delete_confirm`, { name }), cancel: t(`${texts}.cancel`) }}
      run={remove}
      invalidates={invalidates}
      done={t(`${texts}.deleted`)}
      failed={t(`${texts}.delete_failed`)}
    />
  )
}
