import { beforeAll, describe, expect, it } from "vitest"
import { VARIANT, admin, anonymous, store } from "../../helpers/api"
import { clearFastlyCalls, fastlyCalls } from "../../helpers/fastly"
import { t } from "../../../src/lib/shop/messages"
import { PHONES, SENSITIVE, adminUserId, appraisalPayload, findDevice, msg, lookUpStatus, sellPhone, waitForMail, type Device } from "../../helpers/buyout"

const post = (path: string, body: unknown) => admin(path, { method: "POST", json: body })

let phone: Device
let modelId: string

beforeAll(async () => {
  phone = await findDevice(PHONES, "apple", 2)
  const { body } = await admin(`/admin/buyout/models?q=${phone.model}`)
  modelId = body.models.find((m: any) => m.value === phone.model).id
})

describe("admin: buy-out sales", () => {
  it("needs an admin login", async () => {
    expect((await anonymous("/admin/buyouts")).status).toBe(401)
    expect((await anonymous("/admin/buyout/models")).status).toBe(401)
  })

  it("lists sales with filters by status, text (number, e-mail, name) and date, newest first", async () => {
    const sale = await sellPhone()
    const byNumber = await admin(`/admin/buyouts?q=${sale.number}`)
    expect(byNumber.status).toBe(200)
    expect(byNumber.body.count).toBe(1)
    expect(byNumber.body.buyouts[0]).toEqual(expect.objectContaining({ id: sale.id, number: sale.number, status: "new", email: sale.email }))
    expect(JSON.stringify(byNumber.body)).not.toContain(SENSITIVE.pin)

    const byEmail = await admin(`/admin/buyouts?q=${encodeURIComponent(sale.email)}&status=new&status=paid`)
    expect(byEmail.body.buyouts.map((b: any) => b.id)).toEqual([sale.id])
    expect((await admin(`/admin/buyouts?q=${encodeURIComponent(sale.email)}&status=paid`)).body.count).toBe(0)

    const today = new Date().toISOString().slice(0, 10)
    const recent = await admin(`/admin/buyouts?created_from=${today}&limit=5`)
    expect(recent.body.buyouts.length).toBeGreaterThan(0)
    expect(recent.body.limit).toBe(5)
    expect((await admin(`/admin/buyouts?created_to=2000-01-01`)).body.count).toBe(0)
    expect((await admin(`/admin/buyouts?status=nonsense`)).status).toBe(400)
  })

  it("finds a sale by name whether or not staff type the diacritics", async () => {
    const [first_name, last_name, typed] = VARIANT === "cz" ? ["Jiří", "Šťastný", "jiri STASTNY"] : ["Ștefan", "Țăranu", "stefan TARANU"]
    const sale = await sellPhone(undefined, { first_name, last_name })
    const found = await admin(`/admin/buyouts?q=${encodeURIComponent(`${typed} ${sale.email}`)}`)
    expect(found.body.buyouts.map((b: any) => b.id)).toEqual([sale.id])
    expect((await admin(`/admin/buyouts?q=${encodeURIComponent(`${last_name} ${sale.email}`)}`)).body.count).toBe(1)
    expect((await admin(`/admin/buyouts?q=${encodeURIComponent(`${first_name}x ${sale.email}`)}`)).body.count).toBe(0)
  })

  it("shows a sale with its personal data masked", async () => {
    const sale = await sellPhone()
    const { status, body } = await admin(`/admin/buyouts/${sale.id}`)
    expect(status).toBe(200)
    const b = body.buyout
    expect(b.customer_data.personal_identification_number).toBe(`******${SENSITIVE.pin.slice(-4)}`)
    expect(b.customer_data.identity_card_number).toBe(`******${SENSITIVE.card.slice(-4)}`)
    expect(b.customer_data.bank_account_full_number).toBe(`******${SENSITIVE.account.slice(-4)}`)
    for (const plain of Object.values(SENSITIVE)) expect(JSON.stringify(body)).not.toContain(plain)
    expect(b.allowed_transitions).toEqual(["device_received", "cancelled"])
    expect(b.status_history).toEqual([expect.objectContaining({ from_status: null, to_status: "new", actor_type: "customer" })])
    expect((await admin(`/admin/buyouts/bout_missing`)).status).toBe(404)
  })

  it("reveals the personal data only through the reveal call, logging who and when", async () => {
    const sale = await sellPhone()
    const me = await adminUserId()
    expect((await admin(`/admin/buyouts/${sale.id}/reveals`)).body.reveals).toEqual([])

    const before = Date.now()
    const { status, body } = await post(`/admin/buyouts/${sale.id}/reveal`, { reason: "payment" })
    expect(status).toBe(200)
    expect(body.customer_data).toEqual({
      personal_identification_number: SENSITIVE.pin,
      identity_card_number: SENSITIVE.card,
      bank_account_full_number: SENSITIVE.account,
    })
    const partial = await post(`/admin/buyouts/${sale.id}/reveal`, { fields: ["bank_account_full_number"], reason: "refund" })
    expect(Object.keys(partial.body.customer_data)).toEqual(["bank_account_full_number"])

    const log = (await admin(`/admin/buyouts/${sale.id}/reveals`)).body.reveals
    expect(log).toHaveLength(2)
    expect(log[1]).toEqual(
      expect.objectContaining({
        actor_id: me,
        actor_email: process.env.ADMIN_EMAIL ?? "admin@electroshop.local",
        fields: ["personal_identification_number", "identity_card_number", "bank_account_full_number"],
        reason: "payment",
      }),
    )
    expect(new Date(log[1].created_at).getTime()).toBeGreaterThanOrEqual(before - 5000)
    expect(log[0].fields).toEqual(["bank_account_full_number"])
    // A reveal says why: without a reason it is a field-level 400 and nothing is revealed or logged.
    const unexplained = await post(`/admin/buyouts/${sale.id}/reveal`, { reason: "  " })
    expect(unexplained.status).toBe(400)
    expect(Object.keys(unexplained.body.errors)).toEqual(["reason"])
    expect((await admin(`/admin/buyouts/${sale.id}/reveals`)).body.reveals).toHaveLength(2)
    expect((await anonymous(`/admin/buyouts/${sale.id}/reveal`, { method: "POST", json: {} })).status).toBe(401)
  })

  it("moves a sale along the lifecycle only, recording history and e-mailing the customer", async () => {
    const sale = await sellPhone()
    const me = await adminUserId()
    const refused = await post(`/admin/buyouts/${sale.id}/status`, { status: "paid" })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual(expect.objectContaining({ code: "invalid_transition", from: "new", to: "paid", allowed: ["device_received", "cancelled"] }))
    expect((await post(`/admin/buyouts/${sale.id}/status`, { status: "bogus" })).status).toBe(400)

    expect((await post(`/admin/buyouts/${sale.id}/status`, { status: "device_received", note: "DPD" })).status).toBe(200)
    expect((await post(`/admin/buyouts/${sale.id}/status`, { status: "inspected" })).status).toBe(200)
    const noPrice = await post(`/admin/buyouts/${sale.id}/status`, { status: "re_offer" })
    expect(noPrice.status).toBe(400)
    expect(noPrice.body.errors.offered_price).toHaveLength(1)
    const reOffer = await post(`/admin/buyouts/${sale.id}/status`, { status: "re_offer", offered_price: 1000, note: "Prasklý zadní kryt" })
    expect(reOffer.status).toBe(200)
    expect(reOffer.body.buyout.offered_price).toBe(1000)
    await waitForMail(sale.email, (m) => m.text.includes("Prasklý zadní kryt"))
    expect((await post(`/admin/buyouts/${sale.id}/status`, { status: "accepted" })).status).toBe(200)
    const paid = await post(`/admin/buyouts/${sale.id}/status`, { status: "paid" })
    expect(paid.status).toBe(200)
    expect(paid.body.buyout.allowed_transitions).toEqual([])
    expect(paid.body.buyout.status_history.map((h: any) => h.to_status)).toEqual(["new", "device_received", "inspected", "re_offer", "accepted", "paid"])
    expect(paid.body.buyout.status_history[1]).toEqual(expect.objectContaining({ from_status: "new", actor_type: "admin", actor_id: me, note: "DPD" }))
    expect((await post(`/admin/buyouts/${sale.id}/status`, { status: "returned" })).status).toBe(400)

    const status = await lookUpStatus(sale.number, sale.email)
    expect(status.body.status).toBe("paid")
    expect(status.body.history).toHaveLength(6)

    const lifecycle = (await admin("/admin/buyout/statuses")).body.statuses
    expect(lifecycle.map((s: any) => s.value)).toEqual(["new", "device_received", "inspected", "re_offer", "accepted", "paid", "returned", "cancelled"])
  })
})

