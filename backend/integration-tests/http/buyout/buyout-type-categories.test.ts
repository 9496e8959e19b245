import { describe, expect, it } from "vitest"
import { admin, store } from "../../helpers/api"
import { PHONES, PREFIX, TABLETS, appraisalPayload, findDevice, newClientIp, storeFrom } from "../../helpers/buyout"

/**
 * The buy-out selector offers a device type only while the shop's type
 * category with the same device code (`type_device`) is flagged `for_buyout`.
 */

type Node = { id: string; type_device: string | null; for_buyout: boolean; children: Node[] }
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)])

async function phoneCategoriesForBuyout(): Promise<Node[]> {
  const res = await admin("/admin/type-categories")
  expect(res.status).toBe(200)
  return flatten(res.body.type_categories).filter((c) => c.type_device === "phone" && c.for_buyout)
}

const setForBuyout = async (id: string, for_buyout: boolean) => {
  const res = await admin(`/admin/type-categories/${id}`, { method: "PATCH", json: { for_buyout } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.type_category.for_buyout).toBe(for_buyout)
}

const typeValues = async () => {
  const res = await store("/store/buyout/product-types")
  expect(res.status).toBe(200)
  return res.body.map((t: { value: string }) => t.value) as string[]
}

describe("buy-out selector honours the type categories' for_buyout", () => {
  it("drops phones while their category is not for buy-out and offers them again when it is", async () => {
    const phoneCategories = await phoneCategoriesForBuyout()
    // the seeded phones category is flagged for the buy-out selector
    expect(phoneCategories.length).toBeGreaterThan(0)
    expect(await typeValues()).toContain(PHONES)
    const phone = await findDevice(PHONES)
    const unknownMakers = await store("/store/buyout/manufacturers?type=no-such-type")
    const unknownUrl = await store("/store/buyout/selector-url?type=no-such-type&manufacturer=apple")

    try {
      for (const c of phoneCategories) await setForBuyout(c.id, false)

      const values = await typeValues()
      expect(values).not.toContain(PHONES)
      expect(values).toContain(TABLETS)

      // the other selector routes answer for phones as for an unknown type
      const makers = await store(`/store/buyout/manufacturers?type=${PHONES}`)
      expect([makers.status, makers.body]).toEqual([unknownMakers.status, unknownMakers.body])
      const models = await store(`/store/buyout/models?type=${PHONES}&manufacturer=apple`)
      expect([models.status, models.body]).toEqual([200, []])
      const url = await store(`/store/buyout/selector-url?type=${PHONES}&manufacturer=apple`)
      expect(url.body).toEqual(unknownUrl.body)
      expect(url.body.url).toBe(PREFIX)
      const selector = await store(`/store/buyout/selector?type=${PHONES}&manufacturer=apple`)
      expect(selector.status).toBe(200)
      expect(selector.body.selected_choices.product_type).toBeNull()
      expect(selector.body.choices.product_type.map((t: { value: string }) => t.value)).not.toContain(PHONES)
      // nor can a phone be picked, appraised or quoted through a direct link
      expect((await store(`/store/buyout/colors?model=${phone.model}`)).body).toEqual([])
      const form = await store(`/store/buyout/appraisal-form?color=${phone.color}`)
      expect([form.status, form.body.code]).toEqual([400, "unknown_device"])
      const appraised = await storeFrom(newClientIp())("/store/buyout/appraise", { method: "POST", json: appraisalPayload(phone) })
      expect([appraised.status, appraised.body.code]).toEqual([400, "unknown_device"])
      // tablets stay fully selectable
      expect((await store(`/store/buyout/manufacturers?type=${TABLETS}`)).body.length).toBeGreaterThan(0)
    } finally {
      for (const c of phoneCategories) await setForBuyout(c.id, true)
    }

    expect(await typeValues()).toContain(PHONES)
    const makers = await store(`/store/buyout/manufacturers?type=${PHONES}`)
    expect(makers.body.map((m: { value: string }) => m.value)).toContain("apple")
    const selector = await store(`/store/buyout/selector?type=${PHONES}`)
    expect(selector.body.selected_choices.product_type).toBe(PHONES)
    expect((await store(`/store/buyout/appraisal-form?color=${phone.color}`)).status).toBe(200)
  })
})
