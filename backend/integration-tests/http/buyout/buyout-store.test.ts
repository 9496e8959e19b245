import { beforeAll, describe, expect, it } from "vitest"
import { QUALITIES, formatMoney } from "@electroshop/domain"
import { CURRENCY, VARIANT, db, store } from "../../helpers/api"
import {
  LOCALE,
  PHONES,
  PREFIX,
  SENSITIVE,
  TABLETS,
  THANKS,
  VALID_IMEI,
  appraisalPayload,
  bestAnswers,
  customerData,
  findDevice,
  msg,
  newClientIp,
  sellPayload,
  sellPhone,
  storeFrom,
  reviewSale,
  lookUpStatus,
  unbuyableAnswers,
  waitForMail,
  type Device,
} from "../../helpers/buyout"

const json = (body: unknown) => ({ method: "POST", json: body })
const qualityOrder = (results: { quality: string | null }[]) => results.map((r) => QUALITIES.indexOf(r.quality as any))

let phone: Device
let tablet: Device

beforeAll(async () => {
  phone = await findDevice(PHONES)
  tablet = await findDevice(TABLETS)
})

describe("buy-out catalogue (selector lists)", () => {
  it("lists the device types the shop buys, phones under the variant's slug", async () => {
    const { status, body } = await store("/store/buyout/product-types")
    expect(status).toBe(200)
    const values = body.map((t: any) => t.value)
    expect(values[0]).toBe(PHONES)
    expect(values).toContain(TABLETS)
    expect(values).toContain(VARIANT === "cz" ? "chytre-hodinky" : "ceasuri-inteligente")
    // the laptop type exists but is not bought (for_buyout = false)
    expect(values).not.toContain(VARIANT === "cz" ? "notebooky" : "laptopuri")
    for (const t of body) expect(Object.keys(t).sort()).toEqual(["label", "value"])
  })

  it("has at least 30 devices over phones, tablets and watches, each with colours and 2–5 grades in order", async () => {
    const types = (await store("/store/buyout/product-types")).body
    let models = 0
    const manufacturers = new Set<string>()
    for (const type of types) {
      const makers = (await store(`/store/buyout/manufacturers?type=${type.value}`)).body
      expect(makers.length).toBeGreaterThan(0)
      for (const maker of makers) {
        manufacturers.add(maker.value)
        const list = (await store(`/store/buyout/models?type=${type.value}&manufacturer=${maker.value}`)).body
        for (const model of list) {
          models++
          const colors = (await store(`/store/buyout/colors?model=${model.value}`)).body
          expect(colors.length).toBeGreaterThan(0)
          expect(colors[0]).toEqual(expect.objectContaining({ value: expect.any(String), label: expect.any(String), image_alt: expect.any(String) }))
          const { appraisal } = (await store(`/store/buyout/appraisal-form?color=${colors[0].value}`)).body
          expect(appraisal.appraisal_result.length).toBeGreaterThanOrEqual(2)
          expect(appraisal.appraisal_result.length).toBeLessThanOrEqual(5)
          const order = qualityOrder(appraisal.appraisal_result)
          expect(order).toEqual([...order].sort((a, b) => a - b))
          expect(appraisal.appraisal_result.every((r: any) => r.price > 0)).toBe(true)
        }
      }
    }
    expect(models).toBeGreaterThanOrEqual(30)
    expect(manufacturers.size).toBeGreaterThanOrEqual(4)
  })

  it("asks about display, body, battery, original charger and functions, marking charger and battery", async () => {
    const conditions = phone.appraisal.device_conditions
    expect(conditions.length).toBeGreaterThanOrEqual(5)
    expect(conditions.filter((c) => c.kind === "battery")).toHaveLength(1)
    expect(conditions.filter((c) => c.kind === "charger")).toHaveLength(1)
    expect(conditions.some((c) => c.type === "common")).toBe(true)
    expect(conditions.filter((c) => c.type === "quality" && !c.kind).length).toBeGreaterThanOrEqual(2)
    for (const c of conditions) {
      for (const choice of c.choices) {
        expect(choice).toEqual({
          value: expect.any(Number),
          label: expect.any(String),
          appraisal_result: expect.toSatisfy((v: unknown) => v === null || typeof v === "number"),
          price_correction: expect.any(Number),
        })
      }
    }
    expect(phone.appraisal.minimal_buyout_price).toBeGreaterThan(0)
    expect(phone.appraisal.version).toMatch(/^[0-9a-f]{16}$/)
  })

  it("tells the max bonus of models the shop also sells, and none for the others", async () => {
    const bonusOf = async (model: string) => {
      const [color] = (await store(`/store/buyout/colors?model=${model}`)).body
      return (await store(`/store/buyout/appraisal-form?color=${color.value}`)).body.appraisal.max_bonus_percent
    }
    expect(await bonusOf("iphone-16-pro")).toBe(15)
    expect(await bonusOf("iphone-15")).toBe(10)
    expect(await bonusOf("iphone-15-pro")).toBeNull()
  })

  it("answers 400 with the field named when a required parameter is missing, in the shop language", async () => {
    for (const path of ["/store/buyout/manufacturers", "/store/buyout/models?type=" + PHONES, "/store/buyout/colors", "/store/buyout/appraisal-form"]) {
      const { status, body } = await store(path)
      expect(status, path).toBe(400)
      expect(Object.values(body.errors).flat()).toContain(msg.form("required"))
    }
  })

  it("lists country options with the shop's country first, and the buy-out centres of the variant", async () => {
    const countries = (await store("/store/buyout/countries")).body
    expect(countries[0].value).toBe(VARIANT)
    expect(countries.map((c: any) => c.value)).toEqual(expect.arrayContaining(["cz", "ro", "sk", "pl", "de"]))
    expect(countries.find((c: any) => c.value === "sk").label).toBe(VARIANT === "cz" ? "Slovensko" : "Slovacia")

    const centers = (await store("/store/buyout-centers")).body
    expect(centers.length).toBeGreaterThanOrEqual(2)
    expect(centers.length).toBeLessThanOrEqual(3)
    for (const c of centers) {
      expect(c.country).toBe(VARIANT)
      expect(c.name && c.street && c.city && c.postcode).toBeTruthy()
      expect(c.opening_hours.length).toBeGreaterThan(0)
      expect(c.opening_hours[0]).toEqual({ days: expect.any(String), hours: expect.any(String) })
    }
  })
})

