import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * Steps writing one record of a module of ours through the methods Medusa's
 * MedusaService generates for its model (`create<Plural>`, `update<Plural>`,
 * `list<Plural>`, `softDelete<Plural>`, `restore<Plural>`, `delete<Plural>`),
 * each undone by its compensation when a later step fails.
 */
type ModuleService = Record<string, (...args: any[]) => Promise<any>>
type Model = { module: string; plural: string; notFound: () => Error }

const serviceOf = (container: { resolve: <T>(key: string) => T }, model: Model) => container.resolve<ModuleService>(model.module)

async function stored(service: ModuleService, model: Model, id: string) {
  const [row] = await service[`list${model.plural}`]({ id })
  if (!row) throw model.notFound()
  return row
}

/** Creates the record from `data(input)`; compensation deletes it. */
export const createRecordStep = <Input>(name: string, model: Model, data: (input: Input) => Record<string, unknown>) =>
  createStep(
    name,
    async (input: Input, { container }) => {
      const row = await serviceOf(container, model)[`create${model.plural}`](data(input))
      return new StepResponse({ id: row.id as string }, row.id as string)
    },
    async (id, { container }) => {
      if (id) await serviceOf(container, model)[`delete${model.plural}`](id)
    },
  )

/** Changes the stored record by `data(input, stored)`, which may refuse the change; compensation writes the stored values back. */
export const updateRecordStep = <Input extends { id: string }>(name: string, model: Model, data: (input: Input, before: any) => Record<string, unknown>) =>
  createStep(
    name,
    async (input: Input, { container }) => {
      const service = serviceOf(container, model)
      const before = await stored(service, model, input.id)
      await service[`update${model.plural}`]({ ...data(input, before), id: input.id })
      return new StepResponse({ id: input.id }, before)
    },
    async (before, { container }) => {
      if (before) await serviceOf(container, model)[`update${model.plural}`](before)
    },
  )

/** Soft-deletes the record (a 404 when there is none); compensation restores it. */
export const deleteRecordStep = (name: string, model: Model) =>
  createStep(
    name,
    async (id: string, { container }) => {
      const service = serviceOf(container, model)
      await stored(service, model, id)
      await service[`softDelete${model.plural}`](id)
      return new StepResponse({ id }, id)
    },
    async (id, { container }) => {
      if (id) await serviceOf(container, model)[`restore${model.plural}`](id)
    },
  )
