import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeleteResponse } from "@medusajs/framework/types"
import { camelToSnakeCase } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutDeviceType, AdminBuyoutManufacturer } from "@electroshop/contracts/buyout"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"
import { buyoutDeviceTypeWorkflows, buyoutManufacturerWorkflows } from "../../../workflows/buyout/catalogue"
import { buyoutService } from "./helpers"
import type { AdminCreateManufacturer, AdminCreateType, AdminUpdateManufacturer, AdminUpdateType } from "./validators"

/** Per data model: an entry as answered, the bodies middlewares.ts validates, and Medusa's `object` of a deletion. */
type Models = {
  BuyoutManufacturer: {
    entry: AdminBuyoutManufacturer
    create: z.infer<typeof AdminCreateManufacturer>
    update: z.infer<typeof AdminUpdateManufacturer>
    object: "buyout_manufacturer"
  }
  BuyoutDeviceType: {
    entry: AdminBuyoutDeviceType
    create: z.infer<typeof AdminCreateType>
    update: z.infer<typeof AdminUpdateType>
    object: "buyout_device_type"
  }
}
type One<M extends keyof Models, K extends string> = { [P in K]: Models[M]["entry"] }
type All<M extends keyof Models, K extends string> = { [P in `${K}s`]: Models[M]["entry"][] }

/**
 * The routes of a list the device models point to (manufacturers, device
 * types): `/admin/buyout/<plural>` lists and creates, `/<plural>/:id` edits,
 * and deletes while no model uses the entry. Bodies are validated in
 * middlewares.ts.
 */
type Lookup<M extends keyof Models = keyof Models, K extends string = string> = {
  /**
   * The data model, whose methods MedusaService generates (`list<model>s`,
   * `retrieve<model>`, …); a deletion answers with its table name as `object`.
   */
  model: M
  /** Response key of one entry (`{ manufacturer }`, `{ type }`); its plural is the list's. */
  key: K
  /** The model column pointing at the entry. */
  modelField: "manufacturer_id" | "device_type_id"
  /** Its writes (workflows/buyout/catalogue/records.ts). */
  workflows: typeof buyoutManufacturerWorkflows
}

// The answers are cast: a computed key of a type parameter types its object as an index signature
// (microsoft/TypeScript#13948), and the service's rows hold Dates, which JSON sends as strings.
export function lookupListRoutes<M extends keyof Models, K extends string>({ model, key, workflows }: Lookup<M, K>) {
  return {
    GET: async (req: MedusaRequest, res: MedusaResponse<All<M, K>>) => {
      res.json({ [`${key}s`]: await buyoutService(req.scope)[`list${model}s`]({}, { order: { position: "ASC", label: "ASC" } }) } as unknown as All<M, K>)
    },
    POST: async (req: MedusaRequest<Models[M]["create"]>, res: MedusaResponse<One<M, K>>) => {
      const { result } = await workflows.create(req.scope).run({ input: req.validatedBody })
      res.status(201).json({ [key]: await buyoutService(req.scope)[`retrieve${model}`](result.id) } as unknown as One<M, K>)
    },
  }
}

export function lookupItemRoutes<M extends keyof Models, K extends string>({ model, key, modelField, workflows }: Lookup<M, K>) {
  return {
    POST: async (req: MedusaRequest<Models[M]["update"]>, res: MedusaResponse<One<M, K>>) => {
      await workflows.update(req.scope).run({ input: { id: req.params.id, data: req.validatedBody } })
      res.json({ [key]: await buyoutService(req.scope)[`retrieve${model}`](req.params.id) } as unknown as One<M, K>)
    },
    DELETE: async (req: MedusaRequest, res: MedusaResponse<DeleteResponse<Models[M]["object"]>>) => {
      const [, models] = await buyoutService(req.scope).listAndCountBuyoutDeviceModels({ [modelField]: req.params.id }, { take: 1 })
      if (models) throw new ShopError(400, { message: t("buyout_entry_has_models", { count: models }), code: "has_models" })
      await workflows.delete(req.scope).run({ input: req.params.id })
      res.json({ id: req.params.id, object: camelToSnakeCase(model), deleted: true })
    },
  }
}

export const MANUFACTURERS: Lookup<"BuyoutManufacturer", "manufacturer"> = {
  model: "BuyoutManufacturer",
  key: "manufacturer",
  modelField: "manufacturer_id",
  workflows: buyoutManufacturerWorkflows,
}

/** Every device type, also those not bought (`for_buyout: false`). */
export const DEVICE_TYPES: Lookup<"BuyoutDeviceType", "type"> = {
  model: "BuyoutDeviceType",
  key: "type",
  modelField: "device_type_id",
  workflows: buyoutDeviceTypeWorkflows,
}
