import type { BuyoutStatus } from "@electroshop/contracts/buyout"
import { STATUS_COLOR } from "../../lib/buyout-status"
import { statusBadge } from "../status-badge"

/** A buy-out's status, in the colours of its stages. */
export const BuyoutStatusBadge = statusBadge("buyout-status", STATUS_COLOR, (t, status: BuyoutStatus) => t(`buyouts.status.${status}`))
