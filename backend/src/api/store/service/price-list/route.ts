import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { ServicePriceListResponse, StoreServicePriceListQuerySchema } from "@electroshop/contracts/service"
import { shopVariant } from "../../../../lib/shop/variant"
import { listServiceableModels, listServiceTypes, servicePriceList } from "../../../../lib/service/devices"

/**
 * GET /store/service/price-list?type= → the device types the service repairs
 * and, for a known type, every model by manufacturer with its available
 * repairs and all their part qualities (price, warranty, availability).
 * No personal data: the storefront caches the pages built from it.
 */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreServicePriceListQuerySchema>>, res: MedusaResponse<ServicePriceListResponse>) {
  const { type } = req.validatedQuery
  const models = await listServiceableModels(req.scope)
  const types = listServiceTypes(models)
  const chosen = types.find((t) => t.value === type) ?? null
  res.json({
    types,
    type: chosen,
    manufacturers: chosen
      ? await servicePriceList(
          req.scope,
          models.filter((m) => m.device_type.value === chosen.value),
        )
      : [],
    currency_code: shopVariant().currencyCode,
  })
}
