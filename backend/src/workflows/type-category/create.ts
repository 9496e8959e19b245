import { createProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import type { ExtensionFields } from "../../modules/type-category/queries"
import { ensureExtensionStep, validateCategoryStep } from "./steps/extension"

export type CreateTypeCategoryInput = {
  category: { name: string; handle?: string; description?: string | null; is_active?: boolean; parent_id?: string | null }
  fields: Partial<ExtensionFields>
}

/**
 * A new category: check parent and storefront paths → Medusa product category
 * (last child of its parent) → our extension row linked to it. A failure
 * after the first write undoes the earlier ones.
 */
export const createTypeCategoryWorkflow = createWorkflow("type-category-create", (input: CreateTypeCategoryInput) => {
  const check = transform({ input }, ({ input }) => ({
    parent_id: input.category.parent_id,
    handle: input.category.handle,
    seo_name: input.fields.seo_name,
    url_path: input.fields.url_path,
  }))
  validateCategoryStep(check)
  const categoryInput = transform({ input }, ({ input }) => ({
    product_categories: [
      {
        name: input.category.name,
        handle: input.category.handle || undefined,
        description: input.category.description ?? undefined,
        is_active: input.category.is_active ?? true,
        parent_category_id: input.category.parent_id ?? null,
      },
    ],
  }))
  const created = createProductCategoriesWorkflow.runAsStep({ input: categoryInput })
  const extensionInput = transform({ created, input }, ({ created, input }) => ({ categoryId: created[0].id, data: input.fields }))
  ensureExtensionStep(extensionInput)
  const id = transform({ created }, ({ created }) => created[0].id)
  return new WorkflowResponse({ id })
})
