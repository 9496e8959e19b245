import { describe, expect, it } from "vitest"
import { formatMoney } from "@electroshop/domain"
import { SERVICE_ORDER_NUMBER_PREFIX, servicePaths, type ServiceOperationView } from "@electroshop/contracts/service"
import { CURRENCY, VARIANT, admin, store } from "../../helpers/api"
import { clearFastlyCalls, fastlyCalls } from "../../helpers/fastly"
import { LOCALE, PHONES, TABLETS, msg, newClientIp, storeFrom, waitForMail } from "../../helpers/buyout"
import { IPHONE_13, orderBattery, serviceOperationsOf } from "../../helpers/service"

/**
 * The service (repair) API: the device selector over the shared device
 * catalogue, operations with part qualities, the smart search, the centres
 * of both kinds, repair orders with their e-mails, the status look-up and
 * the admin's status change.
 */

const PREFIX = servicePaths(VARIANT).prefix
const selector = (p: Record<string, string>) => store(`/store/service/selector?${new URLSearchParams(p)}`)
const text = {
  display: VARIANT === "cz" ? "Výměna displeje" : "Înlocuire ecran",
  battery: VARIANT === "cz" ? "Výměna baterie" : "Înlocuire baterie",
  backGlass: VARIANT === "cz" ? "Výměna zadního skla" : "Înlocuire sticlă spate",
  searchTooShort: VARIANT === "cz" ? "Hledaný výraz musí mít alespoň 2 znaky." : "Căutarea trebuie să conțină cel puțin 2 caractere.",
  unknownOperation: VARIANT === "cz" ? "Zvolená oprava není pro toto zařízení dostupná." : "Reparația selectată nu este disponibilă pentru acest dispozitiv.",
  notFound: VARIANT === "cz" ? "Servisní zakázka nebyla nalezena." : "Comanda de service nu a fost găsită.",
  inRepair: VARIANT === "cz" ? "V opravě" : "În reparație",
  received: VARIANT === "cz" ? "Zařízení převzato" : "Dispozitiv recepționat",
}
const e164Phone = VARIANT === "cz" ? "+420601123456" : "+40712345678"

describe("service selector", () => {
  it("offers the device types of categories flagged for service, phones first, and the chain down to colours", async () => {
    const types = (await store("/store/service/product-types")).body.map((t: any) => t.value)
    expect(types[0]).toBe(PHONES)
    expect(types).toContain(TABLETS)
    const makers = (await store(`/store/service/manufacturers?type=${PHONES}`)).body.map((m: any) => m.value)
    expect(makers).toEqual(expect.arrayContaining(["apple", "samsung", "xiaomi", "google"]))
    const models = (await store(`/store/service/models?type=${PHONES}&manufacturer=apple`)).body.map((m: any) => m.value)
    expect(models).toContain("iphone-13")
    const colors = (await store("/store/service/colors?model=iphone-13")).body
    expect(colors.map((c: any) => c.slug)).toEqual(["black", "white", "pink", "blue"])
  })

  it("answers a path without a colour with the choices but no operations, and with a colour with the price list", async () => {
    const partial = await selector({ type: PHONES, manufacturer: "apple", model: "iphone-13" })
    expect(partial.body.operations).toBeNull()
    expect(partial.body.url).toBe(`${PREFIX}/${PHONES}/apple/iphone-13`)
    expect(partial.body.choices.product_color.length).toBe(4)

    const full = await selector(IPHONE_13)
    expect(full.body.url).toBe(`${PREFIX}/${PHONES}/apple/iphone-13/black`)
    expect(full.body.currency_code).toBe(CURRENCY)
    const ops: ServiceOperationView[] = full.body.operations
    // more than the 7 shown before expanding
    expect(ops.length).toBeGreaterThan(7)
    const names = ops.map((o) => o.name)
    expect(names).toContain(text.display)
    expect(names).toContain(text.battery)
    for (const op of ops) {
      expect(Number.isInteger(op.price)).toBe(true)
      expect(op.price).toBe(Math.min(...op.part_options.map((o) => o.price)))
    }
    const display = ops.find((o) => o.code === "display")!
    const [original, compatible] = display.part_options
    expect([original.quality, compatible.quality]).toEqual(["original", "compatible"])
    expect(original.price).toBeGreaterThan(compatible.price)
    expect(original.warranty_months).toBeGreaterThan(compatible.warranty_months)
    // realistic: an iPhone 13 display costs some thousands of crowns (hundreds of lei)
    expect(original.price).toBeGreaterThanOrEqual(VARIANT === "cz" ? 2500 : 500)
    expect(original.price).toBeLessThanOrEqual(VARIANT === "cz" ? 8000 : 1600)
  })

  it("lists the back glass of the chosen colour only", async () => {
    const black = (await serviceOperationsOf()).filter((o) => o.code === "back_glass")
    const white = (await serviceOperationsOf({ ...IPHONE_13, color: "white" })).filter((o) => o.code === "back_glass")
    expect(black).toHaveLength(1)
    expect(white).toHaveLength(1)
    expect(black[0].id).not.toBe(white[0].id)
    expect(black[0].name.startsWith(text.backGlass)).toBe(true)
  })

  it("answers the operations of a colour with its url and choices (the spec's call)", async () => {
    const res = await store("/store/service/operations?color=iphone-13-black")
    expect(res.status).toBe(200)
    expect(res.body.url).toBe(`${PREFIX}/${PHONES}/apple/iphone-13/black`)
    expect(res.body.choices.map((c: any) => c.id)).toEqual((await serviceOperationsOf()).map((o) => o.id))
    const unknown = await store("/store/service/operations?color=no-such-colour")
    expect(unknown.status).toBe(404)
  })
})

