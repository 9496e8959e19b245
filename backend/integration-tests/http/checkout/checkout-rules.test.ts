import { describe, expect, it } from "vitest"
import { VARIANT, db, store } from "../../helpers/api"
import { address, addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"

// The checkout form's messages, which the backend now gives too (workflows/hooks/complete-cart.ts).
const MSG =
  VARIANT === "cz"
    ? { form: "Formulář obsahuje chyby.", required: "Tato hodnota je požadována.", phone: "Zadejte platné telefonní číslo.", postcode: "Zadejte platné PSČ." }
    : {
        form: "Formularul conține erori.",
        required: "Acest câmp este obligatoriu.",
        phone: "Introduceți un număr de telefon valid.",
        postcode: "Introduceți un cod poștal valid.",
      }

async function ordersOf(email: string): Promise<number> {
  const client = db()
  await client.connect()
  try {
    const { rows } = await client.query(`select count(*)::int as n from "order" where email = $1`, [email])
    return rows[0].n
  } finally {
    await client.end()
  }
}

describe("checkout rules in the backend", () => {
  it("refuses a direct POST /store/carts/:id/complete that breaks them, field by field, and creates no order", async () => {
    const phone = await productByHandle("samsung-galaxy-a56")
    const cart = await createCart()
    expect((await addItem(cart.id, phone.variants.find((v: any) => v.inventory_quantity > 0).id)).status).toBe(200)
    const email = `rules-${Date.now()}@example.com`
    // What the storefront's form refuses, sent straight to the store API.
    await prepareCheckout(cart.id, {
      email,
      billingAddress: { ...address(), phone: "12345" },
      shippingAddress: { ...address(), first_name: "", postal_code: "12" },
    })

    const refused = await completeCart(cart.id)
    expect(refused.status, JSON.stringify(refused.body)).toBe(400)
    expect(refused.body).toEqual({
      message: MSG.form,
      code: "validation_error",
      errors: {
        billing_address: { phone: [MSG.phone] },
        shipping_address: { first_name: [MSG.required], postal_code: [MSG.postcode] },
      },
    })
    expect((await store(`/store/carts/${cart.id}?fields=id,completed_at`)).body.cart.completed_at).toBeNull()
    expect(await ordersOf(email)).toBe(0)

    // Corrected, the same cart completes: the refusal left nothing half-made.
    await prepareCheckout(cart.id, { email })
    const placed = await completeCart(cart.id)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(placed.body.type).toBe("order")
    expect(await ordersOf(email)).toBe(1)
  })
})
