import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ShopError } from "../../../lib/http/errors"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { buyoutService } from "./helpers"

/**
 * The routes of a list the device models point to (manufacturers, device
 * types): `/admin/buyout/<plural>` lists and creates, `/<plural>/:id` edits,
 * and deletes while no model uses the entry. Bodies are validated in
 * middlewares.ts.
 */
type Lookup = {
  /** Response key of one entry: `{ manufacturer }`, `{ type }`. */
  key: string
  /** Response key of the list. */
  plural: string
  object: string
  /** The model column pointing at the entry. */
  modelField: "manufacturer_id" | "device_type_id"
  list: (s: BuyoutModuleService, order: { position: "ASC"; label: "ASC" }) => Promise<unknown>
  create: (s: BuyoutModuleService, data: any) => Promise<unknown>
  retrieve: (s: BuyoutModuleService, id: string) => Promise<unknown>
  update: (s: BuyoutModuleService, data: any) => Promise<unknown>
  remove: (s: BuyoutModuleService, id: string) => Promise<unknown>
}

export function lookupListRoutes(lookup: Lookup) {
  return {
    GET: async (req: MedusaRequest, res: MedusaResponse) => {
      res.json({ [lookup.plural]: await lookup.list(buyoutService(req.scope), { position: "ASC", label: "ASC" }) })
    },
    POST: async (req: MedusaRequest, res: MedusaResponse) => {
      res.status(201).json({ [lookup.key]: await lookup.create(buyoutService(req.scope), req.validatedBody) })
    },
  }
}

export function lookupItemRoutes(lookup: Lookup) {
  return {
    POST: async (req: MedusaRequest, res: MedusaResponse) => {
      const service = buyoutService(req.scope)
      await lookup.retrieve(service, req.params.id)
      const entry = await lookup.update(service, { id: req.params.id, ...(req.validatedBody as object) })
      res.json({ [lookup.key]: entry })
    },
    DELETE: async (req: MedusaRequest, res: MedusaResponse) => {
      const service = buyoutService(req.scope)
      await lookup.retrieve(service, req.params.id)
      const [, models] = await service.listAndCountBuyoutDeviceModels({ [lookup.modelField]: req.params.id }, { take: 1 })
      if (models) throw new ShopError(400, { message: `The ${lookup.key} still has ${models} model(s)`, code: "has_models" })
      await lookup.remove(service, req.params.id)
      res.json({ id: req.params.id, object: lookup.object, deleted: true })
    },
  }
}

export const MANUFACTURERS: Lookup = {
  key: "manufacturer",
  plural: "manufacturers",
  object: "buyout_manufacturer",
  modelField: "manufacturer_id",
  list: (s, order) => s.listBuyoutManufacturers({}, { order }),
  create: (s, data) => s.createBuyoutManufacturers(data),
  retrieve: (s, id) => s.retrieveBuyoutManufacturer(id),
  update: (s, data) => s.updateBuyoutManufacturers(data),
  remove: (s, id) => s.deleteBuyoutManufacturers(id),
}

/** Every device type, also those not bought (`for_buyout: false`). */
export const DEVICE_TYPES: Lookup = {
  key: "type",
  plural: "types",
  object: "buyout_device_type",
  modelField: "device_type_id",
  list: (s, order) => s.listBuyoutDeviceTypes({}, { order }),
  create: (s, data) => s.createBuyoutDeviceTypes(data),
  retrieve: (s, id) => s.retrieveBuyoutDeviceType(id),
  update: (s, data) => s.updateBuyoutDeviceTypes(data),
  remove: (s, id) => s.deleteBuyoutDeviceTypes(id),
}
