import { useMutation, useQueryClient } from "@tanstack/react-query"
import { pickingApi, pickingKeys, type PickingStatus } from "../../api/warehouse"
import { useServerFieldErrors } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { useSupervisorApproval } from "../staff/supervisor-approval"

/** One failure toast for picking changes: a new failure replaces it, a success removes it. */
const CHANGE_ERROR_TOAST = "picking-change-failed"

/**
 * An order's new picking status, saved and told in a toast; a reset a supervisor must approve asks for
 * one first (`dialog`, to render beside the control). The queue and the order's widget reload.
 */
export function usePickingChange(orderId: string, displayId: number) {
  const { t } = useT()
  const queryClient = useQueryClient()
  const fieldErrors = useServerFieldErrors()
  const approval = useSupervisorApproval()
  const mutation = useMutation({
    mutationFn: (to: PickingStatus) => approval.run((granted) => pickingApi.setStatus(orderId, to, granted)),
    onSuccess: async (answer, to) => {
      // null: the supervisor's dialog was cancelled, nothing changed.
      if (!answer) return
      queryClient.setQueryData(pickingKeys.order(orderId), answer)
      notify.dismiss(CHANGE_ERROR_TOAST)
      notify.success(t("picking.changed", { order: displayId, status: t(`picking.status.${to}`) }))
      await queryClient.invalidateQueries({ queryKey: pickingKeys.all })
    },
    onError: (error) => {
      const refusal = fieldErrors(error)?.status
      notify.error(t("picking.change_failed"), refusal ? { description: refusal, id: CHANGE_ERROR_TOAST } : { error, id: CHANGE_ERROR_TOAST })
    },
  })
  return { change: mutation.mutate, dialog: approval.dialog }
}
