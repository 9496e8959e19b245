import { Button } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"

import { handoverApi, pickingKeys, type AdminHandoverParcel } from "../../../api/warehouse"
import { useT } from "../../../lib/i18n"
import { notify } from "../../../lib/notify"
import { HANDOVER_CODE_ID } from "../scan-form"

/**
 * "Take out": the parcel leaves the open batch (it stays at the warehouse; scanned again, it joins
 * again). The page shows the batch's answer at once and the focus goes back to the scan field, as the
 * row and its button are gone; a refusal is a toast in the backend's words and the batch reloads.
 */
export const TakeOut = ({ handoverId, parcel }: { handoverId: string; parcel: AdminHandoverParcel }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const queryKey = pickingKeys.handover(handoverId)
  const tracking = parcel.tracking_number
  const mutation = useMutation({
    mutationFn: () => handoverApi.takeOut(handoverId, parcel.parcel_id),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer)
      void queryClient.invalidateQueries({ queryKey: pickingKeys.handoverLists() })
      notify.success(t("handovers.detail.taken_out", { tracking }))
      document.getElementById(HANDOVER_CODE_ID)?.focus()
    },
    onError: async (error) => {
      notify.error(t("handovers.detail.take_out_failed"), { error })
      await queryClient.invalidateQueries({ queryKey })
    },
  })
  return (
    <Button
      size="small"
      variant="secondary"
      type="button"
      isLoading={mutation.isPending}
      aria-label={t("handovers.detail.take_out_name", { tracking })}
      onClick={() => mutation.mutate()}
      data-testid="handover-remove"
    >
      {t("handovers.detail.take_out")}
    </Button>
  )
}
