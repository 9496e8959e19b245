import { describe, expect, it } from "vitest"
import type { AdminSpecialOffer, StoreSpecialOffers } from "@electroshop/contracts/special-offer"
import { admin, store, variantRegion } from "../../helpers/api"
import { productByHandle } from "../../helpers/checkout"

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const current = async (ids: string[]) => (await store<StoreSpecialOffers>(`/store/special-offers?product_id=${ids.join(",")}`)).body.offers

describe("special offers", () => {
  it("shows a badge and a gift while they are valid, not before, after or switched off", async () => {
    const product = await productByHandle("samsung-galaxy-a16")
    const create = (json: Record<string, unknown>) =>
      admin<{ special_offers: AdminSpecialOffer[] }>("/admin/special-offers", { method: "POST", json: { product_id: product.id, ...json } })

    expect((await create({ kind: "badge", label: "Akce týdne", valid_from: day(-1), valid_to: day(0) })).status).toBe(201)
    const gift = await create({ kind: "gift", label: "Powerbanka zdarma", gift_product_handle: "anker-powerbank-10000" })
    expect(gift.status).toBe(201)
    await create({ kind: "badge", label: "Budoucí", valid_from: day(2) })
    await create({ kind: "badge", label: "Skončila", valid_to: day(-2) })
    await create({ kind: "badge", label: "Vypnutá", is_active: false })

    const admins = gift.body.special_offers.map((o) => [o.label, o.current])
    expect(admins).toEqual(
      expect.arrayContaining([
        ["Akce týdne", true],
        ["Powerbanka zdarma", true],
      ]),
    )
    const offers = (await current([product.id]))[product.id]
    expect(offers).toEqual(
      expect.arrayContaining([
        { kind: "badge", label: "Akce týdne", gift_product: null },
        { kind: "gift", label: "Powerbanka zdarma", gift_product: { title: expect.any(String), handle: "anker-powerbank-10000" } },
      ]),
    )
    expect(offers.map((o) => o.label).filter((l) => ["Budoucí", "Skončila", "Vypnutá"].includes(l))).toEqual([])
    // A search listing's card carries the same labels, in the same order, so the page makes no second call.
    const region = await variantRegion()
    const listed = (
      await store<{ products: { id: string; offers?: string[] }[] }>(
        `/store/catalog/search?region_id=${region.id}&q=${encodeURIComponent(product.title)}&limit=50`,
      )
    ).body.products
    expect(listed.find((p) => p.id === product.id)?.offers).toEqual(offers.map((o) => o.label))

    // Removed, it is gone from the shop.
    const mine = (await admin<{ special_offers: AdminSpecialOffer[] }>(`/admin/special-offers?product_id=${product.id}`)).body.special_offers
    for (const offer of mine) expect((await admin(`/admin/special-offers/${offer.id}`, { method: "DELETE" })).status).toBe(200)
    expect((await current([product.id]))[product.id]).toBeUndefined()
  })

  it("names the wrong fields: no label, days the wrong way round, a gift without a product or with an unknown one", async () => {
    const product = await productByHandle("samsung-galaxy-a16")
    const bad = await admin("/admin/special-offers", {
      method: "POST",
      json: { product_id: product.id, kind: "badge", label: "", valid_from: day(3), valid_to: day(1) },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["label", "valid_to"])
    const noGift = await admin("/admin/special-offers", { method: "POST", json: { product_id: product.id, kind: "gift", label: "Dárek" } })
    expect(noGift.status).toBe(400)
    expect(Object.keys(noGift.body.errors)).toEqual(["gift_product_handle"])
    const unknown = await admin("/admin/special-offers", {
      method: "POST",
      json: { product_id: product.id, kind: "gift", label: "Dárek", gift_product_handle: "no-such-product" },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error_codes.gift_product_handle).toBe("gift_not_found")
    expect((await store("/store/special-offers")).status).toBe(400)
  })
})