describe("admin: buy-out catalogue", () => {
  it("shows a model with colours, grades and questions", async () => {
    const { status, body } = await admin(`/admin/buyout/models/${modelId}`)
    expect(status).toBe(200)
    expect(body.model.value).toBe(phone.model)
    expect(body.model.appraisal_version).toBe(phone.appraisal.version)
    expect(body.model.colors.length).toBeGreaterThan(0)
    expect(body.model.appraisal_results).toEqual(phone.appraisal.appraisal_result)
    expect(body.model.device_conditions).toEqual(phone.appraisal.device_conditions.map((c) => expect.objectContaining({ id: c.id, choices: c.choices })))
  })

  it("bumps the appraisal version on every price or question change, which makes older appraisals stale", async () => {
    const result = phone.appraisal.appraisal_result[0]
    const v0 = phone.appraisal.version
    const changed = await post(`/admin/buyout/appraisal-results/${result.id}`, { price: result.price + 100 })
    expect(changed.status).toBe(200)
    expect(changed.body.appraisal_result.price).toBe(result.price + 100)
    const v1 = changed.body.appraisal_version
    expect(v1).not.toBe(v0)

    const stale = await store("/store/buyout/appraise", { method: "POST", json: appraisalPayload(phone) })
    expect(stale.status).toBe(400)
    expect(stale.body.message).toBe(msg.stale)
    const fresh = await store("/store/buyout/appraise", { method: "POST", json: { ...appraisalPayload(phone), appraisal_version: v1 } })
    expect(fresh.body.price).toBe(result.price + 100)

    const floor = await post(`/admin/buyout/models/${modelId}`, { minimal_buyout_price: phone.appraisal.minimal_buyout_price + 1 })
    expect(floor.body.model.appraisal_version).not.toBe(v1)

    const condition = await post(`/admin/buyout/models/${modelId}/conditions`, {
      name: "Test",
      type: "common",
      choices: [{ label: "ok", appraisal_result_id: result.id }, { label: "no" }],
    })
    expect(condition.status).toBe(201)
    const v3 = condition.body.appraisal_version
    const choice = await post(`/admin/buyout/conditions/${condition.body.device_condition.id}/choices`, { label: "maybe", price_correction: -50 })
    expect(choice.status).toBe(201)
    expect(choice.body.choice.value).toEqual(expect.any(Number))
    expect(choice.body.appraisal_version).not.toBe(v3)
    // an answer may only lead to a result of its own model
    const otherModel = await findDevice(PHONES, "apple", 0)
    const foreign = await post(`/admin/buyout/choices/${choice.body.choice.id}`, { appraisal_result_id: otherModel.appraisal.appraisal_result[0].id })
    expect(foreign.status).toBe(400)

    // undo everything: the version is a hash of the data, so it returns to the original
    expect((await admin(`/admin/buyout/conditions/${condition.body.device_condition.id}`, { method: "DELETE" })).status).toBe(200)
    await post(`/admin/buyout/models/${modelId}`, { minimal_buyout_price: phone.appraisal.minimal_buyout_price })
    const back = await post(`/admin/buyout/appraisal-results/${result.id}`, { price: result.price })
    expect(back.body.appraisal_version).toBe(v0)
  })

  it("creates and deletes catalogue entries", async () => {
    const types = (await admin("/admin/buyout/types")).body.types
    const manufacturers = (await admin("/admin/buyout/manufacturers")).body.manufacturers
    const value = `test-model-${Date.now()}`
    const created = await post("/admin/buyout/models", {
      value,
      label: "Test model",
      device_type_id: types.find((t: any) => t.value === PHONES).id,
      manufacturer_id: manufacturers[0].id,
      minimal_buyout_price: 100,
    })
    expect(created.status).toBe(201)
    const id = created.body.model.id
    expect((await post(`/admin/buyout/models/${id}/colors`, { slug: "black", label: "Black" })).body.color.value).toBe(`${value}-black`)
    expect((await post(`/admin/buyout/models/${id}/appraisal-results`, { quality: "B", price: 500 })).status).toBe(201)
    expect((await post(`/admin/buyout/models/${id}/appraisal-results`, { quality: "Z", price: 500 })).status).toBe(400)
    expect((await store(`/store/buyout/colors?model=${value}`)).body).toHaveLength(1)
    expect((await admin(`/admin/buyout/models/${id}`, { method: "DELETE" })).status).toBe(200)
    expect((await store(`/store/buyout/colors?model=${value}`)).body).toEqual([])
  })
})

