import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { camelToSnakeCase } from "@medusajs/framework/utils"
import { ShopError } from "../../../lib/http/errors"
import { buyoutService } from "./helpers"

/**
 * The routes of a list the device models point to (manufacturers, device
 * types): `/admin/buyout/<plural>` lists and creates, `/<plural>/:id` edits,
 * and deletes while no model uses the entry. Bodies are validated in
 * middlewares.ts.
 */
type Lookup = {
  /**
   * The data model, whose methods MedusaService generates (`list<model>s`,
   * `retrieve<model>`, …); a deletion answers with its table name as `object`.
   */
  model: "BuyoutManufacturer" | "BuyoutDeviceType"
  /** Response key of one entry (`{ manufacturer }`, `{ type }`); its plural is the list's. */
  key: string
  /** The model column pointing at the entry. */
  modelField: "manufacturer_id" | "device_type_id"
}

export function lookupListRoutes({ model, key }: Lookup) {
  return {
    GET: async (req: MedusaRequest, res: MedusaResponse) => {
      res.json({ [`${key}s`]: await buyoutService(req.scope)[`list${model}s`]({}, { order: { position: "ASC", label: "ASC" } }) })
    },
    POST: async (req: MedusaRequest, res: MedusaResponse) => {
      res.status(201).json({ [key]: await buyoutService(req.scope)[`create${model}s`](req.validatedBody as any) })
    },
  }
}

export function lookupItemRoutes({ model, key, modelField }: Lookup) {
  return {
    POST: async (req: MedusaRequest, res: MedusaResponse) => {
      const service = buyoutService(req.scope)
      await service[`retrieve${model}`](req.params.id)
      const entry = await service[`update${model}s`]({ id: req.params.id, ...(req.validatedBody as object) })
      res.json({ [key]: entry })
    },
    DELETE: async (req: MedusaRequest, res: MedusaResponse) => {
      const service = buyoutService(req.scope)
      await service[`retrieve${model}`](req.params.id)
      const [, models] = await service.listAndCountBuyoutDeviceModels({ [modelField]: req.params.id }, { take: 1 })
      if (models) throw new ShopError(400, { message: `The ${key} still has ${models} model(s)`, code: "has_models" })
      await service[`delete${model}s`](req.params.id)
      res.json({ id: req.params.id, object: camelToSnakeCase(model), deleted: true })
    },
  }
}

export const MANUFACTURERS: Lookup = {
  model: "BuyoutManufacturer",
  key: "manufacturer",
  modelField: "manufacturer_id",
}

/** Every device type, also those not bought (`for_buyout: false`). */
export const DEVICE_TYPES: Lookup = {
  model: "BuyoutDeviceType",
  key: "type",
  modelField: "device_type_id",
}