describe("GET /store/buyout/selector and selector-url", () => {
  it("resolves a storefront path into the selection, the choice lists and the appraisal", async () => {
    const q = `type=${phone.type}&manufacturer=${phone.manufacturer}&model=${phone.model}&color=${phone.colorSlug}`
    const { status, body } = await store(`/store/buyout/selector?${q}`)
    expect(status).toBe(200)
    expect(body.selected_choices).toEqual(
      expect.objectContaining({ product_type: PHONES, product_manufacturer: "apple", product_model: phone.model, product_color: phone.color }),
    )
    expect(body.choices.product_type.map((c: any) => c.value)).toContain(PHONES)
    expect(body.choices.product_manufacturer.map((c: any) => c.value)).toContain("apple")
    expect(body.choices.product_model.map((c: any) => c.value)).toContain(phone.model)
    expect(body.choices.product_color.map((c: any) => c.value)).toContain(phone.color)
    expect(body.appraisal).toEqual(phone.appraisal)

    const url = (await store(`/store/buyout/selector-url?${q}`)).body.url
    expect(url).toBe(`${PREFIX}/${PHONES}/apple/${phone.model}/${phone.colorSlug}`)
    expect(body.url).toBe(url)
  })

  it("keeps the consistent part of a partial or wrong selection", async () => {
    const partial = (await store(`/store/buyout/selector?type=${PHONES}`)).body
    expect(partial.selected_choices.product_type).toBe(PHONES)
    expect(partial.selected_choices.product_manufacturer).toBeNull()
    expect(partial.choices.product_manufacturer.length).toBeGreaterThan(0)
    expect(partial.choices.product_model).toEqual([])
    expect(partial.appraisal).toBeNull()

    const wrong = await store(`/store/buyout/selector-url?type=${PHONES}&manufacturer=apple&model=no-such-model&color=black`)
    expect(wrong.body.url).toBe(`${PREFIX}/${PHONES}/apple`)
    const none = await store(`/store/buyout/selector`)
    expect(none.status).toBe(200)
    expect(none.body.selected_choices.product_type).toBeNull()
  })

  it("answers an unknown colour of the appraisal form with 400, a message and the url to go to", async () => {
    const { status, body } = await store("/store/buyout/appraisal-form?color=no-such-colour")
    expect(status).toBe(400)
    expect(body.message).toEqual(expect.any(String))
    expect(body.url).toBe(PREFIX)
  })
})

