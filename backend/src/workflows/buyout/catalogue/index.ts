import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createDeviceModelStep, deleteDeviceModelStep, updateDeviceModelStep, type CreateModelFields, type ModelFields } from "./steps/model"
import { setModelProductStep } from "./steps/link-product"
import { emitCatalogueChanged } from "./steps/catalogue-changed"

/**
 * Every write of the admin's buy-out catalogue is a workflow ending in
 * `buyout.catalogue_changed`: a model with its link to a shop product here,
 * the plain records in records.ts, the questionnaire's parts and the price
 * list import in appraisal.ts.
 */
export * from "./records"
export * from "./appraisal"

type ProductLink = { product_id?: string | null }

/** POST /admin/buyout/models: the model, then its product link; a failed link deletes the model again. */
export const createBuyoutModelWorkflow = createWorkflow("buyout-model-create", (input: CreateModelFields & ProductLink) => {
  const data = transform({ input }, ({ input: { product_id, ...data } }) => data)
  const model = createDeviceModelStep(data)
  when({ input }, ({ input }) => Boolean(input.product_id)).then(() => {
    setModelProductStep(transform({ input, model }, ({ input, model }) => ({ model_id: model.id, product_id: input.product_id ?? null })))
  })
  emitCatalogueChanged("device_model", model)
  return new WorkflowResponse(model)
})

/** POST /admin/buyout/models/:id: the fields, then the product link (`null` unlinks), undone together. */
export const updateBuyoutModelWorkflow = createWorkflow("buyout-model-update", (input: { id: string; data: ModelFields & ProductLink }) => {
  const fields = transform(
    { input },
    ({
      input: {
        id,
        data: { product_id, ...data },
      },
    }) => ({ id, data }),
  )
  const model = updateDeviceModelStep(fields)
  when({ input }, ({ input }) => input.data.product_id !== undefined).then(() => {
    setModelProductStep(transform({ input }, ({ input }) => ({ model_id: input.id, product_id: input.data.product_id ?? null })))
  })
  emitCatalogueChanged("device_model", input)
  return new WorkflowResponse(model)
})

/** DELETE /admin/buyout/models/:id: unlinks the product, then deletes the model (a failed delete links it again). */
export const deleteBuyoutModelWorkflow = createWorkflow("buyout-model-delete", (id: string) => {
  setModelProductStep(transform({ id }, ({ id }) => ({ model_id: id, product_id: null })))
  const deleted = deleteDeviceModelStep(id)
  emitCatalogueChanged(
    "device_model",
    transform({ deleted }, ({ deleted }) => ({ id: deleted })),
  )
  return new WorkflowResponse(deleted)
})
