import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { ServiceSelectorResponse, StoreServiceSelectorQuerySchema } from "@electroshop/contracts/service"
import { SERVICE_MODULE } from "../../../../modules/service"
import type ServiceModuleService from "../../../../modules/service/service"
import { selectedValues } from "../../../../lib/buyout/appraisal"
import { shopVariant } from "../../../../lib/shop/variant"
import {
  colorChoice,
  listServiceableModels,
  listServiceColors,
  listServiceManufacturers,
  listServiceModels,
  listServiceTypes,
  resolveServiceSelection,
} from "../../../../lib/service/devices"
import { serviceSelectorPath } from "../../../../lib/service/variant"

const pick = (r: { value: string; label: string } | null) => (r ? { value: r.value, label: r.label } : null)

/**
 * GET /store/service/selector?type=&manufacturer=&model=&color= — the
 * selector state for a storefront path: what is selected, every level's
 * choices, and the operations once a colour is chosen.
 */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreServiceSelectorQuerySchema>>, res: MedusaResponse<ServiceSelectorResponse>) {
  const params = req.validatedQuery
  const models = await listServiceableModels(req.scope)
  const s = await resolveServiceSelection(req.scope, models, params)
  const colors = await listServiceColors(req.scope, s.product_model ?? undefined)
  const operations =
    s.product_model && s.product_color
      ? await req.scope.resolve<ServiceModuleService>(SERVICE_MODULE).listOperationViews(s.product_model.id, s.product_color.id, { onlyAvailable: true })
      : null
  res.json({
    selected_choices: selectedValues(s),
    selected: {
      product_type: pick(s.product_type),
      product_manufacturer: pick(s.product_manufacturer),
      product_model: pick(s.product_model),
      product_color: pick(s.product_color),
    },
    choices: {
      product_type: listServiceTypes(models),
      product_manufacturer: s.product_type ? listServiceManufacturers(models, s.product_type.value) : [],
      product_model: s.product_type && s.product_manufacturer ? listServiceModels(models, s.product_type.value, s.product_manufacturer.value) : [],
      product_color: colors.map(colorChoice),
    },
    operations,
    currency_code: shopVariant().currencyCode,
    url: serviceSelectorPath([s.product_type?.value, s.product_manufacturer?.value, s.product_model?.value, s.product_color?.slug]),
  })
}
