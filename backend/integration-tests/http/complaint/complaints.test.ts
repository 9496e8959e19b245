import { describe, expect, it } from "vitest"
import type {
  AdminComplaintListResponse,
  AdminComplaintResponse,
  StoreComplaintCreatedResponse,
  StoreOrderComplaintsResponse,
} from "@electroshop/contracts/complaint"
import { VARIANT, admin, db, signedIn, store } from "../../helpers/api"
import { waitForMail } from "../../helpers/buyout"
import { demoEmail } from "../../helpers/staff"
import { pickupPoint, shippedOrder } from "../../helpers/warehouse"
import { complaintMessage } from "../../../src/lib/complaint/messages"

/**
 * Complaints (issue 37): a shopper claims a defect of a delivered item within the 24 months of the legal
 * guarantee; the shop settles it by the legal deadline (30 days in cz, 15 in ro), shown to staff, who move it
 * on (goods received, then accepted with the remedy or rejected with the reason), once even asked twice at
 * once; the shopper is e-mailed at each step.
 */
type Answer<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> }

const DAYS = VARIANT === "cz" ? 30 : 15
const complaints = (orderId: string) => store<Answer<StoreOrderComplaintsResponse>>(`/store/orders/${orderId}/complaints`)
const complain = (orderId: string, json: unknown) =>
  store<Answer<StoreComplaintCreatedResponse>>(`/store/orders/${orderId}/complaints`, { method: "POST", json })
const change = (id: string, json: unknown, as = admin) => as<Answer<AdminComplaintResponse>>(`/admin/complaints/${id}`, { method: "POST", json })

