import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { BUYOUT_MODULE } from "../../modules/buyout"
import type BuyoutModuleService from "../../modules/buyout/service"
import { ShopError } from "../../lib/http/errors"
import { t } from "../../lib/shop/messages"
import { statusLabel } from "../../lib/buyout/status-labels"
import { updateBuyoutStatusWorkflow } from "./update-status"

const OUTCOME = { accept: "accepted", decline: "returned" } as const

/**
 * The seller's decision on a new price offer, through the same status change
 * as staff make (lifecycle check, history, e-mail), as the customer. The lock
 * on the sale makes two clicks at once (two tabs, the e-mail and the status
 * page) record one decision: the second sees the status already changed and
 * gets 409. With REDIS_URL the lock is Redis's, shared by every process.
 */
export async function decideBuyoutOffer(scope: MedusaContainer, id: string, decision: keyof typeof OUTCOME) {
  const service = scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const locking = scope.resolve(Modules.LOCKING)
  return locking.execute(`buyout-offer:${id}`, async () => {
    const current: any = await service.retrieveBuyoutRequest(id)
    if (current.status !== "re_offer") {
      throw new ShopError(409, {
        message: t("offer_already_decided", { status: statusLabel(current.status) }),
        code: "offer_already_decided",
        status: current.status,
        status_label: statusLabel(current.status),
      })
    }
    await updateBuyoutStatusWorkflow(scope).run({
      input: {
        id,
        status: OUTCOME[decision],
        note: t(decision === "accept" ? "offer_accepted_note" : "offer_declined_note"),
        actor_type: "customer",
        actor_id: null,
      },
    })
    return service.retrieveBuyoutRequest(id)
  })
}
