import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { BUYOUT_MODULE } from "../modules/buyout"
import type BuyoutModuleService from "../modules/buyout/service"
import { evaluateAnswers } from "../lib/buyout/appraisal"
import { deviceInfo, quoteEmail } from "../lib/buyout/mail"
import { sendEmail } from "../lib/mail/send-email"
import { quoteUrl } from "../lib/buyout/paths"
import { BuyoutEvents } from "../workflows/buyout/events"

/** E-mails a stored quote: device, answers, grade, price and the link that reopens it. */
export default async function buyoutQuoteCreated({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const quote = await service.retrieveBuyoutQuote(data.id)
  const device = await service.retrieveDeviceByColor(quote.color_value)
  if (!device) return
  // The answers' labels as stored with the quote's model now (the quote keeps the answer ids).
  const { answers } = evaluateAnswers(
    { device, appraisal: await service.retrieveAppraisal(device.product_model.id) },
    {
      device_identifier: quote.color_value,
      appraisal_version: quote.appraisal_version,
      device_condition_choices: quote.device_condition_choices as unknown as number[],
    },
  )
  const message = quoteEmail({
    to: quote.email,
    device: deviceInfo(device),
    quality: quote.quality,
    price: quote.price,
    currency: quote.currency_code,
    answers: answers.map(({ condition, choice }) => ({ question: condition.name, answer: choice.label })),
    url: quoteUrl(quote.code),
    expiresAt: new Date(quote.expires_at),
  })
  await sendEmail(container, message, { template: "buyout-quote", resource_type: "buyout_quote", resource_id: quote.id })
}

export const config: SubscriberConfig = { event: BuyoutEvents.QUOTE_CREATED }
