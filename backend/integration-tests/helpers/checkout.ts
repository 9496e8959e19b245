import { COUNTRY, admin, store, variantRegion } from "./api"

export const address = () =>
  COUNTRY === "cz"
    ? {
        first_name: "Jana",
        last_name: "Nováková",
        address_1: "Vinohradská 12",
        city: "Praha",
        postal_code: "120 00",
        country_code: "cz",
        phone: "+420601123456",
      }
    : {
        first_name: "Ioana",
        last_name: "Popescu",
        address_1: "Str. Lipscani 10",
        city: "București",
        postal_code: "030031",
        country_code: "ro",
        phone: "+40712345678",
      }

/** Finds a product by handle with prices for the variant's region. */
export async function productByHandle(handle: string) {
  const region = await variantRegion()
  const { body } = await store(
    `/store/products?handle=${handle}&region_id=${region.id}&fields=*variants.calculated_price,+variants.inventory_quantity,+variants.sku`,
  )
  return body.products[0]
}

/** A guest's cart, or a signed-in customer's one when given their auth header (the order is then theirs). */
export async function createCart(headers?: HeadersInit) {
  const region = await variantRegion()
  const { body, status } = await store("/store/carts", { method: "POST", json: { region_id: region.id }, headers })
  if (status !== 200) throw new Error(`cart: ${status} ${JSON.stringify(body)}`)
  return body.cart
}

export const addItem = (cartId: string, variantId: string, quantity = 1) =>
  store(`/store/carts/${cartId}/line-items`, { method: "POST", json: { variant_id: variantId, quantity } })

/** Fills a cart up to the point of completion: contact, address, delivery and payment. */
export async function prepareCheckout(
  cartId: string,
  {
    shippingCode = "courier",
    provider = "pp_bank-transfer_bank-transfer",
    email = "jana.novakova@example.com",
    shippingAddress = address(),
    billingAddress = address(),
    paymentData,
    shippingData,
  }: {
    shippingCode?: string
    provider?: string
    email?: string
    shippingAddress?: Record<string, unknown>
    billingAddress?: Record<string, unknown>
    paymentData?: Record<string, unknown>
    shippingData?: Record<string, unknown>
  } = {},
) {
  const update = await store(`/store/carts/${cartId}`, {
    method: "POST",
    json: { email, shipping_address: shippingAddress, billing_address: billingAddress },
  })
  if (update.status !== 200) throw new Error(`address: ${update.status} ${JSON.stringify(update.body)}`)
  const { body: options } = await store(`/store/shipping-options?cart_id=${cartId}`)
  const option = options.shipping_options.find((o: any) => o.type?.code === shippingCode)
  if (!option) throw new Error(`no ${shippingCode} shipping option`)
  const shipping = await store(`/store/carts/${cartId}/shipping-methods`, {
    method: "POST",
    json: { option_id: option.id, ...(shippingData ? { data: shippingData } : {}) },
  })
  if (shipping.status !== 200) throw new Error(`shipping: ${shipping.status} ${JSON.stringify(shipping.body)}`)
  const { body: collection } = await store("/store/payment-collections", { method: "POST", json: { cart_id: cartId } })
  const session = await store(`/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, {
    method: "POST",
    json: { provider_id: provider, ...(paymentData ? { data: paymentData } : {}) },
  })
  if (session.status !== 200) throw new Error(`payment: ${session.status} ${JSON.stringify(session.body)}`)
  return { option, paymentCollection: session.body.payment_collection }
}

export const completeCart = (cartId: string) => store(`/store/carts/${cartId}/complete`, { method: "POST" })

/**
 * A completion as the storefront makes it (features/checkout/busy-retry.ts): answered 409
 * `checkout_busy`, the outcome is still open (other shoppers hold the same stock's lock), so it is
 * tried again a moment later, up to three times. Any other answer counts as it is.
 */
/** How many answers of each status and code ("409 insufficient_stock"): a race's figures. */
export function answersByCode(answers: { status: number | string; code?: string | null }[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { status, code } of answers) {
    const key = `${status} ${code ?? ""}`.trim()
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/** The numbers of the shop's orders, as the admin's order list shows them, lowest first. */
export async function orderNumbers(): Promise<number[]> {
  const { status, body } = await admin("/admin/orders?fields=display_id&limit=10000")
  if (status !== 200) throw new Error(`orders: ${status} ${JSON.stringify(body)}`)
  return body.orders.map((o: { display_id: number }) => o.display_id).sort((a: number, b: number) => a - b)
}

export async function completeRetryingBusy(cartId: string) {
  for (let attempt = 1; ; attempt++) {
    const answer = await completeCart(cartId)
    if (answer.status !== 409 || answer.body?.code !== "checkout_busy" || attempt === 3) return answer
    await new Promise((resolve) => setTimeout(resolve, 800 * attempt))
  }
}

/**
 * The cart's delivery prices by option type code, as the checkout shows them:
 * carrier deliveries are priced by weight (calculated options), each through
 * `POST /store/shipping-options/:id/calculate`; flat ones come priced in the list.
 */
export async function shippingPrices(cartId: string): Promise<Record<string, number>> {
  const { body } = await store(`/store/shipping-options?cart_id=${cartId}`)
  const priced = await Promise.all(
    body.shipping_options.map(async (o: any) => {
      if (o.price_type !== "calculated") return [o.type.code, o.amount]
      const calculated = await store(`/store/shipping-options/${o.id}/calculate`, { method: "POST", json: { cart_id: cartId } })
      if (calculated.status !== 200) throw new Error(`calculate ${o.type.code}: ${calculated.status} ${JSON.stringify(calculated.body)}`)
      return [o.type.code, calculated.body.shipping_option.amount]
    }),
  )
  return Object.fromEntries(priced)
}

export const inStock = (product: any) => product.variants.find((v: any) => v.inventory_quantity > 0)

/** A guest's cart holding one unit of an in-stock variant of the product `handle`. */
export async function cartWith(handle: string) {
  const cart = await createCart()
  const added = await addItem(cart.id, inStock(await productByHandle(handle)).id)
  if (added.status !== 200) throw new Error(`line item: ${added.status} ${JSON.stringify(added.body)}`)
  return cart
}

/** Sets the variant's stock at each of its locations, in the order the admin lists them (inventory items carry the variant's SKU). */
export async function setStock(variant: any, quantityAt: (locationIndex: number, level: { reserved_quantity: number }) => number) {
  const { body: inventory } = await admin(`/admin/inventory-items?sku=${variant.sku}&fields=id,*location_levels`)
  const levels = inventory.inventory_items[0].location_levels
  for (const [i, level] of levels.entries()) {
    const res = await admin(`/admin/inventory-items/${level.inventory_item_id}/location-levels/${level.location_id}`, {
      method: "POST",
      json: { stocked_quantity: quantityAt(i, level) },
    })
    if (res.status !== 200) throw new Error(`stock not set: ${res.status} ${JSON.stringify(res.body)}`)
  }
  return levels
}

/** Leaves exactly one unit of the variant available across all its stock locations (besides what orders reserve). */
export const leaveOneUnit = (variant: any) => setStock(variant, (i, level) => Number(level.reserved_quantity) + (i === 0 ? 1 : 0))