describe("smart search", () => {
  it("finds devices by name, blind to case and diacritics, each with the path of its operations", async () => {
    const res = await store(`/store/service/search?term=${encodeURIComponent("IPHONE 13")}`)
    expect(res.status).toBe(200)
    const hit = res.body.result.find((r: any) => r.model === "iphone-13")
    expect(hit).toMatchObject({ label: "Apple iPhone 13", url: `${PREFIX}/${PHONES}/apple/iphone-13/black` })
    // "fēnix 7" is stored with a macron; "fenix" and "FĒNIX" both find it
    for (const term of ["fenix", "FĒNIX"]) {
      const found = await store(`/store/service/search?term=${encodeURIComponent(term)}`)
      expect(found.body.result.map((r: any) => r.model)).toContain("garmin-fenix-7")
    }
    const galaxy = await store(`/store/service/search?term=${encodeURIComponent("gálaxy s24")}`)
    expect(galaxy.body.result.map((r: any) => r.model)).toEqual(["galaxy-s24"])
  })

  it("refuses a term shorter than 2 characters with a field error", async () => {
    const res = await store("/store/service/search?term=%20a%20")
    expect(res.status).toBe(400)
    expect(res.body.errors.term).toEqual([text.searchTooShort])
  })
})

describe("service and buy-out centres", () => {
  it("lists both kinds, each marked", async () => {
    const res = await store("/store/service/service-buyout-centers")
    expect(res.status).toBe(200)
    expect(res.body.some((c: any) => c.is_service_center && c.is_buyout_center)).toBe(true)
    expect(res.body.some((c: any) => !c.is_service_center && c.is_buyout_center)).toBe(true)
    for (const c of res.body)
      expect(Object.keys(c).sort()).toEqual([
        "city",
        "email",
        "id",
        "is_buyout_center",
        "is_service_center",
        "name",
        "opening_hours",
        "phone",
        "postcode",
        "street",
      ])
  })
})

