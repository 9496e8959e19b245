import type { PickingStatus } from "@electroshop/contracts/warehouse"
import { statusBadge } from "../status-badge"

/** An order's picking status: grey until someone picks, blue while they do, green when done, red and purple when a person must step in. */
export const PickingStatusBadge = statusBadge(
  "picking-status",
  { waiting: "grey", in_progress: "blue", picked: "green", not_found: "red", needs_replacement: "purple" },
  (t, status: PickingStatus) => t(`picking.status.${status}`),
)
