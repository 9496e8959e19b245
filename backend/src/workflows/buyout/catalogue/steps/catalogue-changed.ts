import { transform, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { BuyoutEvents } from "../../events"

export type CatalogueKind =
  "manufacturer" | "device_type" | "device_model" | "color" | "center" | "appraisal_result" | "device_condition" | "condition_choice" | "prices"

/** Emits `buyout.catalogue_changed` `{ kind, id }` for the entry a workflow wrote (the workflow's last step). */
type Written = { id: string | number }

export const emitCatalogueChanged = (kind: CatalogueKind, entry?: WorkflowData<Written> | Written) =>
  emitEventStep({
    eventName: BuyoutEvents.CATALOGUE_CHANGED,
    data: entry ? transform({ entry }, ({ entry }) => ({ kind, id: entry.id })) : { kind, id: null },
  })