describe("POST /store/buyout/appraise", () => {
  it("grades the best answers with the best result and its price", async () => {
    const { status, body } = await store("/store/buyout/appraise", json(appraisalPayload(phone)))
    expect(status).toBe(200)
    const best = phone.appraisal.appraisal_result[0]
    expect(body).toEqual({ quality: best.quality, price: best.price, url: best.url, can_buyout: true, complete: true })
  })

  it("takes the worse of the first two quality answers and adds every price correction (battery, charger)", async () => {
    const a = phone.appraisal
    const [display, bodyCondition] = a.device_conditions.filter((c) => c.type === "quality" && !c.kind)
    const battery = a.device_conditions.find((c) => c.kind === "battery")!
    const charger = a.device_conditions.find((c) => c.kind === "charger")!
    const worstGraded = (c: typeof display) => [...c.choices].reverse().find((ch) => ch.appraisal_result !== null)!
    const displayChoice = worstGraded(display)
    const batteryChoice = battery.choices[battery.choices.length - 1]
    const chargerChoice = charger.choices[charger.choices.length - 1]
    const choices = a.device_conditions.map((c) =>
      c === display ? displayChoice.value : c === battery ? batteryChoice.value : c === charger ? chargerChoice.value : c.choices[0].value,
    )
    const result = a.appraisal_result.find((r) => r.id === displayChoice.appraisal_result)!
    const expected = Math.max(a.minimal_buyout_price, result.price + batteryChoice.price_correction + chargerChoice.price_correction)
    expect(batteryChoice.price_correction).toBeLessThan(0)
    expect(bodyCondition.choices[0].appraisal_result).toBe(a.appraisal_result[0].id)

    const { body } = await store("/store/buyout/appraise", json({ ...appraisalPayload(phone), device_condition_choices: choices }))
    expect(body.quality).toBe(result.quality)
    expect(body.price).toBe(expected)
    expect(body.can_buyout).toBe(true)
  })

  it("makes no offer (no grade, no price) until every question is answered", async () => {
    const best = bestAnswers(phone.appraisal)
    for (let answered = 1; answered < best.length; answered += 1) {
      const { status, body } = await store("/store/buyout/appraise", json(appraisalPayload(phone, best.slice(0, answered))))
      expect(status).toBe(200)
      expect(body, `${answered} of ${best.length} answers`).toEqual({ quality: null, price: null, url: null, can_buyout: true, complete: false })
    }
  })

  it("reports a device that is not bought in that state (can_buyout false)", async () => {
    const { status, body } = await store("/store/buyout/appraise", json(appraisalPayload(phone, unbuyableAnswers(phone.appraisal))))
    expect(status).toBe(200)
    expect(body.can_buyout).toBe(false)
  })

  it("refuses an outdated appraisal version with 400 asking to reload, and the url of the device", async () => {
    const { status, body } = await store("/store/buyout/appraise", json({ ...appraisalPayload(phone), appraisal_version: "0000000000000000" }))
    expect(status).toBe(400)
    expect(body.message).toBe(msg.stale)
    expect(body.code).toBe("appraisal_version_changed")
    expect(body.url).toBe(`${PREFIX}/${PHONES}/apple/${phone.model}/${phone.colorSlug}`)
  })

  it("answers bad input with 400 and field errors, never 500", async () => {
    const other = await findDevice(PHONES, "apple", 1)
    const foreign = other.appraisal.device_conditions[0].choices[0].value
    const cases: [unknown, string][] = [
      [{}, "device_identifier"],
      [{ ...appraisalPayload(phone), device_identifier: "no-such-colour" }, "device_identifier"],
      [{ ...appraisalPayload(phone), device_condition_choices: [foreign] }, "device_condition_choices"],
      [{ ...appraisalPayload(phone), device_condition_choices: "x" }, "device_condition_choices"],
      [
        {
          ...appraisalPayload(phone),
          device_condition_choices: [phone.appraisal.device_conditions[0].choices[0].value, phone.appraisal.device_conditions[0].choices[1].value],
        },
        "device_condition_choices",
      ],
    ]
    for (const [payload, field] of cases) {
      const { status, body } = await store("/store/buyout/appraise", json(payload))
      expect(status, JSON.stringify(payload)).toBe(400)
      expect(body.errors[field], JSON.stringify(body)).toEqual([expect.any(String)])
    }
    const garbage = await store("/store/buyout/appraise", { method: "POST", body: "[1,2,3]", headers: { "content-type": "application/json" } })
    expect(garbage.status).toBe(400)
  })
})

