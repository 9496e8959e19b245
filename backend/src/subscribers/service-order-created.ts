import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { SERVICE_MODULE } from "../modules/service"
import type ServiceModuleService from "../modules/service/service"
import { sendEmail } from "../lib/mail/send-email"
import { serviceConfirmationEmail } from "../lib/service/mail"
import { ServiceEvents } from "../workflows/service/events"

/** Confirms a new repair order to the customer: number, device, operations with prices and warranty, how to hand the device over. */
export default async function serviceOrderCreated({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const order: any = await container.resolve<ServiceModuleService>(SERVICE_MODULE).retrieveServiceOrder(data.id)
  await sendEmail(container, serviceConfirmationEmail(order), { template: "service-order-confirmation", resource_type: "service_order", resource_id: order.id })
}

export const config: SubscriberConfig = { event: ServiceEvents.ORDER_CREATED }
