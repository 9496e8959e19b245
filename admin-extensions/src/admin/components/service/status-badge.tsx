import type { ServiceOrderStatus } from "@electroshop/contracts/service"
import { statusBadge } from "../status-badge"

const COLOR: Record<ServiceOrderStatus, "blue" | "orange" | "green" | "grey" | "red"> = {
  new: "blue",
  received: "orange",
  in_repair: "orange",
  ready: "green",
  completed: "grey",
  cancelled: "red",
}

/** A repair order's status, in the colours of its stages. */
export const ServiceStatusBadge = statusBadge("service-status", COLOR, (t, status: ServiceOrderStatus) => t(`service.status.${status}`))