describe("POST /store/buyout/send-to-email", () => {
  it("rejects an invalid address with { errors: { e_mail } }", async () => {
    const post = storeFrom(newClientIp())
    const { status, body } = await post("/store/buyout/send-to-email", json({ ...appraisalPayload(phone), e_mail: "not-an-email" }))
    expect(status).toBe(400)
    expect(body.errors).toEqual({ e_mail: [msg.form("invalid_email")] })
    const missing = await post("/store/buyout/send-to-email", json(appraisalPayload(phone)))
    expect(missing.body.errors).toEqual({ e_mail: [msg.form("required")] })
  })

  it("e-mails the quote with grade, formatted price and a link that reopens it", async () => {
    const email = `quote-${Date.now()}@example.com`
    const post = storeFrom(newClientIp())
    const { status, body } = await post("/store/buyout/send-to-email", json({ ...appraisalPayload(phone), e_mail: email }))
    expect(status).toBe(201)
    expect(body.code).toMatch(/^[A-Za-z0-9]{16}$/)
    const best = phone.appraisal.appraisal_result[0]
    // The offer quoted, as the appraise route answers it: the page that sent the quote shows it without appraising again.
    const appraised = await post("/store/buyout/appraise", json(appraisalPayload(phone)))
    expect(body.appraisal).toEqual(appraised.body)
    expect(body.appraisal).toEqual(expect.objectContaining({ quality: best.quality, price: best.price, complete: true, can_buyout: true }))

    const mail = await waitForMail(email)
    expect(mail.text).toContain(formatMoney(best.price, CURRENCY, LOCALE))
    expect(mail.text).toContain(`${VARIANT === "cz" ? "Stav (kvalita)" : "Stare (calitate)"}: ${best.quality}`)
    expect(mail.text).toContain(`${PREFIX}?url_code=${body.code}`)
    expect(mail.html).toContain(`url_code=${body.code}`)

    const reopened = await store(`/store/buyout/selector?url_code=${body.code}`)
    expect(reopened.status).toBe(200)
    expect(reopened.body.selected_choices).toEqual(
      expect.objectContaining({ product_model: phone.model, product_color: phone.color, device_condition_choices: bestAnswers(phone.appraisal) }),
    )
    expect(reopened.body.appraisal.version).toBe(phone.appraisal.version)
    expect(reopened.body.quote).toEqual(expect.objectContaining({ e_mail: email, quality: best.quality, price: best.price, expired: false }))

    const unknown = await store("/store/buyout/selector?url_code=doesnotexist1234")
    expect(unknown.status).toBe(404)
    expect(unknown.body.url).toBe(PREFIX)
  })

  it("refuses a quote for a device that is not bought or an outdated version", async () => {
    const post = storeFrom(newClientIp())
    const unbuyable = await post(
      "/store/buyout/send-to-email",
      json({ ...appraisalPayload(phone, unbuyableAnswers(phone.appraisal)), e_mail: "a@example.com" }),
    )
    expect(unbuyable.status).toBe(400)
    expect(unbuyable.body.code).toBe("cannot_buyout")
    const stale = await post("/store/buyout/send-to-email", json({ ...appraisalPayload(phone), appraisal_version: "x", e_mail: "a@example.com" }))
    expect(stale.status).toBe(400)
    expect(stale.body.message).toBe(msg.stale)
  })

  it("allows 5 quotes per client in 10 minutes, then answers 429 with a translated message; the count lives in PostgreSQL", async () => {
    const ip = newClientIp()
    const post = storeFrom(ip)
    const payload = { ...appraisalPayload(phone), e_mail: `limit-${Date.now()}@example.com` }
    for (let i = 0; i < 5; i++) expect((await post("/store/buyout/send-to-email", json(payload))).status).toBe(201)
    const limited = await post("/store/buyout/send-to-email", json(payload))
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe("rate_limited")
    expect(limited.body.message).toMatch(VARIANT === "cz" ? /^Příliš mnoho požadavků/ : /^Prea multe cereri/)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)

    // another client is not affected
    expect((await storeFrom(newClientIp())("/store/buyout/send-to-email", json(payload))).status).toBe(201)

    const client = db()
    await client.connect()
    try {
      // Only the 5 sent e-mails count; the refused sixth does not.
      const { rows } = await client.query("select sum(hits)::int as hits from rate_limit_counter where key = $1", [`send-to-email:${ip}`])
      expect(rows[0].hits).toBe(5)
    } finally {
      await client.end()
    }
  })
})

