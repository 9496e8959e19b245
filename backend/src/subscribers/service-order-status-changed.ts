import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { SERVICE_MODULE } from "../modules/service"
import type ServiceModuleService from "../modules/service/service"
import { sendEmail } from "../lib/mail/send-email"
import { serviceStatusEmail } from "../lib/service/mail"
import { ServiceEvents } from "../workflows/service/events"

type StatusChanged = { id: string; from: string; to: string; history_id: string }

/** Tells the customer about a status change, from the change's own history entry, so two quick changes give two right e-mails. */
export default async function serviceOrderStatusChanged({ event: { data }, container }: SubscriberArgs<StatusChanged>) {
  const service = container.resolve<ServiceModuleService>(SERVICE_MODULE)
  const [order, entry]: any[] = await Promise.all([service.retrieveServiceOrder(data.id), service.retrieveServiceOrderStatusHistory(data.history_id)])
  await sendEmail(container, serviceStatusEmail(order, entry.to_status, entry.note), {
    template: "service-order-status",
    resource_type: "service_order",
    resource_id: order.id,
    once_per: entry.id,
  })
}

export const config: SubscriberConfig = { event: ServiceEvents.ORDER_STATUS_CHANGED }
