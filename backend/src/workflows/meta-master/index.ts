import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { MetaMasterEvents } from "./events"
import { createMetaMasterStep, deleteMetaMasterStep, ensureMetaMasterStep, updateMetaMasterStep, type MetaMasterFields } from "./steps/meta-master"
import { setProductsMetaMasterStep, validateProductsStep } from "./steps/membership"

/** add-meta-master: a new meta master, optionally with its first member products (moved from other meta masters). */
export const createMetaMasterWorkflow = createWorkflow("meta-master-create", (input: MetaMasterFields & { name: string; master_product_ids?: string[] }) => {
  const productIds = transform({ input }, ({ input }) => input.master_product_ids ?? [])
  validateProductsStep(productIds)
  const created = createMetaMasterStep(transform({ input }, ({ input }) => ({ name: input.name, description: input.description })))
  setProductsMetaMasterStep(transform({ created, productIds }, ({ created, productIds }) => ({ meta_master_id: created.id, product_ids: productIds })))
  emitEventStep({ eventName: MetaMasterEvents.CHANGED, data: transform({ created }, ({ created }) => ({ id: created.id })) })
  return new WorkflowResponse({ id: created.id })
})

/** update-meta-master: name and description. */
export const updateMetaMasterWorkflow = createWorkflow("meta-master-update", (input: MetaMasterFields & { id: string }) => {
  ensureMetaMasterStep(input.id)
  updateMetaMasterStep(input)
  emitEventStep({ eventName: MetaMasterEvents.CHANGED, data: transform({ input }, ({ input }) => ({ id: input.id })) })
  return new WorkflowResponse({ id: input.id })
})

/** delete-meta-master: its products stay, they just no longer belong to a meta master. */
export const deleteMetaMasterWorkflow = createWorkflow("meta-master-delete", (input: { id: string }) => {
  ensureMetaMasterStep(input.id)
  setProductsMetaMasterStep(transform({ input }, ({ input }) => ({ meta_master_id: null, all_of_meta_master_id: input.id })))
  deleteMetaMasterStep(input.id)
  emitEventStep({ eventName: MetaMasterEvents.CHANGED, data: transform({ input }, ({ input }) => ({ id: input.id })) })
  return new WorkflowResponse({ id: input.id })
})

/**
 * add-master-product (products into this meta master), swap-meta-master (one
 * product into another meta master) and remove (meta_master_id null): each
 * product ends up in exactly the given meta master, or in none.
 */
export const setMasterProductsMetaMasterWorkflow = createWorkflow(
  "meta-master-set-master-products",
  (input: { meta_master_id: string | null; master_product_ids: string[] }) => {
    when({ input }, ({ input }) => !!input.meta_master_id).then(() => {
      ensureMetaMasterStep(transform({ input }, ({ input }) => input.meta_master_id!))
    })
    validateProductsStep(input.master_product_ids)
    setProductsMetaMasterStep(transform({ input }, ({ input }) => ({ meta_master_id: input.meta_master_id, product_ids: input.master_product_ids })))
    emitEventStep({
      eventName: MetaMasterEvents.CHANGED,
      data: transform({ input }, ({ input }) => ({ id: input.meta_master_id, product_ids: input.master_product_ids })),
    })
    return new WorkflowResponse({ meta_master_id: input.meta_master_id, master_product_ids: input.master_product_ids })
  },
)
