import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { SERVICE_MODULE } from "../../modules/service"
import type ServiceModuleService from "../../modules/service/service"
import { ServiceEvents } from "./events"

/** Orders erased per transaction: a first run on years of orders neither holds long locks nor makes one huge transaction. */
const BATCH = 200

/** Erases, batch by batch, the customers' data of every finished order past its retention. No compensation: that is the point. */
const eraseServicePersonalDataStep = createStep("service-erase-personal-data", async (input: { endedBefore: string }, { container }) => {
  const service = container.resolve<ServiceModuleService>(SERVICE_MODULE)
  const erased: string[] = []
  for (;;) {
    const batch = await service.eraseExpiredPersonalData({ endedBefore: input.endedBefore, limit: BATCH })
    erased.push(...batch)
    if (batch.length < BATCH) break
  }
  return new StepResponse({ erased })
})

/** The repair orders' retention (jobs/service-personal-data-retention.ts); each erased order emits `service.personal_data_erased`. */
export const eraseExpiredServicePersonalDataWorkflow = createWorkflow("service-erase-expired-personal-data", (input: { endedBefore: string }) => {
  const result = eraseServicePersonalDataStep(input)
  emitEventStep({ eventName: ServiceEvents.PERSONAL_DATA_ERASED, data: transform({ result }, ({ result }) => result.erased.map((id) => ({ id }))) })
  return new WorkflowResponse(result)
})
