import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import type { ChoiceInput, ConditionInput, ResultInput } from "../../../modules/buyout/service"
import type { PriceImportRow } from "../../../modules/buyout/types"
import { emitCatalogueChanged, type CatalogueKind } from "./steps/catalogue-changed"
import { catalogueWorkflows } from "./steps/catalogue-workflows"

type Service = BuyoutModuleService
type Id = string | number
type Fields = Record<string, unknown>
const service = (container: MedusaContainer) => container.resolve<Service>(BUYOUT_MODULE)

/** How the service writes one kind of questionnaire part; the routes validated the fields. */
type Part = {
  create: (service: Service, input: Fields) => Promise<{ id: Id }>
  retrieve: (service: Service, id: Id) => Promise<object>
  update: (service: Service, id: Id, data: Fields) => Promise<unknown>
  remove: (service: Service, id: Id) => Promise<void>
}

/**
 * The parts of a model's questionnaire (appraisal results, conditions, choices) are written by
 * the service's own methods, which check that a part belongs to its model and move the model's
 * appraisal version on, each in one transaction; then `buyout.catalogue_changed`. A create is
 * undone by deleting the part, a change by writing the previous values back; a delete is the last
 * write of its workflow. The workflows answer the part's id: the routes read what they answer.
 */
function partWorkflows(kind: Extract<CatalogueKind, "appraisal_result" | "device_condition" | "condition_choice">, part: Part) {
  const createPartStep = createStep(
    `buyout-${kind}-create`,
    async (input: Fields, { container }) => {
      const { id } = await part.create(service(container), input)
      return new StepResponse({ id }, id)
    },
    async (id, { container }) => {
      if (id !== undefined) await part.remove(service(container), id)
    },
  )
  const updatePartStep = createStep(
    `buyout-${kind}-update`,
    async ({ id, data }: { id: Id; data: Fields }, { container }) => {
      const before = (await part.retrieve(service(container), id)) as Fields
      const previous = Object.fromEntries(Object.keys(data).map((key) => [key, before[key]]))
      await part.update(service(container), id, data)
      return new StepResponse({ id }, { id, previous })
    },
    async (undo, { container }) => {
      if (undo) await part.update(service(container), undo.id, undo.previous)
    },
  )
  const deletePartStep = createStep(`buyout-${kind}-delete`, async (id: Id, { container }) => {
    await part.remove(service(container), id)
    return new StepResponse({ id })
  })
  return catalogueWorkflows(kind, { create: createPartStep, update: updatePartStep, delete: deletePartStep })
}

/** Results and choices have numeric ids, conditions text ones. */
export const appraisalResultWorkflows = partWorkflows("appraisal_result", {
  create: (s, { model_id, ...data }) => s.createAppraisalResult(String(model_id), data as ResultInput),
  retrieve: (s, id) => s.retrieveAppraisalResult(Number(id)),
  update: (s, id, data) => s.updateAppraisalResult(Number(id), data as ResultInput),
  remove: (s, id) => s.deleteAppraisalResult(Number(id)),
})

export const deviceConditionWorkflows = partWorkflows("device_condition", {
  create: (s, { model_id, ...data }) => s.createDeviceCondition(String(model_id), data as ConditionInput),
  retrieve: (s, id) => s.retrieveBuyoutDeviceCondition(String(id)),
  update: (s, id, data) => s.updateDeviceCondition(String(id), data as Omit<ConditionInput, "choices">),
  remove: (s, id) => s.deleteDeviceCondition(String(id)),
})

export const conditionChoiceWorkflows = partWorkflows("condition_choice", {
  create: (s, { condition_id, ...data }) => s.createConditionChoice(String(condition_id), data as ChoiceInput),
  retrieve: (s, id) => s.retrieveConditionChoice(Number(id)),
  update: (s, id, data) => s.updateConditionChoice(Number(id), data as ChoiceInput),
  remove: (s, id) => s.deleteConditionChoice(Number(id)),
})

const importPricesStep = createStep("buyout-prices-import", async (rows: PriceImportRow[], { container }) => {
  return new StepResponse(await service(container).importPrices(rows))
})

/** POST /admin/buyout/prices/import: every row in one transaction (the only write, so nothing to undo), then one event. */
export const importBuyoutPricesWorkflow = createWorkflow("buyout-prices-import", (rows: PriceImportRow[]) => {
  const result = importPricesStep(rows)
  emitCatalogueChanged("prices")
  return new WorkflowResponse(result)
})
