import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { BuyoutHttpError } from "../../../lib/buyout/errors"
import { confirmationEmail, quoteEmail, sendMail, statusEmail } from "../../../lib/buyout/mail"
import { t } from "../../../lib/buyout/messages"
import { offerToken } from "../../../lib/buyout/offer-token"
import { reviewToken } from "../../../lib/buyout/review-token"
import { offerUrl, quoteUrl, reviewUrl } from "../../../lib/buyout/variant"
import type { DeviceSnapshot } from "../../../lib/buyout/serialize"
import type { RecomputedAppraisal } from "./recompute-appraisal"

const deviceInfo = (d: DeviceSnapshot) => ({
  type: d.product_type.label,
  manufacturer: d.product_manufacturer.label,
  model: d.product_model.label,
  color: d.product_color.label,
})

async function send(container: any, message: Parameters<typeof sendMail>[0]) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    return await sendMail(message, logger)
  } catch (error) {
    // The subject names the buy-out; the recipient is personal data and stays out of the log.
    logger.error(`Buy-out e-mail "${message.subject}" failed: ${(error as Error).message}`)
    throw new BuyoutHttpError(502, { message: t("email_failed"), code: "email_failed" })
  }
}

/** The sell-online confirmation; when it cannot be sent the sale is rolled back (the shopper retries). */
export const sendBuyoutConfirmationStep = createStep(
  "buyout-send-confirmation",
  async (input: { id: string }, { container }) => {
    const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    const request: any = await service.retrieveBuyoutRequest(input.id)
    const { messageId } = await send(
      container,
      confirmationEmail({
        to: request.email,
        name: [request.degree_before_name, request.first_name, request.last_name].filter(Boolean).join(" "),
        number: request.number,
        device: deviceInfo(request.device),
        quality: request.quality,
        price: request.price,
        currency: request.currency_code,
        reviewUrl: reviewUrl(request.id, reviewToken(container, request.id)),
      }),
    )
    return new StepResponse({ messageId })
  },
)

/** The quote e-mail with the link that reopens it. */
export const sendQuoteEmailStep = createStep(
  "buyout-send-quote-email",
  async (input: { code: string; email: string; expires_at: string; appraisal: RecomputedAppraisal; currency: string }, { container }) => {
    const { messageId } = await send(
      container,
      quoteEmail({
        to: input.email,
        device: deviceInfo(input.appraisal.device),
        quality: input.appraisal.quality,
        price: input.appraisal.price,
        currency: input.currency,
        answers: input.appraisal.appraisal.answers.map((a) => ({ question: a.condition_name, answer: a.label })),
        url: quoteUrl(input.code),
        expiresAt: new Date(input.expires_at),
      }),
    )
    return new StepResponse({ messageId })
  },
)

/** Tells the customer about a status change; best effort (a failure does not undo the change). */
export const notifyStatusChangeStep = createStep(
  { name: "buyout-notify-status-change", continueOnPermanentFailure: true },
  async (input: { id: string }, { container }) => {
    const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    const request: any = await service.retrieveBuyoutRequest(input.id)
    const history = await service.listBuyoutStatusHistories(
      { buyout_request_id: input.id },
      { order: { created_at: "DESC" }, take: 1 },
    )
    const { messageId } = await send(
      container,
      statusEmail({
        to: request.email,
        name: [request.degree_before_name, request.first_name, request.last_name].filter(Boolean).join(" "),
        number: request.number,
        status: request.status,
        note: history[0]?.note,
        offeredPrice: request.status === "re_offer" ? request.offered_price : null,
        offerUrl: request.status === "re_offer" ? offerUrl(request.id, offerToken(container, request.id, request.offered_price)) : null,
        currency: request.currency_code,
      }),
    )
    return new StepResponse({ messageId })
  },
)
