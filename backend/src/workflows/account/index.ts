import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCustomerAccountWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { AccountEvents } from "./events"
import { attachGuestOrdersStep, markEmailVerifiedStep } from "./steps/verify-email"

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
