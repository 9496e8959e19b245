import { EMAIL_VERIFIED_AT } from "@electroshop/contracts/account"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Marks the customer's address verified; undone, the metadata is put back. */
export const markEmailVerifiedStep = createStep(
  "account-mark-email-verified",
  async (input: { customer_id: string }, { container }) => {
    const customers = container.resolve(Modules.CUSTOMER)
    const customer = await customers.retrieveCustomer(input.customer_id)
    const updated = await customers.updateCustomers(customer.id, { metadata: { ...customer.metadata, [EMAIL_VERIFIED_AT]: new Date().toISOString() } })
    return new StepResponse(updated, { id: customer.id, metadata: customer.metadata ?? {} })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve(Modules.CUSTOMER).updateCustomers(previous.id, { metadata: previous.metadata })
  },
)

/**
 * Orders placed as a guest with the address now verified become the
 * account's: those whose customer has no account of its own (Medusa's guest
 * customer of that e-mail). Orders of another registered account stay theirs.
 */
export const attachGuestOrdersStep = createStep(
  "account-attach-guest-orders",
  async (input: { customer_id: string; email: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ["id", "customer_id", "customer.has_account"], filters: { email: input.email } })
    const guest = (data as { id: string; customer_id: string | null; customer?: { has_account?: boolean } | null }[]).filter(
      (order) => order.customer_id !== input.customer_id && !order.customer?.has_account,
    )
    if (guest.length) await container.resolve(Modules.ORDER).updateOrders(guest.map((order) => ({ id: order.id, customer_id: input.customer_id })))
    return new StepResponse(
      guest.length,
      guest.map((order) => ({ id: order.id, customer_id: order.customer_id ?? undefined })),
    )
  },
  async (previous, { container }) => {
    if (previous?.length) await container.resolve(Modules.ORDER).updateOrders(previous)
  },
)
