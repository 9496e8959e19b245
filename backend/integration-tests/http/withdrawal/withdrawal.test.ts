import { describe, expect, it } from "vitest"
import type { AdminInvoiceListResponse } from "@electroshop/contracts/invoice"
import type {
  AdminOrderWithdrawalsResponse,
  AdminRefundAccountResponse,
  AdminWithdrawalRefundResponse,
  StoreWithdrawalCreatedResponse,
  StoreWithdrawalResponse,
} from "@electroshop/contracts/withdrawal"
import { VARIANT, admin, db, eventually, signedIn, store } from "../../helpers/api"
import { waitForMail } from "../../helpers/buyout"
import { readPdf } from "../../helpers/pdf"
import { demoEmail } from "../../helpers/staff"
import { pickupPoint, shippedOrder } from "../../helpers/warehouse"
import { withdrawalMessage } from "../../../src/lib/withdrawal/messages"

/**
 * Contract withdrawal (issue 37): within 14 days of receiving the goods a consumer sends items back from the
 * order's page. It is Medusa's return, requested (staff receive it in Medusa's admin); the shopper gets a
 * confirmation with the EU model withdrawal form filled in; the goods received back are credited by a credit
 * note, then refunded (once, even asked twice at once) and the shopper told. Too many units, a missing or
 * invalid refund account are refused at their field; after the 14 days, the whole withdrawal.
 */
type Answer<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> }

const USED_PHONE = "apple-iphone-14-pouzity-a"
const ACCOUNT = VARIANT === "cz" ? "2001234561/2010" : "RO49AAAA1B31007593840000"

const withdrawal = (orderId: string) => store<StoreWithdrawalResponse>(`/store/orders/${orderId}/withdrawal`)
const withdraw = (orderId: string, json: unknown) =>
  store<Answer<StoreWithdrawalCreatedResponse>>(`/store/orders/${orderId}/withdrawal`, { method: "POST", json })
const refundPath = (orderId: string, returnId: string) => `/admin/orders/${orderId}/withdrawals/${returnId}/refund`
const refund = (orderId: string, returnId: string) => admin<Answer<AdminWithdrawalRefundResponse>>(refundPath(orderId, returnId), { method: "POST", json: {} })

