import { createWorkflow, transform, WorkflowResponse, type StepFunction, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"

type StatusChange = { id: string; status: string }

/** The domain's three steps of a status change; each compensates its own write. */
export type StatusChangeSteps<I extends StatusChange> = {
  /** Refuses a transition the domain's lifecycle does not allow; answers the status it leaves. */
  validate: StepFunction<I, { from: string }>
  set: StepFunction<I & { from: string }, unknown>
  /** Appends the history entry and answers its id. */
  record: StepFunction<I & { from: string }, { id: string }>
}

/**
 * A lifecycle status change as every domain with statuses makes it (buy-outs,
 * repair orders): check the transition → set the status → record the history
 * entry → emit `eventName` with `{ id, from, to, history_id }`, on which the
 * domain's subscriber e-mails the customer.
 */
export function createStatusChangeWorkflow<I extends StatusChange>(name: string, eventName: string, steps: StatusChangeSteps<I>) {
  return createWorkflow(name, (input: WorkflowData<I>) => {
    const checked = steps.validate(input)
    const withFrom = transform({ input, checked }, ({ input, checked }) => ({ ...(input as I), from: checked.from }))
    steps.set(withFrom)
    const entry = steps.record(withFrom)
    const eventData = transform({ input, checked, entry }, ({ input, checked, entry }) => ({
      id: (input as I).id,
      from: checked.from,
      to: (input as I).status,
      history_id: entry.id,
    }))
    emitEventStep({ eventName, data: eventData })
    return new WorkflowResponse({ id: input.id })
  })
}
