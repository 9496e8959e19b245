import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { formatMoney } from "@electroshop/domain"
import { CARRIER_NAMES } from "../lib/carrier/parcel-route"
import { trackingEmail } from "../lib/carrier/tracking-mail"
import { invoiceAttachment } from "../lib/invoice/invoice-file"
import { sendEmail, type MailAttachment } from "../lib/mail/send-email"
import { shopVariant } from "../lib/shop/variant"
import { CARRIER_MODULE, type CarrierModuleService } from "../modules/carrier"
import { issueInvoiceWorkflow } from "../workflows/invoice"

/**
 * The order's invoice, issued as its goods leave (the taxable supply), as a file to attach; null when
 * it could not be (logged: the shipment stands, and staff issue it again from the order).
 */
async function issueInvoice(container: MedusaContainer, orderId: string): Promise<MailAttachment | null> {
  try {
    const { result } = await issueInvoiceWorkflow(container).run({ input: { order_id: orderId } })
    return await invoiceAttachment(container, result.id)
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`Invoice for order ${orderId} failed: ${(error as Error).message}`)
    return null
  }
}

/**
 * Goods handed over (Medusa's shipment of a fulfillment: a parcel to its carrier,
 * workflows/carrier/ship-parcel.ts, or an order at a store's counter): the order's invoice is issued,
 * and the shopper of a parcel gets its tracking link with the invoice attached. A shipment without a
 * parcel (the counter; staff shipping by hand in Medusa's order page) and one marked "no
 * notification" send no tracking e-mail.
 */
export default async function shipmentCreatedHandler({ event: { data }, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [fulfillment],
  } = await query.graph({ entity: "fulfillment", fields: ["id", "order.id", "order.display_id", "order.email"], filters: { id: data.id } })
  const order = (fulfillment as { order?: { id: string; display_id?: unknown; email?: string | null } | null } | undefined)?.order
  if (!order) return
  const invoice = await issueInvoice(container, order.id)
  if (data.no_notification || !order.email) return
  const carriers = container.resolve<CarrierModuleService>(CARRIER_MODULE)
  const [parcel] = await carriers.listParcels({ fulfillment_id: data.id }, { take: 1 })
  if (!parcel) return
  const locale = shopVariant().locale
  const mail = trackingEmail(order.email, {
    order_id: parcel.order_id,
    display_id: Number(order.display_id),
    carrier_name: CARRIER_NAMES[parcel.carrier],
    service: parcel.service,
    tracking_number: parcel.tracking_number,
    tracking_url: carriers.provider(parcel.carrier)?.trackingUrl(parcel, locale) ?? "",
    cod: parcel.cod_amount ? formatMoney(parcel.cod_amount, parcel.currency_code, locale) : null,
  })
  await sendEmail(
    container,
    { ...mail, attachments: [...(mail.attachments ?? []), ...(invoice ? [invoice] : [])] },
    { template: "parcel-tracking", resource_type: "order", resource_id: parcel.order_id, once_per: parcel.id },
  )
}

export const config: SubscriberConfig = { event: "shipment.created" }