describe("contract withdrawal", () => {
  it("sends a cable back within 14 days: confirmed with the filled-in form, received by staff, credited", async () => {
    const order = await shippedOrder(["usb-c-cable-1m", USED_PHONE], (await pickupPoint("packeta")).id)
    const { body: read } = await admin(`/admin/orders/${order.id}?fields=email,items.id,items.title,items.unit_price`)
    const cable = read.order.items.find((item: { title: string }) => !/iPhone/i.test(item.title))
    // The carrier remits the cash on delivery: staff capture it (a payment not captured when the goods come back is
    // cancelled by Medusa for a new one of what is left to pay, and there is nothing to refund).
    const { body: paid } = await admin(`/admin/orders/${order.id}?fields=id,*payment_collections.payments`)
    const payment = paid.order.payment_collections[0].payments[0]
    expect((await admin(`/admin/payments/${payment.id}/capture`, { method: "POST", json: {} })).status).toBe(200)

    const before = await withdrawal(order.id)
    expect(before.status).toBe(200)
    expect(before.headers.get("cache-control")).toBe("private, no-store")
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: VARIANT === "cz" ? "Europe/Prague" : "Europe/Bucharest" }).format(new Date())
    const deadline = new Date(`${today}T12:00:00Z`)
    deadline.setUTCDate(deadline.getUTCDate() + 14)
    // Paid on delivery: the refund needs the shopper's account.
    expect(before.body).toMatchObject({ refusal: null, deadline: deadline.toISOString().slice(0, 10), refund_account_required: true, withdrawals: [] })
    expect(before.body.items.map((item) => item.quantity)).toEqual([1, 1])

    // Refused at the field: two cables of one, no account, an account that is none.
    const tooMany = await withdraw(order.id, { items: [{ item_id: cable.id, quantity: 2 }], method: "carrier", refund_account: ACCOUNT })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.errors).toEqual({ "items.0.quantity": [withdrawalMessage("withdrawal_quantity_too_high", { max: 1 })] })
    const noAccount = await withdraw(order.id, { items: [{ item_id: cable.id, quantity: 1 }], method: "carrier" })
    expect(noAccount.body.errors).toEqual({ refund_account: [withdrawalMessage("withdrawal_refund_account_required")] })
    const badAccount = await withdraw(order.id, { items: [{ item_id: cable.id, quantity: 1 }], method: "carrier", refund_account: "12345" })
    expect(badAccount.body.errors).toEqual({ refund_account: [withdrawalMessage("withdrawal_refund_account_invalid")] })
    const noStore = await withdraw(order.id, { items: [{ item_id: cable.id, quantity: 1 }], method: "store", refund_account: ACCOUNT })
    expect(Object.keys(noStore.body.errors ?? {})).toEqual(["store_id"])

    // The cable goes back by carrier.
    const made = await withdraw(order.id, { items: [{ item_id: cable.id, quantity: 1 }], method: "carrier", refund_account: ` ${ACCOUNT} ` })
    expect(made.status).toBe(201)
    expect(made.body.withdrawal).toMatchObject({
      status: "requested",
      method: "carrier",
      items: [{ title: expect.stringContaining(cable.title), quantity: 1 }],
    })
    const after = (await withdrawal(order.id)).body
    expect(after.items.find((item) => item.item_id === cable.id)!.quantity).toBe(0)
    expect(after.withdrawals.map((w) => w.id)).toEqual([made.body.withdrawal.id])

    // On the order's page in the admin, the refund account masked; in full to the accountant only, and logged.
    const { body: listed } = await admin<AdminOrderWithdrawalsResponse>(`/admin/orders/${order.id}/withdrawals`)
    const refundDue = new Date(`${today}T12:00:00Z`)
    refundDue.setUTCDate(refundDue.getUTCDate() + 14)
    expect(listed.withdrawals).toEqual([
      {
        ...made.body.withdrawal,
        store_name: null,
        refund_account_masked: `•••• ${ACCOUNT.slice(-4)}`,
        refund_due: refundDue.toISOString().slice(0, 10),
        refund_amount: null,
        refund_to: "account",
        refunded_at: null,
      },
    ])
    // No refund before the goods are back.
    const early = await refund(order.id, made.body.withdrawal.id)
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ code: "withdrawal_refund_not_received", message: withdrawalMessage("withdrawal_refund_not_received") })
    const revealPath = `/admin/orders/${order.id}/withdrawals/${made.body.withdrawal.id}/refund-account`
    expect((await signedIn(demoEmail("customer_service"))(revealPath, { method: "POST", json: {} })).status).toBe(403)
    const revealed = await signedIn(demoEmail("accountant"))<AdminRefundAccountResponse>(revealPath, { method: "POST", json: {} })
    expect(revealed.status).toBe(200)
    expect(revealed.headers.get("cache-control")).toBe("no-store")
    expect(revealed.body.refund_account).toBe(ACCOUNT)
    const audit = await eventually(
      async () =>
        ((await admin("/admin/staff/audit?action=order.refund_account_revealed&limit=50")).body.entries as { path: string }[]).filter(
          (e) => e.path === revealPath,
        ),
      (entries) => entries.length > 0,
    )
    expect(audit).toHaveLength(1)

    // The confirmation, with the EU model form filled in.
    const mail = await waitForMail(read.order.email, (m) =>
      m.attachments.some((a) => a.contentType === "application/pdf" && /formular|odstoupeni/.test(a.filename)),
    )
    const form = (await readPdf(Buffer.from(mail.attachments.find((a) => a.contentType === "application/pdf")!.base64, "base64"))).pages[0]!.text
    expect(form).toContain(VARIANT === "cz" ? "Oznámení o odstoupení od smlouvy" : "Formular de retragere")
    expect(form).toContain(cable.title)
    expect(form.replace(/\s+/g, "")).toContain(ACCOUNT)

    // Staff receive the cable in Medusa's admin: a credit note of its price corrects the invoice.
    const returnId = made.body.withdrawal.id
    expect((await admin(`/admin/returns/${returnId}/receive`, { method: "POST", json: {} })).status).toBe(200)
    expect((await admin(`/admin/returns/${returnId}/receive-items`, { method: "POST", json: { items: [{ id: cable.id, quantity: 1 }] } })).status).toBe(200)
    expect((await admin(`/admin/returns/${returnId}/receive/confirm`, { method: "POST", json: {} })).status).toBe(200)
    const { body: invoices } = await eventually(
      () => admin<AdminInvoiceListResponse>(`/admin/invoices?order_id=${order.id}`),
      ({ body }) => body.invoices.some((i) => i.kind === "credit_note"),
    )
    const note = invoices.invoices.find((i) => i.kind === "credit_note")!
    expect(note).toMatchObject({ reason: "return", total: -Math.round(Number(cable.unit_price) * 100) })
    expect((await withdrawal(order.id)).body.withdrawals[0]!.status).toBe("received")

    // The refund is a payment's, not the warehouse's.
    expect((await signedIn(demoEmail("warehouse"))(refundPath(order.id, returnId), { method: "POST", json: {} })).status).toBe(403)
    // Asked twice at once: refunded once.
    const [first, second] = await Promise.all([refund(order.id, returnId), refund(order.id, returnId)])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const done = (first.status === 200 ? first : second).body.withdrawal
    expect(done).toMatchObject({ status: "refunded", refund_amount: Number(cable.unit_price), refunded_amount: Number(cable.unit_price) })
    expect((first.status === 409 ? first : second).body.code).toBe("withdrawal_refunded_already")
    const { body: refunded } = await admin(`/admin/payments/${payment.id}?fields=id,*refunds`)
    expect(refunded.payment.refunds.map((r: { amount: number }) => Number(r.amount))).toEqual([Number(cable.unit_price)])
    const shopper = (await withdrawal(order.id)).body.withdrawals[0]!
    expect(shopper).toMatchObject({ status: "refunded", refunded_amount: Number(cable.unit_price) })
    const refundMail = await waitForMail(read.order.email, (m) => m.text.includes(`•••• ${ACCOUNT.slice(-4)}`))
    expect(refundMail.subject).toContain(String(order.display_id))
    expect(refundMail.text).not.toContain(ACCOUNT)

    // 60 days after the refund its account is erased (the nightly job's workflow, run as Medusa's admin runs one).
    const client = db()
    await client.connect()
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
    try {
      await client.query(`update "return" set metadata = jsonb_set(metadata, '{refund,refunded_at}', to_jsonb($2::text)) where id = $1`, [
        returnId,
        daysAgo(59),
      ])
      const erase = () =>
        admin(`/admin/workflows-executions/withdrawal-erase-refund-accounts/run`, { method: "POST", json: { input: { refundedBefore: daysAgo(60) } } })
      expect((await erase()).status).toBe(200)
      expect((await admin<AdminOrderWithdrawalsResponse>(`/admin/orders/${order.id}/withdrawals`)).body.withdrawals[0]!.refund_account_masked).not.toBeNull()
      await client.query(`update "return" set metadata = jsonb_set(metadata, '{refund,refunded_at}', to_jsonb($2::text)) where id = $1`, [
        returnId,
        daysAgo(61),
      ])
      expect((await erase()).status).toBe(200)
      expect((await admin<AdminOrderWithdrawalsResponse>(`/admin/orders/${order.id}/withdrawals`)).body.withdrawals[0]).toMatchObject({
        status: "refunded",
        refund_account_masked: null,
      })
      const gone = await admin<Answer<unknown>>(revealPath, { method: "POST", json: {} })
      expect(gone.status).toBe(404)
      expect(gone.body.code).toBe("withdrawal_no_refund_account")

      // After the 14 days: refused, with the day they ended.
      await client.query(
        `update fulfillment set shipped_at = shipped_at - interval '20 days', delivered_at = delivered_at - interval '20 days'
         where id in (select fulfillment_id from order_fulfillment where order_id = $1)`,
        [order.id],
      )
    } finally {
      await client.end()
    }
    const late = await withdrawal(order.id)
    expect(late.body.refusal).toBe("withdrawal_period_over")
    const refused = await withdraw(order.id, {
      items: [{ item_id: before.body.items.find((i) => i.item_id !== cable.id)!.item_id, quantity: 1 }],
      method: "carrier",
      refund_account: ACCOUNT,
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      code: "withdrawal_period_over",
      message: withdrawalMessage("withdrawal_period_over", { date: late.body.deadline!.split("-").reverse().join(".") }),
    })
  })

  it("is not for an unknown order", async () => {
    const missing = await store<Answer<unknown>>("/store/orders/order_01NOSUCHORDER/withdrawal")
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe("withdrawal_order_not_found")
  })
})
