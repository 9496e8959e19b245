import { Button } from "@medusajs/ui"

import { packingApi, pickingKeys, type AdminPackingResponse } from "../../api/warehouse"
import { Hint } from "../../components/field"
import { useT } from "../../lib/i18n"
import { usePackingChange } from "./use-packing-change"

const HINT_ID = "packing-finish-hint"

/**
 * "Finish packing", once every unit is scanned: the order's fulfillment is created and its crate
 * emptied; the page then shows it packed, and the crates, the queue and the order's widget refresh.
 * A refusal (not every unit scanned after all, packed meanwhile) is told in a toast with the backend's words.
 */
export const FinishPacking = ({ packing }: { packing: AdminPackingResponse["packing"] }) => {
  const { t } = useT()
  const mutation = usePackingChange<void>(
    packing.order_id,
    () => packingApi.complete(packing.order_id),
    { done: t("packing.packed", { order: packing.display_id }), failed: t("packing.finish_failed") },
    // Its crate is empty now, and the queue and the order's widget may show it.
    (queryClient) => queryClient.invalidateQueries({ queryKey: pickingKeys.all }),
  )
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 px-6 py-4">
      {packing.complete ? null : <Hint id={HINT_ID}>{t("packing.finish_hint")}</Hint>}
      <Button
        size="small"
        type="button"
        disabled={!packing.complete}
        aria-describedby={packing.complete ? undefined : HINT_ID}
        isLoading={mutation.isPending}
        onClick={() => mutation.mutate()}
        data-testid="packing-finish"
      >
        {t("packing.finish")}
      </Button>
    </div>
  )
}
