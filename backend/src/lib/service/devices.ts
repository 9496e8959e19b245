import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { normalizeSearchQuery, searchTerms } from "@electroshop/contracts/catalog"
import {
  PART_QUALITIES,
  type ServiceChoice,
  type ServiceColorChoice,
  type ServicePriceListResponse,
  type ServiceSearchItem,
} from "@electroshop/contracts/service"
import { BUYOUT_MODULE } from "../../modules/buyout"
import type BuyoutModuleService from "../../modules/buyout/service"
import { SERVICE_MODULE } from "../../modules/service"
import type ServiceModuleService from "../../modules/service/service"
import { serviceSelectorPath } from "./variant"

type Ref = { id: string; value: string; label: string; position: number }
/** A device model the service repairs, with its type and manufacturer. */
export type ServiceableModel = Ref & { device_type: Ref; manufacturer: Ref }
export type ServiceSelection = {
  product_type: Ref | null
  product_manufacturer: Ref | null
  product_model: ServiceableModel | null
  product_color: (Ref & { slug: string; hex: string | null }) | null
}

const byPosition = (a: Ref, b: Ref) => a.position - b.position || a.label.localeCompare(b.label)
const choice = (r: Ref): ServiceChoice => ({ value: r.value, label: r.label })
const uniqueSorted = (refs: Ref[]) => [...new Map(refs.map((r) => [r.id, r])).values()].sort(byPosition)

/**
 * The one place that decides which devices the service selector offers: an
 * active model of the shared device catalogue that has at least one
 * operation, whose type's code (`type_device`) belongs to a shop type
 * category flagged `for_service`. Staff switch a device type off in the
 * category tree; a model without a price list is not offered.
 */
export async function listServiceableModels(scope: MedusaContainer): Promise<ServiceableModel[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const buyout = scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const service = scope.resolve<ServiceModuleService>(SERVICE_MODULE)
  const [{ data: categories }, operations] = await Promise.all([
    query.graph({ entity: "type_category", fields: ["type_device"], filters: { for_service: true } }),
    service.listServiceOperations({ is_available: true }, { select: ["device_model_id"] }),
  ])
  const codes = new Set(categories.map((c: { type_device: string | null }) => c.type_device).filter(Boolean))
  const modelIds = [...new Set(operations.map((o) => o.device_model_id))]
  if (!modelIds.length || !codes.size) return []
  const models = await buyout.listBuyoutDeviceModels({ id: modelIds, is_active: true }, { relations: ["device_type", "manufacturer"] })
  return (models as any[]).filter((m) => codes.has(m.device_type?.type_device ?? "")).sort(byPosition)
}

export function listServiceTypes(models: ServiceableModel[]): ServiceChoice[] {
  return uniqueSorted(models.map((m) => m.device_type)).map(choice)
}

export function listServiceManufacturers(models: ServiceableModel[], type: string): ServiceChoice[] {
  return uniqueSorted(models.filter((m) => m.device_type.value === type).map((m) => m.manufacturer)).map(choice)
}

export function listServiceModels(models: ServiceableModel[], type: string, manufacturer: string): ServiceChoice[] {
  return models.filter((m) => m.device_type.value === type && m.manufacturer.value === manufacturer).map(choice)
}

export async function listServiceColors(scope: MedusaContainer, model: ServiceableModel | undefined): Promise<(Ref & { slug: string; hex: string | null })[]> {
  if (!model) return []
  const colors = await scope.resolve<BuyoutModuleService>(BUYOUT_MODULE).listBuyoutColors({ device_model_id: model.id })
  return (colors as any[]).sort(byPosition)
}

export const colorChoice = (c: { value: string; label: string; slug: string; hex: string | null }): ServiceColorChoice => ({
  value: c.value,
  label: c.label,
  slug: c.slug,
  hex: c.hex,
})

/**
 * The selection of a storefront path's slugs (or the lists' values), as far
 * as they form a chain; the first unknown level and the ones after it stay
 * unselected. The colour may be its slug (`black`) or its value (`iphone-13-black`).
 */
