import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import { createRecordStep, deleteRecordStep, updateRecordStep } from "../../shared/record-steps"
import type { CatalogueKind } from "./steps/catalogue-changed"
import { catalogueWorkflows } from "./steps/catalogue-workflows"

type Fields = Record<string, unknown>

/**
 * The buy-out catalogue's plain records (manufacturers, device types, colours, centres): created,
 * changed and soft-deleted by the module's generated methods (each undone if a later step fails),
 * then `buyout.catalogue_changed`. The routes validate the bodies and answer the stored entry.
 */
function recordWorkflows(kind: Extract<CatalogueKind, "manufacturer" | "device_type" | "color" | "center">, plural: string) {
  const model = { module: BUYOUT_MODULE, plural, notFound: () => ShopError.notFound(t("buyout_entry_not_found")) }
  return catalogueWorkflows(kind, {
    create: createRecordStep(`buyout-${kind}-create`, model, (input: Fields) => input),
    update: updateRecordStep(`buyout-${kind}-update`, model, (input: { id: string; data: Fields }) => input.data),
    delete: deleteRecordStep(`buyout-${kind}-delete`, model),
  })
}

export const buyoutManufacturerWorkflows = recordWorkflows("manufacturer", "BuyoutManufacturers")
export const buyoutDeviceTypeWorkflows = recordWorkflows("device_type", "BuyoutDeviceTypes")
export const buyoutColorWorkflows = recordWorkflows("color", "BuyoutColors")
export const buyoutCenterWorkflows = recordWorkflows("center", "BuyoutCenters")
