import { calculateShippingOptionsPricesWorkflow } from "@medusajs/medusa/core-flows"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * `POST /store/shipping-options/:id/calculate` gives a provider the cart's
 * lines but not its item total, which Medusa's listing and cart refresh do
 * give: the weight-priced deliveries (modules/weight-rates) need it for the
 * free-delivery threshold, so the checkout shows the price the cart will get.
 */
calculateShippingOptionsPricesWorkflow.hooks.setCalculatedShippingPricingContext(async ({ input }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "item_total"], filters: { id: input.cart_id } })
  const itemTotal = (data[0] as { item_total?: unknown } | undefined)?.item_total
  return new StepResponse(itemTotal === undefined ? {} : { item_total: itemTotal })
})
