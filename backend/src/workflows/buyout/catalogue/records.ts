import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import { createRecordStep, deleteRecordStep, updateRecordStep } from "../../shared/record-steps"
import { emitCatalogueChanged, type CatalogueKind } from "./steps/catalogue-changed"

type Fields = Record<string, unknown>

/**
 * The buy-out catalogue's plain records (manufacturers, device types, colours, centres): created,
 * changed and soft-deleted by the module's generated methods (each undone if a later step fails),
 * then `buyout.catalogue_changed`. The routes validate the bodies and answer the stored entry.
 */
function recordWorkflows(kind: Extract<CatalogueKind, "manufacturer" | "device_type" | "color" | "center">, plural: string) {
  const model = { module: BUYOUT_MODULE, plural, notFound: () => ShopError.notFound(t("buyout_entry_not_found")) }
  const createStep = createRecordStep(`buyout-${kind}-create`, model, (input: Fields) => input)
  const updateStep = updateRecordStep(`buyout-${kind}-update`, model, (input: { id: string; data: Fields }) => input.data)
  const deleteStep = deleteRecordStep(`buyout-${kind}-delete`, model)
  return {
    create: createWorkflow(`buyout-${kind}-create`, (input: Fields) => {
      const created = createStep(input)
      emitCatalogueChanged(kind, created)
      return new WorkflowResponse(created)
    }),
    update: createWorkflow(`buyout-${kind}-update`, (input: { id: string; data: Fields }) => {
      const updated = updateStep(input)
      emitCatalogueChanged(kind, updated)
      return new WorkflowResponse(updated)
    }),
    delete: createWorkflow(`buyout-${kind}-delete`, (id: string) => {
      const deleted = deleteStep(id)
      emitCatalogueChanged(kind, deleted)
      return new WorkflowResponse(deleted)
    }),
  }
}

export const buyoutManufacturerWorkflows = recordWorkflows("manufacturer", "BuyoutManufacturers")
export const buyoutDeviceTypeWorkflows = recordWorkflows("device_type", "BuyoutDeviceTypes")
export const buyoutColorWorkflows = recordWorkflows("color", "BuyoutColors")
export const buyoutCenterWorkflows = recordWorkflows("center", "BuyoutCenters")