const fastlyUrl = process.env.FAKE_FASTLY_URL ?? ""

describe.skipIf(!fastlyUrl)("admin: a buy-out catalogue change reaches sellers at once", () => {
  // The CDN keeps the selector's pages and the store API's buy-out answers for minutes; each write's
  // `buyout.catalogue_changed` purges both (subscribers/cdn-purge-price-lists.ts), a moment after the answer.
  const purged = () => expect.poll(async () => (await fastlyCalls(fastlyUrl)).flatMap((c) => c.keys), { timeout: 15_000 })

  it("a price, a colour, a question and a price list import each purge the selector's pages and answers", async () => {
    const result = phone.appraisal.appraisal_result[0]
    const color = (await admin(`/admin/buyout/models/${modelId}`)).body.model.colors[0]
    const writes: [string, () => Promise<unknown>][] = [
      ["price", () => post(`/admin/buyout/appraisal-results/${result.id}`, { price: result.price + 1 })],
      ["price back", () => post(`/admin/buyout/appraisal-results/${result.id}`, { price: result.price })],
      ["colour", () => post(`/admin/buyout/colors/${color.id}`, { label: color.label })],
      [
        "question",
        () => post(`/admin/buyout/conditions/${phone.appraisal.device_conditions[0].id}`, { position: phone.appraisal.device_conditions[0].position }),
      ],
      [
        "import",
        () => post("/admin/buyout/prices/import", { filename: "p.csv", content: `model,quality,price\n${phone.model},${result.quality},${result.price}\n` }),
      ],
    ]
    for (const [what, write] of writes) {
      await clearFastlyCalls(fastlyUrl)
      expect(((await write()) as { status: number }).status, what).toBe(200)
      await purged().toEqual(expect.arrayContaining(["buyout", "endpoint-buyout", "endpoint-service"]))
    }
  })

  it("a refused write purges nothing", async () => {
    await clearFastlyCalls(fastlyUrl)
    expect((await post(`/admin/buyout/appraisal-results/${phone.appraisal.appraisal_result[0].id}`, { quality: "Z" })).status).toBe(400)
    const missing = await post("/admin/buyout/colors/bcol_missing", { label: "x" })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: "not_found", message: t("buyout_entry_not_found") })
    expect((await admin("/admin/buyout/manufacturers/bman_missing", { method: "DELETE" })).body).toMatchObject({
      code: "not_found",
      message: t("buyout_entry_not_found"),
    })
    const manufacturer = (await admin("/admin/buyout/manufacturers")).body.manufacturers.find((m: { value: string }) => m.value === "apple")
    const inUse = await admin(`/admin/buyout/manufacturers/${manufacturer.id}`, { method: "DELETE" })
    expect(inUse.status).toBe(400)
    expect(inUse.body.code).toBe("has_models")
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await fastlyCalls(fastlyUrl)).toEqual([])
  })
})

