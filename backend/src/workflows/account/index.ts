import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCustomerAccountWorkflow, emitEventStep, updateCustomersWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { FAVORITES_KEY, mergeFavorites, storedFavorites, type StoreFavorites } from "@electroshop/contracts/account"
import { AccountEvents } from "./events"
import { attachGuestOrdersStep, markEmailVerifiedStep } from "./steps/verify-email"
import { validateFavoriteProductsStep } from "./steps/favorites"

export type RegisterAccountInput = {
  auth_identity_id: string
  customer: { email: string; first_name: string; last_name: string }
}

/**
 * A shopper's own registration: Medusa's customer account on the registered
 * auth identity, then `account.registered` for the verification e-mail.
 */
export const registerAccountWorkflow = createWorkflow("account-register", (input: RegisterAccountInput) => {
  const customer = createCustomerAccountWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ authIdentityId: input.auth_identity_id, customerData: input.customer })),
  })
  emitEventStep({ eventName: AccountEvents.REGISTERED, data: transform({ customer }, ({ customer }) => ({ id: customer.id })) })
  return new WorkflowResponse(customer)
})

/** The verification e-mail's link was opened: the address is verified, and the guest orders made with it join the account. */
export const verifyEmailWorkflow = createWorkflow("account-verify-email", (input: { customer_id: string; email: string }) => {
  const customer = markEmailVerifiedStep({ customer_id: input.customer_id })
  attachGuestOrdersStep(input)
  return new WorkflowResponse(customer)
})

export type UpdateFavoritesInput = { customer_id: string } & StoreFavorites

/**
 * Adds and removes the customer's favourites (kept in `metadata.favorite_product_ids`, the rest of the
 * metadata untouched) through Medusa's customer update → the whole list, most recent first.
 */
export const updateFavoritesWorkflow = createWorkflow("account-update-favorites", (input: UpdateFavoritesInput) => {
  validateFavoriteProductsStep(transform({ input }, ({ input }) => input.add))
  const { data: customers } = useQueryGraphStep({ entity: "customer", fields: ["id", "metadata"], filters: { id: input.customer_id } })
  const favorites = transform({ input, customers }, ({ input, customers }) => {
    const metadata = (customers[0]?.metadata ?? {}) as Record<string, unknown>
    const current = storedFavorites(metadata)
    const next = mergeFavorites(current, input.add, input.remove)
    return { next, changed: next.join() !== current.join(), metadata: { ...metadata, [FAVORITES_KEY]: next } }
  })
  when({ favorites }, ({ favorites }) => favorites.changed).then(() => {
    updateCustomersWorkflow.runAsStep({
      input: transform({ input, favorites }, ({ input, favorites }) => ({ selector: { id: input.customer_id }, update: { metadata: favorites.metadata } })),
    })
  })
  return new WorkflowResponse(transform({ favorites }, ({ favorites }) => favorites.next))
})
