import { acquireLockStep, emitEventStep, releaseLockStep, updateProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { ProductCategoryWorkflowEvents } from "@medusajs/framework/utils"
import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import type { ExtensionFields } from "../../modules/type-category/queries"
import { ensureExtensionStep, updateExtensionStep, validateCategoryStep } from "./steps/extension"
import { TREE_LOCK, planMoveStep, repairCategoryPathsStep } from "./steps/tree-patch"

export type UpdateTypeCategoryInput = {
  id: string
  category: { name?: string; handle?: string; description?: string | null; is_active?: boolean }
  /** Set when the parent changed: the category becomes the new parent's last child (null = top level). */
  parent_id?: string | null
  parent_changed: boolean
  fields: Partial<ExtensionFields>
}

/**
 * Edit form: check → (a changed parent: its last child, refused under the
 * category's own descendant before anything is written) → Medusa's fields and
 * placement in one `updateProductCategoriesWorkflow` → the moved subtree's
 * paths → our extension fields. A change of only our fields (the search
 * boost, SEO name, URL path) runs no Medusa workflow, so it emits the
 * category's `product-category.updated` itself: the search index ranks by the
 * boost (src/search/product.ts) and the page cache holds the names and paths.
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
  acquireLockStep({ key: TREE_LOCK, timeout: 10, ttl: 60 })

  const placement = when({ input }, ({ input }) => input.parent_changed).then(() => {
    const move = transform({ input }, ({ input }) => ({ id: input.id, target: input.parent_id ?? null, position: "last-child" as const }))
    return planMoveStep(move)
  })
  const update = transform({ input, placement }, ({ input, placement }) => ({
    selector: { id: input.id },
    update: { ...Object.fromEntries(Object.entries(input.category).filter(([, v]) => v !== undefined)), ...placement },
  }))
  when({ update }, ({ update }) => Object.keys(update.update).length > 0).then(() => {
    updateProductCategoriesWorkflow.runAsStep({ input: update as any })
  })
  when({ input }, ({ input }) => input.parent_changed).then(() => {
    repairCategoryPathsStep(input.id)
  })
  releaseLockStep({ key: TREE_LOCK })

  const ensureInput = transform({ input }, ({ input }) => ({ categoryId: input.id }))
  const extension = ensureExtensionStep(ensureInput)
  const extensionUpdate = transform({ extension, input }, ({ extension, input }) => ({ id: extension.id, data: input.fields }))
  updateExtensionStep(extensionUpdate)
  when({ input, update }, ({ input, update }) => Object.keys(update.update).length === 0 && Object.keys(input.fields).length > 0).then(() => {
    const event = transform({ input }, ({ input }) => ({ id: input.id }))
    emitEventStep({ eventName: ProductCategoryWorkflowEvents.UPDATED, data: event }).config({ name: "type-category-emit-extension-updated" })
  })
  return new WorkflowResponse({ id: input.id })
})
