import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { BUYOUT_MODULE } from "../modules/buyout"
import type BuyoutModuleService from "../modules/buyout/service"
import { confirmationEmail, deviceInfo, sellerName } from "../lib/buyout/mail"
import { sendEmail } from "../lib/mail/send-email"
import { reviewToken } from "../lib/buyout/review-token"
import { reviewUrl } from "../lib/buyout/paths"
import { BuyoutEvents } from "../workflows/buyout/events"

/** E-mails the seller the confirmation of a sale, with the review link (token) and the status link. */
export default async function buyoutRequestCreated({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const request: any = await container.resolve<BuyoutModuleService>(BUYOUT_MODULE).retrieveBuyoutRequest(data.id)
  const message = confirmationEmail({
    to: request.email,
    name: sellerName(request),
    number: request.number,
    device: deviceInfo(request.device),
    quality: request.quality,
    price: request.price,
    currency: request.currency_code,
    reviewUrl: reviewUrl(request.id, reviewToken(container, request.id)),
  })
  await sendEmail(container, message, { template: "buyout-confirmation", resource_type: "buyout_request", resource_id: request.id })
}

export const config: SubscriberConfig = { event: BuyoutEvents.REQUEST_CREATED }