describe("POST /store/buyout/sell-online", () => {
  it("creates the sale: 201, Location of the thank-you page, { id, number }, and a confirmation e-mail", async () => {
    const email = `sell-${Date.now()}@example.com`
    const post = storeFrom(newClientIp())
    // a price sent by the client is ignored: the server appraises again
    const payload = { ...sellPayload(phone, { customer_data: customerData({ e_mail: email }) }), price: 1, quality: "A+" }
    const { status, body, headers } = await post("/store/buyout/sell-online", json(payload))
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.number).toMatch(VARIANT === "cz" ? /^VK\d{6}$/ : /^RV\d{6}$/)
    expect(headers.get("location")).toBe(`${THANKS}${body.id}`)

    const mail = await waitForMail(email)
    expect(mail.subject).toContain(body.number)
    expect(mail.text).toContain(formatMoney(phone.appraisal.appraisal_result[0].price, CURRENCY, LOCALE))
    expect(mail.text).toContain(`number=${body.number}`)

    const review = await reviewSale(body.id, body.review_token)
    expect(review.status).toBe(200)
    const r = review.body
    expect(r.product_type_choice.value).toBe(PHONES)
    expect(r.manufacturer_choice.value).toBe("apple")
    expect(r.product_model_choice.value).toBe(phone.model)
    expect(r.product_color_choice.value).toBe(phone.color)
    expect(r.appraisal_result).toEqual(phone.appraisal.appraisal_result)
    expect(r.version).toBe(phone.appraisal.version)
    expect(r.minimal_buyout_price).toBe(phone.appraisal.minimal_buyout_price)
    expect(r.conditions_appraisal_result.price).toBe(phone.appraisal.appraisal_result[0].price)
    expect(r.device_conditions.map((c: any) => c.value)).toEqual(bestAnswers(phone.appraisal))
    expect(r.device_conditions.every((c: any) => c.disabled === true)).toBe(true)
    expect(r.customer_data.personal_identification_number).toBe(`******${SENSITIVE.pin.slice(-4)}`)
    expect(r.customer_data.identity_card_number).toBe(`******${SENSITIVE.card.slice(-4)}`)
    expect(r.customer_data.bank_account_full_number).toBe(`******${SENSITIVE.account.slice(-4)}`)
    expect(r.customer_data.e_mail).toBe(email)
    expect(r.pickup_address).toBeNull()
    expect(r.buyout_device.imei).toBe(VALID_IMEI)
    expect(JSON.stringify(r)).not.toContain(SENSITIVE.pin)
    expect(JSON.stringify(r)).not.toContain(SENSITIVE.account)

    const missing = await store("/store/buyout/bout_does_not_exist")
    expect(missing.status).toBe(404)
  })

  it("stores the birth number / CNP, ID card number and bank account encrypted", async () => {
    const sale = await sellPhone()
    const client = db()
    await client.connect()
    try {
      const { rows } = await client.query("select row_to_json(b)::text as row, b.* from buyout_request b where id = $1", [sale.id])
      expect(rows).toHaveLength(1)
      const row = rows[0]
      for (const plain of [SENSITIVE.pin, SENSITIVE.card, SENSITIVE.account, SENSITIVE.pin.slice(0, 6)]) expect(row.row).not.toContain(plain)
      expect(row.personal_identification_number_encrypted).toMatch(/^v1:[0-9a-f]{8}:/)
      expect(row.identity_card_number_encrypted).toMatch(/^v1:/)
      expect(row.bank_account_full_number_encrypted).toMatch(/^v1:/)
      // random IVs: the same value never encrypts the same way twice
      const { rows: again } = await client.query(
        "select personal_identification_number_encrypted as pin from buyout_request where id <> $1 and personal_identification_number_encrypted is not null limit 1",
        [sale.id],
      )
      if (again.length) expect(again[0].pin).not.toBe(row.personal_identification_number_encrypted)
    } finally {
      await client.end()
    }
  })

  it("reports each invalid field under its group (customer_data, pickup_address, buyout_device), and only those", async () => {
    const post = storeFrom(newClientIp())
    const { status, body } = await post(
      "/store/buyout/sell-online",
      json(
        sellPayload(phone, {
          customer_data: customerData({
            personal_identification_number: VARIANT === "cz" ? "7103192746" : "1630615123458",
            e_mail: "nope",
            identity_valid_to: "32.01.2030",
            degree_before_name: "ing",
            first_name: "",
          }),
          pickup_address: { street: "", city: "Brno", postcode: "12", country: VARIANT, district: "", delivery_extra_info: "" },
          buyout_device: { imei: "490154203237519", serial_number: "", note: "" },
        }),
      ),
    )
    expect(status).toBe(400)
    expect(body.code).toBe("validation_error")
    expect(body.message).toEqual(expect.any(String))
    expect(body.errors).toEqual({
      customer_data: {
        personal_identification_number: [msg.form(VARIANT === "cz" ? "invalid_birth_number" : "invalid_cnp")],
        e_mail: [msg.form("invalid_email")],
        identity_valid_to: [msg.form("invalid_date")],
        degree_before_name: [msg.form("invalid_title")],
        first_name: [msg.form("required")],
      },
      pickup_address: { street: [msg.form("required")], postcode: [msg.form("invalid_postcode")] },
      buyout_device: { imei: [msg.form("invalid_imei")] },
    })
  })

  it("requires every customer field when nothing is sent, and the IMEI for phones", async () => {
    const post = storeFrom(newClientIp())
    const { status, body } = await post("/store/buyout/sell-online", json({ ...appraisalPayload(phone) }))
    expect(status).toBe(400)
    const required = [msg.form("required")]
    expect(body.errors.customer_data).toEqual(
      expect.objectContaining({
        personal_identification_number: required,
        identity_card_number: required,
        identity_released_by: required,
        identity_valid_to: required,
        first_name: required,
        last_name: required,
        e_mail: required,
        phone_number: required,
        street: required,
        city: required,
        postcode: required,
        bank_account_full_number: required,
      }),
    )
    expect(body.errors.customer_data.degree_before_name).toBeUndefined()
    expect(body.errors.customer_data.district).toBeUndefined()
    expect(body.errors.pickup_address).toBeUndefined()
    expect(body.errors.buyout_device).toEqual({ imei: required })
  })

  it("applies the variant's identity and bank rules, an ID card in the past, and the phone format", async () => {
    const post = storeFrom(newClientIp())
    const overrides =
      VARIANT === "cz"
        ? { bank_account_full_number: "4278-727558021", bank_code: "9999", identity_valid_to: "01.01.2001", phone_number: "123" }
        : { bank_account_full_number: "RO49AAAA1B31007593840001", identity_valid_to: "01.01.2001", phone_number: "123" }
    const { status, body } = await post("/store/buyout/sell-online", json(sellPayload(phone, { customer_data: customerData(overrides) })))
    expect(status).toBe(400)
    const expected: Record<string, string[]> =
      VARIANT === "cz"
        ? { bank_account_full_number: [msg.form("invalid_prefix")], bank_code: [msg.form("invalid_bank_code")] }
        : { bank_account_full_number: [msg.form("invalid_iban")] }
    expect(body.errors.customer_data).toEqual({
      ...expected,
      identity_valid_to: [VARIANT === "cz" ? "Platnost dokladu již skončila." : "Actul de identitate a expirat."],
      phone_number: [msg.form("invalid_phone")],
    })
  })

  it('refuses an ID card number that is not one ("12"), with the translated message, and keeps a valid one compact', async () => {
    const post = storeFrom(newClientIp())
    for (const bad of ["12", VARIANT === "cz" ? "RX482915" : "204851377"]) {
      const { status, body } = await post("/store/buyout/sell-online", json(sellPayload(phone, { customer_data: customerData({ identity_card_number: bad }) })))
      expect(status).toBe(400)
      expect(body.errors).toEqual({ customer_data: { identity_card_number: [msg.form("invalid_identity_card")] } })
    }
    expect(msg.form("invalid_identity_card")).toBe(
      VARIANT === "cz" ? "Zadejte platné číslo občanského průkazu (9 číslic)." : "Introduceți seria și numărul actului de identitate (2 litere și 6 cifre).",
    )
    const spaced = VARIANT === "cz" ? "204 851 377" : "rx 482915"
    const ok = await post("/store/buyout/sell-online", json(sellPayload(phone, { customer_data: customerData({ identity_card_number: spaced }) })))
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
  })

  it("asks for the serial number instead of the IMEI for other types, and checks its characters", async () => {
    const post = storeFrom(newClientIp())
    const none = await post("/store/buyout/sell-online", json(sellPayload(tablet, { buyout_device: { imei: "", serial_number: "", note: "" } })))
    expect(none.status).toBe(400)
    expect(none.body.errors).toEqual({ buyout_device: { serial_number: [msg.form("required")] } })
    const bad = await post("/store/buyout/sell-online", json(sellPayload(tablet, { buyout_device: { imei: "", serial_number: "DMP* 12", note: "" } })))
    expect(bad.body.errors).toEqual({ buyout_device: { serial_number: [msg.form("invalid_serial_number")] } })
    const ok = await post("/store/buyout/sell-online", json(sellPayload(tablet, { buyout_device: { imei: "", serial_number: "DMPXK2LLQ1GC", note: "" } })))
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
  })

  it("stores an alternative pickup address when one is given", async () => {
    const post = storeFrom(newClientIp())
    const pickup =
      VARIANT === "cz"
        ? { district: "Praha 2", street: "Vinohradská 12", city: "Praha", postcode: "12000", country: "cz", delivery_extra_info: "3. patro" }
        : { district: "Sector 1", street: "Calea Victoriei 1", city: "București", postcode: "010063", country: "ro", delivery_extra_info: "etaj 3" }
    const { status, body } = await post("/store/buyout/sell-online", json(sellPayload(phone, { pickup_address: pickup })))
    expect(status).toBe(201)
    const review = await reviewSale(body.id, body.review_token)
    expect(review.body.pickup_address).toEqual({ ...pickup, postcode: VARIANT === "cz" ? "120 00" : "010063" })
  })

  it("refuses an outdated version, an unbuyable device and unanswered questions, recomputing on the server", async () => {
    const post = storeFrom(newClientIp())
    const stale = await post("/store/buyout/sell-online", json(sellPayload(phone, { appraisal_version: "outdated" })))
    expect(stale.status).toBe(400)
    expect(stale.body.message).toBe(msg.stale)
    expect(stale.body.url).toContain(`${PREFIX}/${PHONES}/`)

    const unbuyable = await post("/store/buyout/sell-online", json(sellPayload(phone, { device_condition_choices: unbuyableAnswers(phone.appraisal) })))
    expect(unbuyable.status).toBe(400)
    expect(unbuyable.body.code).toBe("cannot_buyout")

    const incomplete = await post("/store/buyout/sell-online", json(sellPayload(phone, { device_condition_choices: bestAnswers(phone.appraisal).slice(1) })))
    expect(incomplete.status).toBe(400)
    expect(incomplete.body.errors.device_condition_choices).toHaveLength(1)
  })

  it("never answers malformed bodies with 500", async () => {
    const post = storeFrom(newClientIp())
    for (const body of [
      "[]",
      '"text"',
      JSON.stringify({ ...appraisalPayload(phone), customer_data: "x", buyout_device: 5, pickup_address: "y" }),
      JSON.stringify({ ...appraisalPayload(phone), customer_data: { ...customerData(), first_name: { a: 1 }, postcode: ["x"] } }),
    ]) {
      const res = await post("/store/buyout/sell-online", { method: "POST", body, headers: { "content-type": "application/json" } })
      expect(res.status, body).toBe(400)
    }
  })
})

describe("POST /store/buyout/status", () => {
  it("shows the status and history for the number and e-mail, 404 otherwise", async () => {
    const sale = await sellPhone()
    const { status, body } = await lookUpStatus(sale.number.toLowerCase(), sale.email.toUpperCase())
    expect(status).toBe(200)
    expect(body).toEqual(expect.objectContaining({ number: sale.number, status: "new", currency_code: CURRENCY }))
    expect(body.history).toEqual([expect.objectContaining({ status: "new", status_label: expect.any(String) })])
    expect(body.device.model).toEqual(expect.any(String))

    expect((await lookUpStatus(sale.number, "other@example.com")).status).toBe(404)
    expect((await storeFrom(newClientIp())("/store/buyout/status", { method: "POST", json: { number: sale.number } })).status).toBe(400)
  })
})
