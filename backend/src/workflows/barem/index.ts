import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { AdminCreateBarem, AdminUpdateBarem } from "@electroshop/contracts/installment"
import { BAREM_MODULE, type BaremModuleService } from "../../modules/barem"
import { ShopError } from "../../lib/http/errors"
import { t } from "../../lib/buyout/messages"
import { installmentMessage } from "../../lib/installment/messages"

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<BaremModuleService>(BAREM_MODULE)

/** Days as the admin sends them (`YYYY-MM-DD`) are stored as that day's midnight UTC; null clears. */
const stored = <T extends { valid_from?: string | null; valid_to?: string | null }>(data: T) => ({
  ...data,
  ...(data.valid_from !== undefined ? { valid_from: data.valid_from ? new Date(`${data.valid_from}T00:00:00Z`) : null } : {}),
  ...(data.valid_to !== undefined ? { valid_to: data.valid_to ? new Date(`${data.valid_to}T00:00:00Z`) : null } : {}),
})

const createBaremStep = createStep(
  "barem-create",
  async (input: AdminCreateBarem, { container }) => {
    const barem = await service(container).createBarems(stored(input) as any)
    return new StepResponse({ id: barem.id }, barem.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteBarems(id)
  },
)

/**
 * Changes a barem; the amount range is checked against the stored values
 * too (a new maximum below the stored minimum). Compensation restores them.
 */
const updateBaremStep = createStep(
  "barem-update",
  async (input: { id: string; data: AdminUpdateBarem }, { container }) => {
    const [before] = await service(container).listBarems({ id: input.id })
    if (!before) throw ShopError.notFound(installmentMessage("barem_not_found"))
    const min = input.data.min_amount ?? before.min_amount
    const max = input.data.max_amount ?? before.max_amount
    if (max < min) throw ShopError.validation({ max_amount: [t("price_range_inverted")] }, { error_codes: { max_amount: "range_inverted" } })
    // A lease offer's new end before its stored start (or the reverse) is as upside down as both sent at once.
    const day = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString().slice(0, 10) : null)
    const from = input.data.valid_from !== undefined ? input.data.valid_from : day(before.valid_from)
    const to = input.data.valid_to !== undefined ? input.data.valid_to : day(before.valid_to)
    if (from && to && to < from) throw ShopError.validation({ valid_to: [t("date_range_inverted")] }, { error_codes: { valid_to: "range_inverted" } })
    await service(container).updateBarems({ id: input.id, ...stored(input.data) } as any)
    return new StepResponse({ id: input.id }, before)
  },
  async (before, { container }) => {
    if (before) await service(container).updateBarems(before as any)
  },
)

const deleteBaremStep = createStep(
  "barem-delete",
  async (id: string, { container }) => {
    await service(container).softDeleteBarems(id)
    return new StepResponse({ id }, id)
  },
  async (id, { container }) => {
    if (id) await service(container).restoreBarems(id)
  },
)

/**
 * Every product page quotes the cheapest installment of its price, so any
 * change of a scale emits `barem.changed` (subscribers/barem-changed.ts
 * empties the cached catalogue pages).
 */
export const BaremEvents = { CHANGED: "barem.changed" } as const

export const createBaremWorkflow = createWorkflow("barem-create", (input: AdminCreateBarem) => {
  const created = createBaremStep(input)
  emitEventStep({ eventName: BaremEvents.CHANGED, data: created })
  return new WorkflowResponse(created)
})

export const updateBaremWorkflow = createWorkflow("barem-update", (input: { id: string; data: AdminUpdateBarem }) => {
  const updated = updateBaremStep(input)
  emitEventStep({ eventName: BaremEvents.CHANGED, data: updated })
  return new WorkflowResponse(updated)
})

export const deleteBaremWorkflow = createWorkflow("barem-delete", (id: string) => {
  const deleted = deleteBaremStep(id)
  emitEventStep({ eventName: BaremEvents.CHANGED, data: deleted })
  return new WorkflowResponse(deleted)
})
