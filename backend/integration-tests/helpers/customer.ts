import { randomInt } from "node:crypto"
import { anonymous, store } from "./api"
import { newClientIp, storeFrom } from "./buyout"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "./checkout"

/**
 * `POST /store/account/register` from a client address of its own:
 * registrations are limited per address (REGISTER_RATE_LIMIT), and the tests
 * make more accounts than one shopper would.
 */
export const registerAccount = (json: Record<string, unknown>) => storeFrom(newClientIp())("/store/account/register", { method: "POST", json })

export type Customer = { id: string; email: string; headers: { authorization: string } }

/**
 * A registered shopper through Medusa's customer auth: register the identity,
 * create the customer (with or without a name in the profile), then log in
 * for a token that names the customer.
 */
export async function registerCustomer(profile: { first_name?: string; last_name?: string } = {}): Promise<Customer> {
  const email = `shopper-${Date.now()}-${randomInt(1e6)}@example.com`
  const password = "Secret123!"
  // A client address of its own: registrations are limited per address.
  const registered = await anonymous("/auth/customer/emailpass/register", {
    method: "POST",
    json: { email, password },
    headers: { "x-forwarded-for": newClientIp() },
  })
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`)
  const created = await store("/store/customers", {
    method: "POST",
    json: { email, ...profile },
    headers: { authorization: `Bearer ${registered.body.token}` },
  })
  if (created.status !== 200) throw new Error(`customer: ${created.status} ${JSON.stringify(created.body)}`)
  const login = await anonymous("/auth/customer/emailpass", { method: "POST", json: { email, password } })
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`)
  return { id: created.body.customer.id, email, headers: { authorization: `Bearer ${login.body.token}` } }
}

/** The customer (or a guest: no headers) orders one unit of the product through the store API checkout; returns the product. */
export async function buyAs(customer: Pick<Customer, "email"> & { headers?: Customer["headers"] }, handle: string) {
  const product = await productByHandle(handle)
  const variant = product.variants.find((v: any) => v.inventory_quantity > 0)
  const cart = await createCart(customer.headers)
  const added = await addItem(cart.id, variant.id)
  if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`)
  await prepareCheckout(cart.id, { email: customer.email })
  const { status, body } = await completeCart(cart.id)
  if (status !== 200 || body.type !== "order") throw new Error(`order: ${status} ${JSON.stringify(body)}`)
  return product
}
