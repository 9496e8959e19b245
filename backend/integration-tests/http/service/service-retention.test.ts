import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type pg from "pg"
import { admin, db } from "../../helpers/api"
import { newClientIp, storeFrom } from "../../helpers/buyout"
import { orderBattery } from "../../helpers/service"

const post = (path: string, body: unknown) => admin(path, { method: "POST", json: body })
const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

/** The nightly job's workflow, run through Medusa's own admin route for workflows, with the job's default period (3 years). */
const runRetention = () => post("/admin/workflows-executions/service-erase-expired-personal-data/run", { input: { endedBefore: daysAgo(1095) } })

let client: pg.Client
beforeAll(async () => {
  client = db()
  await client.connect()
})
afterAll(() => client.end())

/** A repair order moved through `statuses` by staff, its last change pretended `days` ago. */
async function endedOrder(statuses: string[], days: number) {
  const { res: created, email } = await orderBattery()
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id = (await admin(`/admin/service/orders?q=${created.body.number}`)).body.orders[0].id as string
  for (const status of statuses) expect((await post(`/admin/service/orders/${id}/status`, { status })).status).toBe(200)
  await client.query(`update service_order_status_history set created_at = created_at - $2 * interval '1 day' where service_order_id = $1`, [id, days])
  return { id, number: created.body.number as string, email }
}

const COMPLETED = ["received", "in_repair", "ready", "completed"]

describe("repair orders' retention: the customer's personal data are erased when their time is up", () => {
  it("erases a finished order after 3 years, keeps the order and the younger or unfinished ones", async () => {
    const old = await endedOrder(COMPLETED, 1200)
    const oldCancelled = await endedOrder(["cancelled"], 1200)
    const young = await endedOrder(COMPLETED, 1000)
    const oldOpen = await endedOrder(["received"], 1200)

    expect((await runRetention()).status).toBe(200)

    const detail = async (id: string) => (await admin(`/admin/service/orders/${id}`)).body.order
    const erased = await detail(old.id)
    expect(erased).toMatchObject({ number: old.number, status: "completed", first_name: "", last_name: "", email: "", phone: "", imei: null, note: null })
    expect(erased.personal_data_erased_at).toEqual(expect.any(String))
    expect(erased.operations).toHaveLength(1)
    expect(erased.status_history.map((h: { to_status: string }) => h.to_status)).toEqual(["new", ...COMPLETED])
    expect((await detail(oldCancelled.id)).personal_data_erased_at).toEqual(expect.any(String))
    for (const kept of [young, oldOpen]) {
      const order = await detail(kept.id)
      expect(order.personal_data_erased_at).toBeNull()
      expect(order.email).toBe(kept.email)
    }

    // Found by its number, no longer by the customer's e-mail, and the status page no longer opens with it.
    expect((await admin(`/admin/service/orders?q=${old.number}`)).body.orders).toHaveLength(1)
    expect((await admin(`/admin/service/orders?q=${encodeURIComponent(old.email)}`)).body.orders).toHaveLength(0)
    expect((await storeFrom(newClientIp())("/store/service/status", { method: "POST", json: { number: old.number, contact: old.email } })).status).toBe(404)

    // A second run finds nothing more to do and leaves the erasure's time alone.
    expect((await runRetention()).status).toBe(200)
    expect((await detail(old.id)).personal_data_erased_at).toBe(erased.personal_data_erased_at)
  })
})
