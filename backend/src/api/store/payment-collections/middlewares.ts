import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ShopError } from "../../../lib/http/errors"
import { checkoutMessage } from "../../../lib/checkout/messages"
import { assertCashOnDeliveryAllowed } from "../../../lib/checkout/cash-on-delivery"
import { CASH_ON_DELIVERY_PROVIDER } from "@electroshop/contracts/delivery"
import { assertProviderFitsLines } from "../../../lib/installment/line-payment"

/**
 * A payment session only with a provider the cart's region offers. Medusa
 * creates a session with any registered provider, so without this a direct
 * store API call could pay with the test provider, which confirms at once and
 * is offered to shoppers only in the test shop (the seed adds it to the
 * regions only there). Cash on delivery needs a delivery that takes it;
 * leasing pays only a cart whose lines are all leased, and nothing else does.
 */
async function offeredByRegion(req: MedusaRequest<{ provider_id?: unknown }>, _res: MedusaResponse, next: MedusaNextFunction) {
  const providerId = typeof req.body?.provider_id === "string" ? req.body.provider_id : null
  if (!providerId) return next()
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment_collection",
    fields: ["cart.id", "cart.region.payment_providers.id"],
    filters: { id: req.params.id },
  })
  const cart = (data as { cart?: { id: string; region?: { payment_providers?: { id: string }[] } } }[])[0]?.cart
  const region = cart?.region
  // An unknown collection is Medusa's own 404, answered by its route.
  if (region && !(region.payment_providers ?? []).some((p) => p.id === providerId)) {
    throw ShopError.validation({ provider_id: [checkoutMessage("payment_provider_unavailable")] })
  }
  // Cash on delivery only once the cart's delivery is one that takes it.
  if (cart && providerId === CASH_ON_DELIVERY_PROVIDER) await assertCashOnDeliveryAllowed(req.scope, cart.id)
  // Leasing cannot be combined with other payment types: leased lines only with leasing, leasing only for leased lines.
  if (cart) await assertProviderFitsLines(req.scope, cart.id, providerId)
  next()
}

export const storePaymentCollectionMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/payment-collections/:id/payment-sessions", methods: ["POST"], middlewares: [offeredByRegion] },
]
