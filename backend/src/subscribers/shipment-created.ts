import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { formatMoney } from "@electroshop/domain"
import { CARRIER_NAMES } from "../lib/carrier/parcel-route"
import { trackingEmail } from "../lib/carrier/tracking-mail"
import { sendEmail } from "../lib/mail/send-email"
import { shopVariant } from "../lib/shop/variant"
import { CARRIER_MODULE, type CarrierModuleService } from "../modules/carrier"

/**
 * A parcel handed to its carrier (Medusa's shipment of its fulfillment, workflows/carrier/ship-parcel.ts):
 * the shopper gets its tracking link. A shipment without a parcel (staff shipping by hand in Medusa's
 * order page) and one marked "no notification" send nothing.
 */
export default async function shipmentCreatedHandler({ event: { data }, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (data.no_notification) return
  const carriers = container.resolve<CarrierModuleService>(CARRIER_MODULE)
  const [parcel] = await carriers.listParcels({ fulfillment_id: data.id }, { take: 1 })
  if (!parcel) return
  const {
    data: [order],
  } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ["id", "display_id", "email"], filters: { id: parcel.order_id } })
  const email = (order as { email?: string | null } | undefined)?.email
  if (!email) return
  const locale = shopVariant().locale
  await sendEmail(
    container,
    trackingEmail(email, {
      order_id: parcel.order_id,
      display_id: Number((order as { display_id?: unknown }).display_id),
      carrier_name: CARRIER_NAMES[parcel.carrier],
      service: parcel.service,
      tracking_number: parcel.tracking_number,
      tracking_url: carriers.provider(parcel.carrier)?.trackingUrl(parcel, locale) ?? "",
      cod: parcel.cod_amount ? formatMoney(parcel.cod_amount, parcel.currency_code, locale) : null,
    }),
    { template: "parcel-tracking", resource_type: "order", resource_id: parcel.order_id, once_per: parcel.id },
  )
}

export const config: SubscriberConfig = { event: "shipment.created" }
