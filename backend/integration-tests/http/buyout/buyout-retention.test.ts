import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type pg from "pg"
import { admin, db, store } from "../../helpers/api"
import { PHONES, SENSITIVE, appraisalPayload, findDevice, newClientIp, sellPhone, storeFrom, type Device } from "../../helpers/buyout"

const post = (path: string, body: unknown) => admin(path, { method: "POST", json: body })
const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

/** The nightly job's workflow, run through Medusa's own admin route for workflows, with the job's default periods (cz: paid sales 10 years). */
const runRetention = () =>
  post("/admin/workflows-executions/buyout-erase-expired-personal-data/run", {
    input: { soldBefore: daysAgo(3650), unsoldBefore: daysAgo(180), quotesExpiredBefore: daysAgo(90) },
  })

let client: pg.Client
let phone: Device

beforeAll(async () => {
  phone = await findDevice(PHONES)
  client = db()
  await client.connect()
})
afterAll(() => client.end())

/** Moves a sale through the lifecycle as staff do, then pretends its last change was `days` ago. */
async function endedSale(statuses: string[], days: number) {
  const sale = await sellPhone(undefined, {}, phone)
  for (const status of statuses) expect((await post(`/admin/buyouts/${sale.id}/status`, { status })).status).toBe(200)
  await client.query(`update buyout_status_history set created_at = created_at - $2 * interval '1 day' where buyout_request_id = $1`, [sale.id, days])
  return sale
}

const PAID = ["device_received", "inspected", "accepted", "paid"]

describe("buy-out retention: the seller's personal data are erased when their time is up", () => {
  it("erases a paid sale after its retention and an unsold one after 180 days, keeps the sales and the younger ones", async () => {
    const oldPaid = await endedSale(PAID, 3700)
    const youngPaid = await endedSale(PAID, 3000)
    const oldCancelled = await endedSale(["cancelled"], 200)
    const youngCancelled = await endedSale(["cancelled"], 100)

    const run = await runRetention()
    expect(run.status).toBe(200)

    const detail = async (id: string) => (await admin(`/admin/buyouts/${id}`)).body.buyout
    const erased = await detail(oldPaid.id)
    expect(erased.personal_data_erased_at).toEqual(expect.any(String))
    expect(Object.values(erased.customer_data).every((value) => value === null)).toBe(true)
    // The sale stays for the accounts: number, device, price and its history.
    expect(erased).toEqual(expect.objectContaining({ number: oldPaid.number, status: "paid", price: expect.any(Number) }))
    expect(erased.status_history.map((h: any) => h.to_status)).toEqual(["new", ...PAID])
    const { rows } = await client.query(
      `select first_name, email, phone_number, personal_identification_number_encrypted as pin, identity_card_number_encrypted as card,
              bank_account_full_number_encrypted as account, search_text from buyout_request where id = $1`,
      [oldPaid.id],
    )
    expect(rows[0]).toEqual({ first_name: "", email: "", phone_number: "", pin: "", card: "", account: "", search_text: oldPaid.number.toLowerCase() })

    expect((await detail(oldCancelled.id)).personal_data_erased_at).toEqual(expect.any(String))
    for (const kept of [youngPaid, youngCancelled]) {
      const sale = await detail(kept.id)
      expect(sale.personal_data_erased_at).toBeNull()
      expect(sale.customer_data.e_mail).toBe(kept.email)
    }

    // Found by its number, no longer by the seller's e-mail; nothing left to reveal.
    expect((await admin(`/admin/buyouts?q=${oldPaid.number}`)).body.count).toBe(1)
    expect((await admin(`/admin/buyouts?q=${encodeURIComponent(oldPaid.email)}`)).body.count).toBe(0)
    const reveal = await post(`/admin/buyouts/${oldPaid.id}/reveal`, { reason: "tax audit" })
    expect(reveal.status).toBe(409)
    expect(reveal.body.code).toBe("personal_data_erased")
    expect(JSON.stringify(reveal.body)).not.toContain(SENSITIVE.pin)

    // A second run finds nothing more to do and leaves the erasure's time alone.
    expect((await runRetention()).status).toBe(200)
    expect((await detail(oldPaid.id)).personal_data_erased_at).toBe(erased.personal_data_erased_at)
  })

  it("deletes an e-mailed quote 90 days after it expired; its link then finds no quote", async () => {
    const send = storeFrom(newClientIp())
    const email = `quote-${Date.now()}@example.com`
    const sent = await send("/store/buyout/send-to-email", { method: "POST", json: { ...appraisalPayload(phone), e_mail: email } })
    expect(sent.status).toBe(201)
    await client.query(`update buyout_quote set expires_at = now() - interval '91 days' where code = $1`, [sent.body.code])

    expect((await runRetention()).status).toBe(200)
    const { rows } = await client.query(`select id from buyout_quote where email = $1`, [email])
    expect(rows).toEqual([])
    // The shop then says the quote is not found and offers a fresh appraisal (storefront routes/vykup.$.tsx).
    const reopened = await store(`/store/buyout/selector?url_code=${sent.body.code}`)
    expect(reopened.status).toBe(404)
    expect(reopened.body.code).toBe("quote_not_found")
  })
})
