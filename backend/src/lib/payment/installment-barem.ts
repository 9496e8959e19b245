import type { MedusaContainer } from "@medusajs/framework/types"
import { installmentPartnerOf } from "@electroshop/contracts/payment"
import { roundToWholeUnits } from "@electroshop/domain/money"
import { checkoutMessage } from "../checkout/messages"
import { ShopError } from "../http/errors"
import { installmentOptions } from "../installment/options"

export type CartWithPayment = {
  total?: unknown
  payment_collection?: { payment_sessions?: { provider_id?: string; data?: Record<string, unknown> | null }[] | null } | null
}

/**
 * A cart paid in installments names in its payment session the barem the
 * shopper picked; it must be one of the partner's offered today for the
 * cart's total (within the barem's minimum and maximum). Otherwise 400 with
 * a field error on `payment_provider_id`.
 */
export async function assertInstallmentBarem(container: MedusaContainer, cart: CartWithPayment) {
  const session = (cart.payment_collection?.payment_sessions ?? []).find((s) => installmentPartnerOf(s?.provider_id))
  if (!session) return
  const partner = installmentPartnerOf(session.provider_id)
  const baremId = session.data?.barem_id
  const amount = Math.round(roundToWholeUnits(Number(cart.total ?? 0)))
  const options = await installmentOptions(container, amount)
  if (!options.some((o) => o.barem_id === baremId && o.partner === partner)) {
    throw ShopError.validation({ payment_provider_id: [checkoutMessage("installment_barem_unavailable")] })
  }
}
