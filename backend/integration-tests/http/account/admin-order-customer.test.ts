import { describe, expect, it } from "vitest"
import { admin } from "../../helpers/api"
import { address, cartWith, completeCart, prepareCheckout } from "../../helpers/checkout"

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    value = await read()
  }
  return value
}

describe("admin order view: who ordered and who receives", () => {
  it("names the guest customer after the billing person, not the delivery recipient", async () => {
    const cart = await cartWith("samsung-galaxy-a56")
    const recipient = { ...address(), first_name: "Petr", last_name: "Dvořák" }
    const email = `guest-${Date.now()}@example.com`
    await prepareCheckout(cart.id, { email, shippingAddress: recipient })
    const { status, body } = await completeCart(cart.id)
    expect(status).toBe(200)

    const billing = address()
    const read = async () => (await admin(`/admin/orders/${body.order.id}?fields=*customer,*shipping_address,*billing_address`)).body.order
    const order = await eventually(read, (o) => Boolean(o.customer?.first_name))
    expect(order.customer).toEqual(expect.objectContaining({ email, first_name: billing.first_name, last_name: billing.last_name }))
    expect(order.shipping_address).toEqual(expect.objectContaining({ first_name: "Petr", last_name: "Dvořák" }))
  })
})
