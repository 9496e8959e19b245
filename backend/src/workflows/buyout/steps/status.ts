import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { BUYOUT_STATUSES } from "../../../modules/buyout/models/requests"
import { allowedTransitions, canTransition } from "../../../modules/buyout/lifecycle"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"
import { statusLabel } from "../../../lib/buyout/status-labels"

export type StatusChangeInput = {
  id: string
  status: string
  note?: string | null
  offered_price?: number | null
  actor_type: "admin" | "customer" | "system"
  actor_id?: string | null
}

/** Refuses a transition that the lifecycle (modules/buyout/lifecycle.ts) does not allow: 400 with `allowed`. */
export const validateStatusTransitionStep = createStep("buyout-validate-status-transition", async (input: StatusChangeInput, { container }) => {
  const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [request] = await service.listBuyoutRequests({ id: input.id })
  if (!request) throw new ShopError(404, { message: t("buyout_not_found"), code: "not_found" })
  const allowed = allowedTransitions(request.status)
  if (!(BUYOUT_STATUSES as readonly string[]).includes(input.status) || !canTransition(request.status, input.status)) {
    throw new ShopError(400, {
      message: t("invalid_transition", { from: statusLabel(request.status), to: statusLabel(input.status) }),
      code: "invalid_transition",
      from: request.status,
      to: input.status,
      allowed: [...allowed],
    })
  }
  if (input.status === "re_offer" && !(typeof input.offered_price === "number" && input.offered_price > 0)) {
    throw new ShopError(400, {
      message: t("offered_price_required"),
      code: "validation_error",
      errors: { offered_price: [t("offered_price_required")] },
    })
  }
  return new StepResponse({ from: request.status })
})

/** Sets the status (and the new offer); compensation restores both. */
export const setBuyoutStatusStep = createStep(
  "buyout-set-status",
  async (input: { id: string; status: string; offered_price?: number | null }, { container }) => {
    const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    const before = await service.retrieveBuyoutRequest(input.id)
    await service.updateBuyoutRequests({
      id: input.id,
      status: input.status as any,
      ...(input.status === "re_offer" ? { offered_price: input.offered_price ?? null } : {}),
    })
    return new StepResponse({ id: input.id, status: input.status }, { id: input.id, status: before.status, offered_price: before.offered_price })
  },
  async (previous, { container }) => {
    if (!previous) return
    const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    await service.updateBuyoutRequests({ id: previous.id, status: previous.status as any, offered_price: previous.offered_price })
  },
)

/** Appends the history entry (who, when, note); compensation removes it. */
export const recordStatusHistoryStep = createStep(
  "buyout-record-status-history",
  async (input: StatusChangeInput & { from: string }, { container }) => {
    const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    const entry = await service.createBuyoutStatusHistories({
      buyout_request_id: input.id,
      from_status: input.from,
      to_status: input.status,
      note: input.note ?? null,
      actor_type: input.actor_type,
      actor_id: input.actor_id ?? null,
      offered_price: input.status === "re_offer" ? (input.offered_price ?? null) : null,
    } as any)
    return new StepResponse({ id: entry.id }, entry.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<BuyoutModuleService>(BUYOUT_MODULE).deleteBuyoutStatusHistories(id)
  },
)