describe("repair orders", () => {
  it("refuses an empty order naming every missing field", async () => {
    const res = await storeFrom(newClientIp())("/store/service/orders", { method: "POST", json: { handover: "courier" } })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe("validation_error")
    for (const field of ["color", "operations", "first_name", "last_name", "email", "phone"]) {
      expect(res.body.errors[field], field).toEqual([msg.form("required")])
    }
  })

  it("refuses a foreign phone, a bad IMEI, a courier without address and an operation of another device", async () => {
    const bad = await orderBattery({ phone: "+1 202 555 0100", imei: "123", handover: "courier", center_id: null })
    expect(bad.res.status).toBe(400)
    expect(bad.res.body.errors.phone).toEqual([msg.form("invalid_phone")])
    expect(bad.res.body.errors.imei).toEqual([msg.form("invalid_imei")])
    expect(bad.res.body.errors.pickup_address).toEqual([msg.form("required")])

    const galaxyOp = (await serviceOperationsOf({ type: PHONES, manufacturer: "samsung", model: "galaxy-s24", color: "black" }))[0]
    const foreign = await orderBattery({ operations: [{ id: galaxyOp.id, quality: "original" }] })
    expect(foreign.res.status).toBe(400)
    expect(foreign.res.body.errors.operations).toEqual([text.unknownOperation])
  })

  it("orders a battery replacement at the database's price, e-mails the confirmation and shows the status by e-mail or phone", async () => {
    const { res, email, battery } = await orderBattery()
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.number).toMatch(new RegExp(`^${SERVICE_ORDER_NUMBER_PREFIX[VARIANT]}\\d{6}$`))
    const number = res.body.number

    const mail = await waitForMail(email, (m) => m.subject.includes(number))
    expect(mail.text).toContain(text.battery)
    expect(mail.text).toContain(formatMoney(battery.part_options[0].price, CURRENCY, LOCALE))

    const byEmail = await storeFrom(newClientIp())("/store/service/status", {
      method: "POST",
      json: { number: number.toLowerCase(), contact: email.toUpperCase() },
    })
    expect(byEmail.status).toBe(200)
    expect(byEmail.body).toMatchObject({ number, status: "new", total: battery.part_options[0].price, currency_code: CURRENCY, handover: "drop_off" })
    expect(byEmail.body.operations).toEqual([
      {
        operation_id: battery.id,
        code: "battery",
        name: text.battery,
        quality: "original",
        price: battery.part_options[0].price,
        warranty_months: battery.part_options[0].warranty_months,
      },
    ])
    const byPhone = await storeFrom(newClientIp())("/store/service/status", { method: "POST", json: { number, contact: e164Phone } })
    expect(byPhone.status).toBe(200)
    const wrong = await storeFrom(newClientIp())("/store/service/status", { method: "POST", json: { number, contact: "someone@example.com" } })
    expect(wrong.status).toBe(404)
    expect(wrong.body.message).toBe(text.notFound)
  })

  it("lets staff find the order, move it through the lifecycle with an e-mail, and refuses a skipped step", async () => {
    const { res, email } = await orderBattery()
    const number = res.body.number
    const list = await admin(`/admin/service/orders?q=${encodeURIComponent(number)}`)
    expect(list.status).toBe(200)
    expect(list.body.orders.map((o: any) => o.number)).toEqual([number])
    const id = list.body.orders[0].id

    const skipped = await admin(`/admin/service/orders/${id}/status`, { method: "POST", json: { status: "completed" } })
    expect(skipped.status).toBe(400)
    expect(skipped.body.errors.status).toHaveLength(1)

    for (const status of ["received", "in_repair"]) {
      const changed = await admin(`/admin/service/orders/${id}/status`, {
        method: "POST",
        json: { status, note: status === "in_repair" ? "Díl skladem." : null },
      })
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    }
    const mail = await waitForMail(email, (m) => m.subject.includes(text.inRepair))
    expect(mail.text).toContain("Díl skladem.")

    const detail = await admin(`/admin/service/orders/${id}`)
    expect(detail.body.order.status).toBe("in_repair")
    expect(detail.body.order.allowed_statuses.map((s: any) => s.value)).toEqual(["ready", "cancelled"])

    const status = await storeFrom(newClientIp())("/store/service/status", { method: "POST", json: { number, contact: email } })
    expect(status.body.status_label).toBe(text.inRepair)
    expect(status.body.history.map((h: any) => h.status)).toEqual(["new", "received", "in_repair"])
    expect(status.body.history[1].status_label).toBe(text.received)
  })
})

