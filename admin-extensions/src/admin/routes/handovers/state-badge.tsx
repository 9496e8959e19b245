import type { HandoverState } from "../../api/warehouse"
import { statusBadge } from "../../components/status-badge"

/** A hand-over batch's state, in words: blue while parcels are scanned into it, green once handed to the driver. */
export const HandoverStateBadge = statusBadge("handover-state", { open: "blue", closed: "green" }, (t, state: HandoverState) => t(`handovers.state.${state}`))
