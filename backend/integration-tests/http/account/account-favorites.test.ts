import { describe, expect, it } from "vitest"
import { VARIANT, store } from "../../helpers/api"
import { productByHandle } from "../../helpers/checkout"
import { registerCustomer } from "../../helpers/customer"

const UNKNOWN_PRODUCT = VARIANT === "cz" ? "Tento produkt neexistuje." : "Acest produs nu există."

const productId = async (handle: string): Promise<string> => (await productByHandle(handle)).id

describe("favourites of a customer", () => {
  it("are added (published products only, field-level 400 otherwise), removed, kept on the account and private", async () => {
    const customer = await registerCustomer()
    const path = "/store/account/favorites"
    const [watch, garmin] = await Promise.all([productId("samsung-galaxy-watch-7"), productId("garmin-venu-3")])

    expect((await store(path, { headers: customer.headers })).body).toEqual({ product_ids: [] })

    const unknown = await store(path, { method: "POST", headers: customer.headers, json: { add: [watch, "prod_01NOSUCHPRODUCT000000000000"] } })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ errors: { add: [UNKNOWN_PRODUCT] }, error_codes: { add: "unknown_product" } })
    const malformed = await store(path, { method: "POST", headers: customer.headers, json: { add: ["<script>"], extra: 1 } })
    expect(malformed.status).toBe(400)
    expect(Object.keys(malformed.body.errors).sort()).toEqual(["add.0", "extra"])
    // nothing was stored by the refused calls
    expect((await store(path, { headers: customer.headers })).body).toEqual({ product_ids: [] })

    const added = await store(path, { method: "POST", headers: customer.headers, json: { add: [watch, garmin] } })
    expect(added.status).toBe(200)
    // most recent first (a guest's list joins in its order); adding one again makes it the most recent
    expect(added.body.product_ids).toEqual([watch, garmin])
    expect((await store(path, { method: "POST", headers: customer.headers, json: { add: [garmin] } })).body.product_ids).toEqual([garmin, watch])
    expect((await store("/store/account", { headers: customer.headers })).body.customer.favorites).toEqual([garmin, watch])

    const removed = await store(path, { method: "POST", headers: customer.headers, json: { remove: [watch] } })
    expect(removed.body.product_ids).toEqual([garmin])
    expect((await store(path, { headers: customer.headers })).body.product_ids).toEqual([garmin])

    // another customer's list is their own; signed out there is none
    const other = await registerCustomer()
    expect((await store(path, { headers: other.headers })).body.product_ids).toEqual([])
    expect((await store(path)).status).toBe(401)
    expect((await store(path, { method: "POST", json: { add: [garmin] } })).status).toBe(401)
  })
})