describe("admin price lists", () => {
  it("changes an operation's part prices, which the shop shows at once with the new 'from' price", async () => {
    const models = await admin("/admin/service/models")
    const model = models.body.models.find((m: any) => m.value === "iphone-13")
    expect(model.operations).toBeGreaterThan(7)
    const ops = (await admin(`/admin/service/models/${model.id}/operations`)).body.operations
    const battery = ops.find((o: any) => o.code === "battery")
    const res = await admin(`/admin/service/operations/${battery.id}`, {
      method: "POST",
      json: {
        part_options: [
          { quality: "original", price: 1990, warranty_months: 24 },
          { quality: "compatible", price: 990, warranty_months: 6 },
        ],
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const shown = (await serviceOperationsOf()).find((o) => o.id === battery.id)!
    expect(shown.price).toBe(990)
    expect(shown.part_options).toEqual([
      { quality: "original", price: 1990, warranty_months: 24 },
      { quality: "compatible", price: 990, warranty_months: 6 },
    ])
    const invalid = await admin(`/admin/service/operations/${battery.id}`, {
      method: "POST",
      json: { part_options: [{ quality: "gold", price: -1, warranty_months: 6 }] },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.body.errors).sort()).toEqual(["part_options.0.price", "part_options.0.quality"])
  })
})

describe("admin: adding and deleting operations", () => {
  it("adds an operation the shop offers at its cheapest part's price, then deletes it", async () => {
    const model = (await admin("/admin/service/models")).body.models.find((m: any) => m.value === "iphone-13")
    const name = `Test repair ${Date.now()}`
    const created = await admin(`/admin/service/models/${model.id}/operations`, {
      method: "POST",
      json: {
        code: "other",
        name,
        duration_minutes: 45,
        part_options: [
          { quality: "original", price: 1500, warranty_months: 12 },
          { quality: "compatible", price: 700, warranty_months: 3 },
        ],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.operation).toMatchObject({ name, code: "other", price: 700, duration_minutes: 45 })
    const shown = (await serviceOperationsOf()).find((o) => o.id === created.body.operation.id)!
    expect(shown.part_options).toEqual([
      { quality: "original", price: 1500, warranty_months: 12 },
      { quality: "compatible", price: 700, warranty_months: 3 },
    ])
    const deleted = await admin(`/admin/service/operations/${created.body.operation.id}`, { method: "DELETE" })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ id: created.body.operation.id, object: "service_operation", deleted: true })
    expect((await serviceOperationsOf()).some((o) => o.id === created.body.operation.id)).toBe(false)
    expect((await admin(`/admin/service/operations/${created.body.operation.id}`, { method: "DELETE" })).status).toBe(404)
  })

  it("refuses a new operation without name and parts with field errors, and an unknown model with 404", async () => {
    const model = (await admin("/admin/service/models")).body.models.find((m: any) => m.value === "iphone-13")
    const bad = await admin(`/admin/service/models/${model.id}/operations`, { method: "POST", json: { code: "laser", name: " ", part_options: [] } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["code", "name", "part_options"])
    const unknown = await admin(`/admin/service/models/nope/operations`, {
      method: "POST",
      json: { code: "other", name: "X", part_options: [{ quality: "original", price: 1, warranty_months: 1 }] },
    })
    expect(unknown.status).toBe(404)
  })
})

const fastlyUrl = process.env.FAKE_FASTLY_URL ?? ""

describe.skipIf(!fastlyUrl)("admin: a repair price change reaches shoppers at once", () => {
  // The CDN keeps the repair pages and answers for minutes; each price list write's event purges them
  // (subscribers/cdn-purge-price-lists.ts), a moment after the answer.
  const purgedKeys = async () => (await fastlyCalls(fastlyUrl)).flatMap((c) => c.keys)
  const iphone14 = { type: PHONES, manufacturer: "apple", model: "iphone-14", color: "blue" }

  it("an operation's change and a price list import purge the repair pages and answers; a refused change purges nothing", async () => {
    const model = (await admin("/admin/service/models")).body.models.find((m: any) => m.value === "iphone-14")
    const battery = (await admin(`/admin/service/models/${model.id}/operations`)).body.operations.find((o: any) => o.code === "battery")
    await clearFastlyCalls(fastlyUrl)
    const refused = await admin(`/admin/service/operations/${battery.id}`, {
      method: "POST",
      json: { part_options: [{ quality: "gold", price: -1, warranty_months: 6 }] },
    })
    expect(refused.status).toBe(400)
    expect((await admin("/admin/service/operations/sop_missing", { method: "POST", json: { name: "X" } })).status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await fastlyCalls(fastlyUrl)).toEqual([])

    const changed = await admin(`/admin/service/operations/${battery.id}`, { method: "POST", json: { is_available: battery.is_available } })
    expect(changed.status).toBe(200)
    await expect.poll(purgedKeys, { timeout: 15_000 }).toEqual(expect.arrayContaining(["service", "endpoint-service"]))

    await clearFastlyCalls(fastlyUrl)
    const original = (await serviceOperationsOf(iphone14)).find((o) => o.id === battery.id)!.part_options.find((o) => o.quality === "original")!
    const imported = await admin("/admin/service/prices/import", {
      method: "POST",
      json: { filename: "p.csv", content: `model,operation,quality,price\niphone-14,${battery.name},original,${original.price}\n` },
    })
    expect(imported.status, JSON.stringify(imported.body)).toBe(200)
    await expect.poll(purgedKeys, { timeout: 15_000 }).toEqual(expect.arrayContaining(["service", "endpoint-service"]))
  })
})

describe("price list per device type", () => {
  it("lists the types, and for phones every model by manufacturer with its repairs and part qualities", async () => {
    const all = await store("/store/service/price-list")
    expect(all.status).toBe(200)
    expect(all.body.type).toBeNull()
    expect(all.body.types.map((t: any) => t.value)).toContain(PHONES)
    const res = await store(`/store/service/price-list?type=${PHONES}`)
    expect(res.status).toBe(200)
    expect(res.body.type.value).toBe(PHONES)
    expect(res.body.currency_code).toBe(CURRENCY)
    const apple = res.body.manufacturers.find((m: any) => m.value === "apple")
    const model = apple.models.find((m: any) => m.value === "iphone-13")
    expect(model.url).toBe(`${PREFIX}/${PHONES}/apple/iphone-13`)
    const battery = model.operations.find((o: any) => o.code === "battery")
    expect(battery.part_options.map((p: any) => p.quality)).toEqual(["original", "compatible"])
    expect(battery.part_options[0]).toEqual({ quality: "original", price: expect.any(Number), warranty_months: expect.any(Number), is_available: true })
    expect(battery.price).toBe(Math.min(...battery.part_options.map((p: any) => p.price)))
    const unknown = await store("/store/service/price-list?type=nope")
    expect(unknown.body.manufacturers).toEqual([])
  })
})

describe("CSV import of repair prices", () => {
  const importCsv = (filename: string, content: string) => admin("/admin/service/prices/import", { method: "POST", json: { filename, content } })
  const iphone14 = { type: PHONES, manufacturer: "apple", model: "iphone-14", color: "blue" }

  it("refuses what the buy-out price import refuses, with the same messages", async () => {
    const xlsx = await importCsv("prices.xlsx", "model,operation,quality,price")
    expect([xlsx.status, xlsx.body.message]).toEqual([400, msg.onlyCsv])
    const noPrice = await importCsv("prices.csv", `model,operation,quality\niphone-14,${text.battery},original\n`)
    expect([noPrice.status, noPrice.body.message, noPrice.body.missing]).toEqual([400, msg.missingColumns("price"), ["price"]])
  })

  it("names every bad row and changes nothing", async () => {
    const before = await serviceOperationsOf(iphone14)
    const res = await importCsv(
      "prices.csv",
      `model;operation;quality;price\niphone-14;${text.battery};compatible;999\nno-such-phone;${text.battery};original;1\niphone-14;Teleport;original;1\niphone-14;${text.display};gold;abc\n`,
    )
    expect(res.status).toBe(400)
    expect(res.body.code).toBe("import_failed")
    const rows: string[] = res.body.errors.rows
    expect(rows).toHaveLength(4)
    expect(rows[0]).toContain("no-such-phone")
    expect(rows[1]).toContain("Teleport")
    expect(rows.slice(2).join(" ")).toContain("gold")
    expect(rows.slice(2).join(" ")).toContain("abc")
    expect(await serviceOperationsOf(iphone14)).toEqual(before)
  })

  it("sets part prices and warranty from a semicolon CSV, which the shop shows at once", async () => {
    const res = await importCsv(
      "ceny.csv",
      `model;operation;quality;price;warranty_months\niphone-14;${text.battery.toUpperCase()};compatible;1 234;9\niphone-14;${text.display};original;6 490;\n`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({ rows: 2, updated: 2, created: 0, models: 1 })
    const ops = await serviceOperationsOf(iphone14)
    const battery = ops.find((o) => o.code === "battery")!
    expect(battery.part_options.find((o) => o.quality === "compatible")).toEqual({ quality: "compatible", price: 1234, warranty_months: 9 })
    expect(battery.price).toBe(Math.min(...battery.part_options.map((o) => o.price)))
    expect(ops.find((o) => o.code === "display")!.part_options[0]).toMatchObject({ quality: "original", price: 6490 })
  })
})

describe("for_service flag of the type categories", () => {
  it("drops tablets from the service selector while their category is not for service", async () => {
    type Node = { id: string; type_device: string | null; for_service: boolean; children: Node[] }
    const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)])
    const tablets = flatten((await admin("/admin/type-categories")).body.type_categories).filter((c) => c.type_device === "tablet" && c.for_service)
    expect(tablets.length).toBeGreaterThan(0)
    try {
      for (const c of tablets) await admin(`/admin/type-categories/${c.id}`, { method: "PATCH", json: { for_service: false } })
      const types = (await store("/store/service/product-types")).body.map((t: any) => t.value)
      expect(types).toContain(PHONES)
      expect(types).not.toContain(TABLETS)
      const search = await store("/store/service/search?term=ipad")
      expect(search.body.result).toEqual([])
    } finally {
      for (const c of tablets) await admin(`/admin/type-categories/${c.id}`, { method: "PATCH", json: { for_service: true } })
    }
    expect((await store("/store/service/product-types")).body.map((t: any) => t.value)).toContain(TABLETS)
  })
})