export async function resolveServiceSelection(
  scope: MedusaContainer,
  models: ServiceableModel[],
  params: { type?: string | null; manufacturer?: string | null; model?: string | null; color?: string | null },
): Promise<ServiceSelection> {
  const selection: ServiceSelection = { product_type: null, product_manufacturer: null, product_model: null, product_color: null }
  const ofType = models.filter((m) => m.device_type.value === params.type)
  if (!ofType.length) return selection
  selection.product_type = ofType[0].device_type
  const ofMaker = ofType.filter((m) => m.manufacturer.value === params.manufacturer)
  if (!ofMaker.length) return selection
  selection.product_manufacturer = ofMaker[0].manufacturer
  const model = ofMaker.find((m) => m.value === params.model)
  if (!model) return selection
  selection.product_model = model
  if (!params.color) return selection
  const colors = await listServiceColors(scope, model)
  selection.product_color = colors.find((c) => c.slug === params.color || c.value === params.color) ?? null
  return selection
}

/** The device of a colour value while the service offers it, else null. */
export async function retrieveServiceDevice(scope: MedusaContainer, colorValue: string) {
  const buyout = scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [color]: any[] = await buyout.listBuyoutColors({ value: colorValue })
  if (!color) return null
  const model = (await listServiceableModels(scope)).find((m) => m.id === color.device_model_id)
  return model ? { model, color } : null
}

export function selectionPath(model: ServiceableModel, colorSlug?: string | null): string {
  return serviceSelectorPath([model.device_type.value, model.manufacturer.value, model.value, colorSlug])
}

/**
 * Smart search: devices whose "manufacturer model" contains every word of
 * the term, compared without diacritics and case (the catalogue search's
 * normalisation); each answer jumps to the model in its first colour.
 */
export async function searchServiceDevices(scope: MedusaContainer, term: string, limit: number): Promise<ServiceSearchItem[]> {
  const words = searchTerms(term)
  if (!words.length) return []
  const models = await listServiceableModels(scope)
  const matches = models
    .filter((m) => {
      const name = normalizeSearchQuery(`${m.manufacturer.label} ${m.label} ${m.value}`)
      return words.every((w) => name.includes(w))
    })
    .slice(0, limit)
  if (!matches.length) return []
  const colors = await scope.resolve<BuyoutModuleService>(BUYOUT_MODULE).listBuyoutColors({ device_model_id: matches.map((m) => m.id) })
  return matches.map((m) => {
    const first = (colors as any[]).filter((c) => c.device_model_id === m.id).sort(byPosition)[0]
    return {
      type: m.device_type.value,
      manufacturer: m.manufacturer.value,
      model: m.value,
      color: first?.slug ?? "",
      label: `${m.manufacturer.label} ${m.label}`.replace(/^(\S+) \1 /, "$1 "),
      url: selectionPath(m, first?.slug),
    }
  })
}

/**
 * The price list of some models, grouped by manufacturer in selector order:
 * each model's available operations (in list order) with all their part
 * qualities, an unavailable part marked so rather than left out.
 */
export async function servicePriceList(scope: MedusaContainer, models: ServiceableModel[]): Promise<ServicePriceListResponse["manufacturers"]> {
  if (!models.length) return []
  const operations: any[] = await scope
    .resolve<ServiceModuleService>(SERVICE_MODULE)
    .listServiceOperations(
      { device_model_id: models.map((m) => m.id), is_available: true },
      { relations: ["part_options"], order: { position: "ASC", name: "ASC" } },
    )
  const makers = uniqueSorted(models.map((m) => m.manufacturer))
  return makers.map((maker) => ({
    ...choice(maker),
    models: models
      .filter((m) => m.manufacturer.id === maker.id)
      .map((m) => ({
        ...choice(m),
        url: selectionPath(m),
        operations: operations
          .filter((op) => op.device_model_id === m.id)
          .map((op) => ({
            id: op.id,
            code: op.code,
            name: op.name,
            price: op.price,
            duration_minutes: op.duration_minutes,
            part_options: [...op.part_options]
              .sort((a: any, b: any) => PART_QUALITIES.indexOf(a.quality) - PART_QUALITIES.indexOf(b.quality))
              .map((o: any) => ({ quality: o.quality, price: o.price, warranty_months: o.warranty_months, is_available: o.is_available })),
          })),
      })),
  }))
}
