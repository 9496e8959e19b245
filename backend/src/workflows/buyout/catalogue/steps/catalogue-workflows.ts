import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitCatalogueChanged, type CatalogueKind } from "./catalogue-changed"

type Id = string | number
type Fields = Record<string, unknown>
/** The steps writing one kind of catalogue entry, whose ids are text or numbers (`I`). */
type EntrySteps<I extends Id> = {
  create: (input: WorkflowData<Fields>) => WorkflowData<{ id: I }>
  update: (input: WorkflowData<{ id: I; data: Fields }>) => WorkflowData<{ id: I }>
  delete: (id: WorkflowData<I>) => WorkflowData<{ id: I }>
}

/**
 * The create, update and delete workflows of one kind of buy-out catalogue entry: its step, then
 * `buyout.catalogue_changed` for the entry. Each answers the entry's id; the routes read what they answer.
 */
export function catalogueWorkflows<I extends Id>(kind: CatalogueKind, steps: EntrySteps<I>) {
  const written = (operation: keyof EntrySteps<I>) => `buyout-${kind}-${operation}`
  return {
    create: createWorkflow(written("create"), (input: WorkflowData<Fields>) => {
      const created = steps.create(input)
      emitCatalogueChanged(kind, created)
      return new WorkflowResponse(created)
    }),
    update: createWorkflow(written("update"), (input: WorkflowData<{ id: I; data: Fields }>) => {
      const updated = steps.update(input)
      emitCatalogueChanged(kind, updated)
      return new WorkflowResponse(updated)
    }),
    delete: createWorkflow(written("delete"), (id: WorkflowData<I>) => {
      const deleted = steps.delete(id)
      emitCatalogueChanged(kind, deleted)
      return new WorkflowResponse(deleted)
    }),
  }
}
