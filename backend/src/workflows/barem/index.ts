import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { AdminCreateBarem, AdminUpdateBarem } from "@electroshop/contracts/installment"
import { BAREM_MODULE } from "../../modules/barem"
import { createRecordStep, deleteRecordStep, updateRecordStep } from "../shared/record-steps"
import { ShopError } from "../../lib/http/errors"
import { t } from "../../lib/shop/messages"
import { installmentMessage } from "../../lib/installment/messages"

const BAREM = { module: BAREM_MODULE, plural: "Barems", notFound: () => ShopError.notFound(installmentMessage("barem_not_found")) }

/** Days as the admin sends them (`YYYY-MM-DD`) are stored as that day's midnight UTC; null clears. */
const stored = <T extends { valid_from?: string | null; valid_to?: string | null }>(data: T) => ({
  ...data,
  ...(data.valid_from !== undefined ? { valid_from: data.valid_from ? new Date(`${data.valid_from}T00:00:00Z`) : null } : {}),
  ...(data.valid_to !== undefined ? { valid_to: data.valid_to ? new Date(`${data.valid_to}T00:00:00Z`) : null } : {}),
})

const createBaremStep = createRecordStep("barem-create", BAREM, (input: AdminCreateBarem) => stored(input))

/**
 * Changes a barem; the amount range and a lease offer's dates are checked
 * against the stored values too (a new maximum below the stored minimum, a
 * new end before the stored start). Compensation restores them.
 */
const updateBaremStep = updateRecordStep("barem-update", BAREM, (input: { id: string; data: AdminUpdateBarem }, before) => {
  const min = input.data.min_amount ?? before.min_amount
  const max = input.data.max_amount ?? before.max_amount
  if (max < min) throw ShopError.validation({ max_amount: [t("price_range_inverted")] }, { error_codes: { max_amount: "range_inverted" } })
  const day = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString().slice(0, 10) : null)
  const from = input.data.valid_from !== undefined ? input.data.valid_from : day(before.valid_from)
  const to = input.data.valid_to !== undefined ? input.data.valid_to : day(before.valid_to)
  if (from && to && to < from) throw ShopError.validation({ valid_to: [t("date_range_inverted")] }, { error_codes: { valid_to: "range_inverted" } })
  return stored(input.data)
})

const deleteBaremStep = deleteRecordStep("barem-delete", BAREM)

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
