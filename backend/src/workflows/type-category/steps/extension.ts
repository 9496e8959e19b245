import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { TYPE_CATEGORY_MODULE, type TypeCategoryModuleService } from "../../../modules/type-category"
import { fieldError } from "../../../modules/type-category/errors"
import { EXTENSION_KEYS, type ExtensionFields } from "../../../modules/type-category/queries"

const service = (container: any): TypeCategoryModuleService => container.resolve(TYPE_CATEGORY_MODULE)
const linkOf = (categoryId: string, typeCategoryId: string) => ({
  // The order of defineLink (type_category first) is the order remote links are looked up in.
  [TYPE_CATEGORY_MODULE]: { type_category_id: typeCategoryId },
  [Modules.PRODUCT]: { product_category_id: categoryId },
})

async function findExtensionId(container: any, categoryId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product_category", fields: ["id", "type_category.id"], filters: { id: categoryId } })
  return (data[0] as any)?.type_category?.id ?? null
}

/** The extension row of a category, created (with defaults and the link) when the category has none yet. */
export const ensureExtensionStep = createStep(
  "type-category-ensure-extension",
  async (input: { categoryId: string; data?: Partial<ExtensionFields> }, { container }) => {
    const existing = await findExtensionId(container, input.categoryId)
    if (existing) return new StepResponse({ id: existing }, null)
    const created = await service(container).createTypeCategories((input.data ?? {}) as any)
    await container.resolve(ContainerRegistrationKeys.LINK).create(linkOf(input.categoryId, created.id))
    return new StepResponse({ id: created.id }, { categoryId: input.categoryId, id: created.id })
  },
  async (created, { container }) => {
    if (!created) return
    await container.resolve(ContainerRegistrationKeys.LINK).dismiss(linkOf(created.categoryId, created.id))
    await service(container).deleteTypeCategories(created.id)
  },
)

export const updateExtensionStep = createStep(
  "type-category-update-extension",
  async (input: { id: string; data: Partial<ExtensionFields> }, { container }) => {
    const keys = EXTENSION_KEYS.filter((k) => input.data[k] !== undefined)
    if (!keys.length) return new StepResponse(undefined, null)
    const before = await service(container).retrieveTypeCategory(input.id)
    await service(container).updateTypeCategories({ id: input.id, ...input.data } as any)
    const previous = Object.fromEntries(keys.map((k) => [k, (before as any)[k]]))
    return new StepResponse(undefined, { id: input.id, previous })
  },
  async (saved, { container }) => {
    if (saved) await service(container).updateTypeCategories({ id: saved.id, ...saved.previous } as any)
  },
)

/** Removes the extension row and its link (soft delete, restored on compensation). */
export const deleteExtensionStep = createStep(
  "type-category-delete-extension",
  async (categoryId: string, { container }) => {
    const id = await findExtensionId(container, categoryId)
    if (!id) return new StepResponse(undefined, null)
    await container.resolve(ContainerRegistrationKeys.LINK).dismiss(linkOf(categoryId, id))
    await service(container).softDeleteTypeCategories(id)
    return new StepResponse(undefined, { categoryId, id })
  },
  async (deleted, { container }) => {
    if (!deleted) return
    await service(container).restoreTypeCategories(deleted.id)
    await container.resolve(ContainerRegistrationKeys.LINK).create(linkOf(deleted.categoryId, deleted.id))
  },
)

/**
 * Storefront paths must stay unique: a new `url_path` or `seo_name` may not be
 * another category's handle, seo_name or url_path (and a parent must exist).
 */
export const validateCategoryStep = createStep(
  "type-category-validate",
  async (input: { id?: string; parent_id?: string | null; seo_name?: string | null; url_path?: string | null; handle?: string }, { container }) => {
    const db: Knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    if (input.id && !(await db("product_category").where({ id: input.id }).whereNull("deleted_at").first())) {
      throw fieldError("id", "not_found", `category ${input.id} does not exist`)
    }
    if (input.parent_id && !(await db("product_category").where({ id: input.parent_id }).whereNull("deleted_at").first())) {
      throw fieldError("parent_id", "not_found", `category ${input.parent_id} does not exist`)
    }
    const wanted = (["url_path", "seo_name", "handle"] as const).filter((k) => input[k])
    if (!wanted.length) return new StepResponse(undefined)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "product_category", fields: ["id", "handle", "type_category.seo_name", "type_category.url_path"] })
    const taken = new Map<string, string>()
    for (const c of data as any[]) {
      if (c.id === input.id) continue
      for (const value of [c.handle, c.type_category?.seo_name, c.type_category?.url_path]) if (value) taken.set(value, c.id)
    }
    for (const key of wanted) {
      const value = input[key] as string
      if (taken.has(value)) throw fieldError(key, "path_taken", `'${value}' is already used by another category`)
    }
    return new StepResponse(undefined)
  },
)