function shopDayPlus(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: VARIANT === "cz" ? "Europe/Prague" : "Europe/Bucharest" }).format(new Date())
  const day = new Date(`${today}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

async function sql(text: string, values: unknown[]) {
  const client = db()
  await client.connect()
  try {
    await client.query(text, values)
  } finally {
    await client.end()
  }
}

describe("complaints", () => {
  it("a delivered cable claimed, received, settled once, with its deadline, e-mails and refusals", async () => {
    const order = await shippedOrder(["usb-c-cable-1m"], (await pickupPoint("packeta")).id)
    const before = await complaints(order.id)
    expect(before.status).toBe(200)
    expect(before.headers.get("cache-control")).toBe("private, no-store")
    expect(before.body).toMatchObject({ refusal: null, settle_days: DAYS, complaints: [] })
    expect(before.body.items).toHaveLength(1)
    const cable = before.body.items[0]!

    // Refused at the field: too short a description, an item of no order, a store not chosen.
    const short = await complain(order.id, { item_id: cable.item_id, description: "broken", remedy: "repair", method: "carrier" })
    expect(short.status).toBe(400)
    expect(Object.keys(short.body.errors ?? {})).toEqual(["description"])
    const unknown = await complain(order.id, { item_id: "ordli_NOSUCH", description: "The connector is loose.", remedy: "repair", method: "carrier" })
    expect(unknown.body.errors).toEqual({ item_id: [complaintMessage("complaint_item_unknown")] })
    const noStore = await complain(order.id, { item_id: cable.item_id, description: "The connector is loose.", remedy: "repair", method: "store" })
    expect(Object.keys(noStore.body.errors ?? {})).toEqual(["store_id"])

    const made = await complain(order.id, {
      item_id: cable.item_id,
      description: "The connector is loose and the phone does not charge.",
      remedy: "replacement",
      method: "carrier",
    })
    expect(made.status).toBe(201)
    expect(made.body.complaint).toMatchObject({
      number: expect.stringMatching(/^R\d{6}$/),
      item_title: cable.title,
      status: "submitted",
      remedy: "replacement",
      resolution: null,
      deadline: shopDayPlus(DAYS),
    })
    const id = made.body.complaint.id
    const { body: read } = await admin(`/admin/orders/${order.id}?fields=email`)
    const submittedMail = await waitForMail(read.order.email, (m) => m.subject.includes(made.body.complaint.number))
    expect(submittedMail.text).toContain(shopDayPlus(DAYS).split("-").reverse().join("."))

    // Staff find it among the open ones, by its number, by the order; the warehouse may not move it on.
    const { body: open } = await admin<AdminComplaintListResponse>("/admin/complaints?limit=200")
    expect(open.complaints.map((c) => c.id)).toContain(id)
    const { body: byNumber } = await admin<AdminComplaintListResponse>(`/admin/complaints?q=${made.body.complaint.number}`)
    expect(byNumber.complaints.map((c) => c.id)).toEqual([id])
    const { body: ofOrder } = await admin<AdminComplaintListResponse>(`/admin/complaints?order_id=${order.id}`)
    expect(ofOrder.complaints[0]).toMatchObject({ id, order_id: order.id, order_display_id: order.display_id, store_name: null })
    expect((await change(id, { status: "received" }, signedIn(demoEmail("warehouse")))).status).toBe(403)

    // Not accepted before the goods are in; received; accepted needs the remedy given.
    const early = await change(id, { status: "accepted", resolution: "repair" })
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ code: "complaint_status_not_allowed", message: complaintMessage("complaint_status_not_allowed") })
    expect((await change(id, { status: "received" }, signedIn(demoEmail("customer_service")))).status).toBe(200)
    const noRemedy = await change(id, { status: "accepted" })
    expect(Object.keys(noRemedy.body.errors ?? {})).toEqual(["resolution"])

    // Accepted and rejected at once: one of them, once.
    const [accepted, rejected] = await Promise.all([
      change(id, { status: "accepted", resolution: "replacement" }),
      change(id, { status: "rejected", note: "The cable shows signs of mechanical damage." }),
    ])
    expect([accepted.status, rejected.status].sort()).toEqual([200, 409])
    const settled = (accepted.status === 200 ? accepted : rejected).body.complaint
    expect(settled.history.map((h) => h.status)).toEqual(["submitted", "received", settled.status])
    expect(settled.history[1]!.actor_id).toEqual(expect.any(String))
    const settledMail = await waitForMail(
      read.order.email,
      (m) => m.subject.includes(made.body.complaint.number) && m.id !== submittedMail.id && /uzn|accept|zamít|respins/i.test(m.subject),
    )
    expect(settledMail.text).toContain(settled.status === "rejected" ? "mechanical damage" : made.body.complaint.number)
    expect((await complaints(order.id)).body.complaints[0]).toMatchObject({ status: settled.status })

    // An open complaint past its deadline is counted as overdue.
    const second = await complain(order.id, { item_id: cable.item_id, description: "The cable stopped working again.", remedy: "refund", method: "carrier" })
    expect(second.status).toBe(201)
    await sql(`update complaint set deadline = $1 where id = $2`, [shopDayPlus(-1), second.body.complaint.id])
    const { body: late } = await admin<AdminComplaintListResponse>("/admin/complaints?limit=1")
    expect(late.overdue).toBeGreaterThanOrEqual(1)
    expect(late.complaints[0]!.deadline <= shopDayPlus(-1)).toBe(true)

    // After the 24 months: refused, with the day they ended.
    await sql(
      `update fulfillment set shipped_at = shipped_at - interval '25 months', delivered_at = delivered_at - interval '25 months'
       where id in (select fulfillment_id from order_fulfillment where order_id = $1)`,
      [order.id],
    )
    const over = await complaints(order.id)
    expect(over.body.refusal).toBe("complaint_warranty_over")
    const refused = await complain(order.id, { item_id: cable.item_id, description: "The connector is loose again.", remedy: "repair", method: "carrier" })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe("complaint_warranty_over")
  })

  it("is not for an unknown order or complaint", async () => {
    const missing = await complaints("order_01NOSUCHORDER")
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe("complaint_order_not_found")
    expect((await admin("/admin/complaints/cmpl_NOSUCH")).status).toBe(404)
  })
})
