import { describe, expect, it } from "vitest"
import type { PublicPromotion } from "@electroshop/contracts/promotion"
import { admin, CURRENCY, store } from "../../helpers/api"
import { createCodePromotion } from "../../helpers/promotions"

const day = 24 * 60 * 60 * 1000

async function campaign(startsIn: number, endsIn: number) {
  const id = `camp-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const { status, body } = await admin("/admin/campaigns", {
    method: "POST",
    json: { name: id, campaign_identifier: id, starts_at: new Date(Date.now() + startsIn).toISOString(), ends_at: new Date(Date.now() + endsIn).toISOString() },
  })
  expect(status).toBe(200)
  return body.campaign.id as string
}

/** A promotion made in the admin, then given the shop's fields as the admin's widget saves them. */
async function promotion(code: string, options: { public: boolean; name?: string; fixed?: number; campaign_id?: string }) {
  const { status, body } = await createCodePromotion(code, options.fixed ? { fixed: options.fixed } : { percent: 12 }, { campaign_id: options.campaign_id })
  expect(status).toBe(200)
  const fields = { marketing_name: options.name ?? null, public: options.public, combinable: true }
  expect((await admin(`/admin/promotions/${body.promotion.id}/shop-fields`, { method: "POST", json: fields })).status).toBe(200)
  return body.promotion.id as string
}

const listed = async () => ((await store("/store/public-promotions")).body.promotions as PublicPromotion[]).map((p) => p.code)

describe("public discounts", () => {
  it("lists the public, running discounts in the shop's currency with their name, value and end", async () => {
    const stamp = Date.now()
    const ends = await campaign(-day, 10 * day)
    await promotion(`PUB${stamp}`, { public: true, name: "Zimní výprodej", campaign_id: ends })
    await promotion(`FIX${stamp}`, { public: true, fixed: 300 })
    await promotion(`HIDDEN${stamp}`, { public: false })
    await promotion(`LATER${stamp}`, { public: true, campaign_id: await campaign(day, 2 * day) })
    await promotion(`OVER${stamp}`, { public: true, campaign_id: await campaign(-2 * day, -day) })
    await promotion(`OTHERCUR${stamp}`, { public: true, fixed: 10, ...{} }).then(async (id) => {
      // Another currency than the shop's is not the shop's discount to list.
      await admin(`/admin/promotions/${id}`, { method: "POST", json: { application_method: { currency_code: CURRENCY === "czk" ? "eur" : "czk" } } })
    })

    const { status, body } = await store("/store/public-promotions")
    expect(status).toBe(200)
    const promotions = body.promotions as PublicPromotion[]
    const mine = promotions.filter((p) => p.code.endsWith(String(stamp)))
    expect(mine.map((p) => p.code).sort()).toEqual([`FIX${stamp}`, `PUB${stamp}`])
    expect(mine.find((p) => p.code === `PUB${stamp}`)).toMatchObject({
      name: "Zimní výprodej",
      kind: "percentage",
      value: 12,
      currency_code: null,
      automatic: false,
    })
    expect(new Date(mine.find((p) => p.code === `PUB${stamp}`)!.ends_at!).getTime()).toBeGreaterThan(Date.now() + 9 * day)
    expect(mine.find((p) => p.code === `FIX${stamp}`)).toMatchObject({ name: null, kind: "fixed", value: 300, currency_code: CURRENCY, ends_at: null })
    // Soonest ending first; no end last.
    expect(promotions.findIndex((p) => p.code === `PUB${stamp}`)).toBeLessThan(promotions.findIndex((p) => p.code === `FIX${stamp}`))
  })

  it("never lists the codes only the shop applies, and follows a change at once", async () => {
    const isic = (await admin("/admin/promotions?code=ISIC")).body.promotions[0]
    expect(
      (await admin(`/admin/promotions/${isic.id}/shop-fields`, { method: "POST", json: { marketing_name: null, public: true, combinable: true } })).status,
    ).toBe(200)
    try {
      expect(await listed()).not.toContain("ISIC")
    } finally {
      await admin(`/admin/promotions/${isic.id}/shop-fields`, { method: "POST", json: { marketing_name: null, public: false, combinable: true } })
    }

    const code = `FLIP${Date.now()}`
    const id = await promotion(code, { public: true })
    expect(await listed()).toContain(code)
    await admin(`/admin/promotions/${id}/shop-fields`, { method: "POST", json: { marketing_name: null, public: false, combinable: true } })
    expect(await listed()).not.toContain(code)
  })
})
