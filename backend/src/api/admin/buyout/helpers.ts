import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import type {
  AdminAppraisalPart,
  AdminAppraisalResultRow,
  AdminBuyoutColorRow,
  AdminBuyoutModelDetail,
  AdminBuyoutModelRow,
  AdminConditionChoiceRow,
  AdminDeviceConditionRow,
  ConditionKind,
  ConditionType,
  Grade,
} from "@electroshop/contracts/buyout"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ShopError } from "../../../lib/http/errors"
import { pick } from "../../../lib/pick"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"

export const buyoutService = (scope: MedusaContainer) => scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)

/** Numeric path ids (appraisal results, choices); anything else is a 404. */
export function numericId(raw: string): number {
  const id = Number(raw)
  if (!Number.isInteger(id) || id <= 0) throw ShopError.notFound(`Not found: ${raw}`)
  return id
}

type Entry = { id: string; value: string; label: string }
type ModelWithLookups = Entry & {
  position: number
  is_active: boolean
  minimal_buyout_price: number
  max_bonus_percent?: number | null
  appraisal_version: string
  device_type: Entry
  manufacturer: Entry
}

/** A model as listed, with its type and manufacturer (loaded as relations). */
export const modelJson = (m: ModelWithLookups): AdminBuyoutModelRow => ({
  id: m.id,
  value: m.value,
  label: m.label,
  position: m.position,
  is_active: m.is_active,
  minimal_buyout_price: m.minimal_buyout_price,
  max_bonus_percent: m.max_bonus_percent ?? null,
  appraisal_version: m.appraisal_version,
  device_type: { id: m.device_type.id, value: m.device_type.value, label: m.device_type.label },
  manufacturer: { id: m.manufacturer.id, value: m.manufacturer.value, label: m.manufacturer.label },
})

/** Everything the admin screen of one model needs. */
export async function adminModelDetail(scope: MedusaContainer, modelId: string): Promise<AdminBuyoutModelDetail> {
  const service = buyoutService(scope)
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [model] = await service.listBuyoutDeviceModels({ id: modelId }, { relations: ["device_type", "manufacturer", "colors"] })
  if (!model) throw ShopError.notFound(`Buy-out model ${modelId} not found`)
  const { data } = await query.graph({
    entity: "buyout_device_model",
    fields: ["id", "product.id", "product.title", "product.handle"],
    filters: { id: modelId },
  })
  const product = data[0]?.product ?? null
  const appraisal = await service.retrieveAppraisal(modelId)
  const m = model
  return {
    ...modelJson(m),
    product_id: product?.id ?? null,
    product: product ? { id: product.id, title: product.title, handle: product.handle } : null,
    colors: [...m.colors]
      .sort((a, b) => a.position - b.position)
      .map((c) => ({ id: c.id, value: c.value, slug: c.slug, label: c.label, image_alt: c.image_alt, hex: c.hex, position: c.position })),
    appraisal_results: appraisal.appraisal_result,
    device_conditions: appraisal.device_conditions,
  }
}

type ResultColumns = { id: number; price: number; url: string; device_model_id: string; quality?: Grade | null }
type ChoiceColumns = {
  id: number
  label: string
  price_correction: number
  position: number
  appraisal_result_id?: number | null
  condition_id: string
  condition?: { id: string }
}
type ConditionColumns = {
  id: string
  name: string
  type: ConditionType
  kind?: ConditionKind | null
  position: number
  device_model_id: string
  choices?: ChoiceColumns[]
}
type ColorColumns = {
  id: string
  value: string
  slug: string
  label: string
  image_alt: string
  hex?: string | null
  position: number
  device_model_id: string
}

/** Plain shapes of the admin catalogue responses (no ORM relations): the columns under their own names, optional ones as null. */
export const resultJson = (r: ResultColumns): AdminAppraisalResultRow => ({ ...pick(r, ["id", "price", "url", "device_model_id"]), quality: r.quality ?? null })

export const choiceJson = (c: ChoiceColumns): AdminConditionChoiceRow => ({
  ...pick(c, ["id", "label", "price_correction", "position"]),
  value: c.id,
  appraisal_result_id: c.appraisal_result_id ?? null,
  condition_id: c.condition_id ?? c.condition?.id,
})

export const conditionJson = (c: ConditionColumns): AdminDeviceConditionRow => ({
  ...pick(c, ["id", "name", "type", "position", "device_model_id"]),
  kind: c.kind ?? null,
  ...(Array.isArray(c.choices) ? { choices: [...c.choices].sort((a, b) => a.position - b.position || a.id - b.id).map(choiceJson) } : {}),
})

export const colorJson = (c: ColorColumns): AdminBuyoutColorRow => ({
  ...pick(c, ["id", "value", "slug", "label", "image_alt", "position", "device_model_id"]),
  hex: c.hex ?? null,
})

type Service = BuyoutModuleService
type Appraisal = Awaited<ReturnType<Service["retrieveAppraisal"]>>

/**
 * The routes of a model's questionnaire (results, conditions, choices): every
 * answer carries the appraisal's version, which each write moves on, so the
 * admin screen and the storefront can tell that their copy is stale.
 */
// A computed key of a type parameter types its object as an index signature (microsoft/TypeScript#13948), hence the `as`.
export const appraisalPartRoute =
  <Key extends string, Part>(key: Key, part: (appraisal: Appraisal) => Part) =>
  async (req: MedusaRequest, res: MedusaResponse<AdminAppraisalPart<Key, Part>>) => {
    const appraisal = await buyoutService(req.scope).retrieveAppraisal(req.params.id)
    res.json({ [key]: part(appraisal), appraisal_version: appraisal.version } as AdminAppraisalPart<Key, Part>)
  }

/** `Body` is what the route's middleware validated (middlewares.ts); `create` runs the part's workflow. */
export const appraisalCreateRoute =
  <Body, Key extends string, Entry>(
    key: Key,
    create: (scope: MedusaContainer, service: Service, parentId: string, body: Body) => Promise<{ modelId: string; entry: Entry }>,
  ) =>
  async (req: MedusaRequest<Body>, res: MedusaResponse<AdminAppraisalPart<Key, Entry>>) => {
    const service = buyoutService(req.scope)
    const { modelId, entry } = await create(req.scope, service, req.params.id, req.validatedBody)
    const { version } = await service.retrieveAppraisal(modelId)
    res.status(201).json({ [key]: entry, appraisal_version: version } as AdminAppraisalPart<Key, Entry>)
  }
