import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { BUYOUT_MODULE } from "../modules/buyout"
import type BuyoutModuleService from "../modules/buyout/service"
import { sellerName, statusEmail } from "../lib/buyout/mail"
import { sendEmail } from "../lib/mail/send-email"
import { offerToken } from "../lib/buyout/offer-token"
import { offerUrl } from "../lib/buyout/paths"
import { BuyoutEvents } from "../workflows/buyout/events"

type StatusChanged = { id: string; from: string; to: string; history_id: string }

/**
 * Tells the customer about a status change. It renders the change's own
 * history entry (status, note, offered price), not the sale's current state,
 * so two quick changes give two right e-mails. A new offer (`re_offer`)
 * carries the signed link to accept or decline it.
 */
export default async function buyoutStatusChanged({ event: { data }, container }: SubscriberArgs<StatusChanged>) {
  const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [request, entry]: any[] = await Promise.all([service.retrieveBuyoutRequest(data.id), service.retrieveBuyoutStatusHistory(data.history_id)])
  const offered = entry.to_status === "re_offer" ? entry.offered_price : null
  const message = statusEmail({
    to: request.email,
    name: sellerName(request),
    number: request.number,
    status: entry.to_status,
    note: entry.note,
    offeredPrice: offered,
    offerUrl: offered !== null ? offerUrl(request.id, offerToken(container, request.id, offered)) : null,
    currency: request.currency_code,
  })
  await sendEmail(container, message, { template: "buyout-status", resource_type: "buyout_request", resource_id: request.id, once_per: entry.id })
}

export const config: SubscriberConfig = { event: BuyoutEvents.STATUS_CHANGED }
