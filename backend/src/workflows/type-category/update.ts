import { updateProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import type { ExtensionFields } from "../../modules/type-category/queries"
import { ensureExtensionStep, updateExtensionStep, validateCategoryStep } from "./steps/extension"
import { moveCategoryStep } from "./steps/tree-patch"

export type UpdateTypeCategoryInput = {
  id: string
  category: { name?: string; handle?: string; description?: string | null; is_active?: boolean }
  /** Set when the parent changed: the category becomes the new parent's last child (null = top level). */
  parent_id?: string | null
  parent_changed: boolean
  fields: Partial<ExtensionFields>
}

/**
 * Edit form: check → move under a new parent when it changed → Medusa's
 * fields (name, handle…) → our extension fields. Moving under the category's
 * own descendant is refused before anything is written.
 */
export const updateTypeCategoryWorkflow = createWorkflow("type-category-update", (input: UpdateTypeCategoryInput) => {
  const check = transform({ input }, ({ input }) => ({
    id: input.id,
    parent_id: input.parent_id,
    handle: input.category.handle,
    seo_name: input.fields.seo_name,
    url_path: input.fields.url_path,
  }))
  validateCategoryStep(check)

  when({ input }, ({ input }) => input.parent_changed).then(() => {
    const move = transform({ input }, ({ input }) => ({ id: input.id, target: input.parent_id ?? null, position: "last-child" as const }))
    moveCategoryStep(move)
  })

  when({ input }, ({ input }) => Object.values(input.category).some((v) => v !== undefined)).then(() => {
    const update = transform({ input }, ({ input }) => ({
      selector: { id: input.id },
      update: Object.fromEntries(Object.entries(input.category).filter(([, v]) => v !== undefined)),
    }))
    updateProductCategoriesWorkflow.runAsStep({ input: update as any })
  })

  const ensureInput = transform({ input }, ({ input }) => ({ categoryId: input.id }))
  const extension = ensureExtensionStep(ensureInput)
  const extensionUpdate = transform({ extension, input }, ({ extension, input }) => ({ id: extension.id, data: input.fields }))
  updateExtensionStep(extensionUpdate)
  return new WorkflowResponse({ id: input.id })
})
