import { StatusBadge } from "@medusajs/ui"
import type { ServiceOrderStatus } from "@electroshop/contracts/service"
import { useT } from "../../lib/i18n"

const COLOR: Record<ServiceOrderStatus, "blue" | "orange" | "green" | "grey" | "red"> = {
  new: "blue",
  received: "orange",
  in_repair: "orange",
  ready: "green",
  completed: "grey",
  cancelled: "red",
}

/** A repair order's status in the admin user's language. */
export const ServiceStatusBadge = ({ status }: { status: ServiceOrderStatus }) => {
  const { t } = useT()
  return (
    <StatusBadge color={COLOR[status] ?? "grey"} data-testid="service-status">
      {t(`service.status.${status}`)}
    </StatusBadge>
  )
}