describe("admin: CSV price import", () => {
  const upload = (filename: string, content: string, type = "text/csv") => {
    const form = new FormData()
    form.append("file", new Blob([content], { type }), filename)
    return admin("/admin/buyout/prices/import", { method: "POST", body: form })
  }

  it("accepts only CSV files", async () => {
    const pdf = await upload("prices.pdf", "%PDF-1.4", "application/pdf")
    expect(pdf.status).toBe(400)
    expect(pdf.body.message).toBe(msg.onlyCsv)
    const xlsx = await post("/admin/buyout/prices/import", { filename: "prices.xlsx", content: "model,quality,price" })
    expect(xlsx.status).toBe(400)
    expect(xlsx.body.message).toBe(msg.onlyCsv)
  })

  it("names the missing required columns", async () => {
    const { status, body } = await upload("prices.csv", "model;quality\niphone-13;A\n")
    expect(status).toBe(400)
    expect(body.message).toBe(msg.missingColumns("price"))
    expect(body.missing).toEqual(["price"])
  })

  it("rejects the whole file when a row is wrong, changing nothing", async () => {
    const before = (await admin(`/admin/buyout/models/${modelId}`)).body.model
    const csv = `model,quality,price\n${phone.model},${before.appraisal_results[0].quality},1\nno-such-model,A,100\n${phone.model},Z,abc\n`
    const { status, body } = await upload("prices.csv", csv)
    expect(status).toBe(400)
    expect(body.code).toBe("import_failed")
    expect(body.errors.rows).toHaveLength(3)
    expect(body.errors.rows[0]).toContain("no-such-model")
    const after = (await admin(`/admin/buyout/models/${modelId}`)).body.model
    expect(after.appraisal_version).toBe(before.appraisal_version)
  })

  it("updates prices in one go and reports the rows, by upload or JSON body", async () => {
    const before = (await admin(`/admin/buyout/models/${modelId}`)).body.model
    const [first, second] = before.appraisal_results
    const csv = `model;quality;price\n${phone.model};${first.quality};${first.price + 10}\n${phone.model};${second.quality};${second.price}\n`
    const { status, body } = await upload("ceník.CSV", csv)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toEqual(expect.objectContaining({ rows: 2, updated: 1, unchanged: 1, created: 0, models: 1 }))
    expect(body.versions[phone.model]).not.toBe(before.appraisal_version)
    const changed = (await store(`/store/buyout/appraisal-form?color=${phone.color}`)).body.appraisal
    expect(changed.appraisal_result[0].price).toBe(first.price + 10)

    const back = await post("/admin/buyout/prices/import", {
      filename: "prices.csv",
      content: `model,quality,price\n${phone.model},${first.quality},${first.price}\n`,
    })
    expect(back.status).toBe(200)
    expect(back.body.updated).toBe(1)
    expect(back.body.versions[phone.model]).toBe(before.appraisal_version)
  })
})
