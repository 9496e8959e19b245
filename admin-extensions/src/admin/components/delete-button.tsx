import { Button, usePrompt } from "@medusajs/ui"
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query"

import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { ApiError } from "../lib/sdk"

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
  texts: "barems" | "itemExtras" | "deliveryTimeslots" | "picking.locations"
  name: string
  remove: () => Promise<unknown>
  invalidates: QueryKey
}) => {
  const { t } = useT()
  const prompt = usePrompt()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invalidates })
      notify.success(t(`${texts}.deleted`))
    },
    onError: async (error) => {
      notify.error(t(`${texts}.delete_failed`), { error })
      if (error instanceof ApiError && error.status === 404) await queryClient.invalidateQueries({ queryKey: invalidates })
    },
  })
  const confirm = async () => {
    const confirmed = await prompt({
      title: t(`${texts}.delete_title`),
      description: t(`${texts}.delete_confirm`, { name }),
      confirmText: t(`${texts}.delete`),
      cancelText: t(`${texts}.cancel`),
    })
    if (confirmed) mutation.mutate()
  }
  return (
    <Button size="small" variant="secondary" isLoading={mutation.isPending} aria-label={`${t(`${texts}.delete`)}: ${name}`} onClick={confirm}>
      {t(`${texts}.delete`)}
    </Button>
  )
}
