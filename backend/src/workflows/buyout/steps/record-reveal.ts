import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"

export type RevealInput = { buyout_request_id: string; actor_id: string | undefined; fields: string[]; reason: string; ip: string | null }

/**
 * Logs who reveals which of a seller's personal data, why and from where, before anything is shown:
 * 404 for an unknown sale, 409 `personal_data_erased` once the retention erased them. The entry is
 * not undone if a later step fails: a reveal attempt stays on record.
 */
export const recordRevealStep = createStep("buyout-record-reveal", async (input: RevealInput, { container }) => {
  const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [request] = await service.listBuyoutRequests({ id: input.buyout_request_id }, { select: ["id", "personal_data_erased_at"] })
  if (!request) throw ShopError.notFound(t("buyout_not_found"))
  if (request.personal_data_erased_at) throw new ShopError(409, { code: "personal_data_erased", message: t("buyout_personal_data_erased") })
  // model.json() types the fields' column as an object; it holds the list of their names.
  const reveal = await service.createBuyoutPiiReveals({ ...input, fields: input.fields as unknown as Record<string, unknown> })
  return new StepResponse({ id: reveal.id, buyout_request_id: request.id, created_at: reveal.created_at })
})
