import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

import { sendComplaintMail } from "../lib/complaint/complaint-mail"
import { adminComplaint } from "../lib/complaint/complaint-queries"
import { COMPLAINT_CHANGED_EVENT } from "../workflows/complaint"

/** A complaint made or moved on: the shopper is told, at the order's address. */
export default async function complaintChangedHandler({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const complaint = await adminComplaint(container, data.id)
  const {
    data: [order],
  } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["email"], filters: { id: complaint.order_id } })
  await sendComplaintMail(container, complaint, order?.email)
}

export const config: SubscriberConfig = { event: COMPLAINT_CHANGED_EVENT }
