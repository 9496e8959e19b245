import { describe, expect, it } from "vitest"
import { formatMoney } from "@electroshop/domain"
import { CURRENCY, admin, anonymous, eventually, signedIn } from "../../helpers/api"
import { waitForMail } from "../../helpers/buyout"
import { cartWith, completeCart, prepareCheckout } from "../../helpers/checkout"
import { acceptInvite, demoEmail } from "../../helpers/staff"
import { refundLimit } from "../../../src/lib/staff/refund-limit"
import { t } from "../../../src/lib/shop/messages"

/**
 * Staff accounts and the supervisor check (issue 34): an invitation names the roles its colleague
 * holds once they accept; the staff list shows when each last signed in; deleting a category with
 * products, a refund above the limit and cancelling a packed order need a supervisor, who either does
 * it or approves it at the colleague's screen.
 */
const password = process.env.ADMIN_PASSWORD ?? "Admin123!"
const asRole = (role: Parameters<typeof demoEmail>[0]) => signedIn(demoEmail(role))

/** A supervisor's approval given to `role`'s demo login. */
async function approvalFor(role: Parameters<typeof demoEmail>[0]) {
  const res = await asRole(role)<{ approval: string }>("/admin/staff/approvals", {
    method: "POST",
    json: { email: demoEmail("supervisor"), password },
  })
  expect(res.status).toBe(200)
  return res.body.approval
}

/** A guest's order of one USB cable, paid by bank transfer, its payment captured as staff do once the money is in. */
async function paidOrder() {
  const cart = await cartWith("usb-c-cable-1m")
  await prepareCheckout(cart.id)
  const { body } = await completeCart(cart.id)
  const orderId = body.order.id as string
  const { body: read } = await admin(`/admin/orders/${orderId}?fields=id,*items,*payment_collections.payments`)
  const payment = read.order.payment_collections[0].payments[0]
  expect((await admin(`/admin/payments/${payment.id}/capture`, { method: "POST", json: {} })).status).toBe(200)
  return { orderId, items: read.order.items as { id: string; quantity: number }[], payment: payment as { id: string; amount: number } }
}

describe("staff accounts", () => {
  it("invite a colleague with the roles they hold once they accept, and refuse an e-mail already on the staff or invited", async () => {
    const email = `colleague-${Date.now()}@electroshop.local`
    const invited = await admin("/admin/staff/invites", { method: "POST", json: { email: email.toUpperCase(), roles: ["warehouse", "store_staff"] } })
    expect(invited.status).toBe(201)
    expect(invited.body.invite).toMatchObject({ email, roles: ["warehouse", "store_staff"] })
    expect((await admin("/admin/staff")).body.invites).toContainEqual(expect.objectContaining({ email, roles: ["warehouse", "store_staff"] }))

    const again = await admin("/admin/staff/invites", { method: "POST", json: { email, roles: ["warehouse"] } })
    expect(again.status).toBe(400)
    expect(again.body.errors).toEqual({ email: [t("staff_already_invited")] })
    const onStaff = await admin("/admin/staff/invites", { method: "POST", json: { email: demoEmail("warehouse"), roles: ["warehouse"] } })
    expect(onStaff.body.errors).toEqual({ email: [t("staff_already_on_staff")] })
    const empty = await admin("/admin/staff/invites", { method: "POST", json: { email: "not-an-email", roles: [] } })
    expect(empty.status).toBe(400)
    expect(Object.keys(empty.body.errors).sort()).toEqual(["email", "roles"])
    expect((await asRole("warehouse")("/admin/staff/invites", { method: "POST", json: { email: `x-${email}`, roles: ["warehouse"] } })).status).toBe(403)

    // The colleague follows the e-mailed link to Medusa's accept page.
    const mail = await waitForMail(email)
    const link = new URL(mail.text.match(/https?:\/\/\S+\/app\/invite\?token=\S+/)![0])
    const token = link.searchParams.get("token")!
    const login = await acceptInvite(email, token)
    const me = await eventually(
      () => signedIn(login.email, login.password)("/admin/staff/me"),
      (res) => res.body.roles?.length === 2,
    )
    expect(me.body.roles.sort()).toEqual(["store_staff", "warehouse"])
    expect((await admin("/admin/staff")).body.invites.map((i: { email: string }) => i.email)).not.toContain(email)
  })

  it("show when each staff member last signed in to the admin", async () => {
    const before = Date.now() - 1000
    const email = demoEmail("accountant")
    const { body } = await anonymous<{ token: string }>("/auth/user/emailpass", { method: "POST", json: { email, password } })
    expect((await anonymous("/auth/session", { method: "POST", headers: { authorization: `Bearer ${body.token}` } })).status).toBe(200)
    const member = async () => ((await admin("/admin/staff")).body.staff as { email: string; last_login_at: string | null }[]).find((m) => m.email === email)
    const seen = await eventually(member, (m) => Boolean(m?.last_login_at && Date.parse(m.last_login_at) >= before))
    expect(Date.parse(seen!.last_login_at!)).toBeGreaterThanOrEqual(before)
  })
})

describe("the supervisor check", () => {
  it("lets a content editor delete an empty category, and one with products only with a supervisor's approval", async () => {
    const editor = asRole("content_editor")
    const category = async () =>
      (await admin("/admin/product-categories", { method: "POST", json: { name: `Supervised ${Date.now()}` } })).body.product_category.id as string
    const empty = await category()
    expect((await editor(`/admin/product-categories/${empty}`, { method: "DELETE" })).status).toBe(200)

    const full = await category()
    const { body: products } = await admin("/admin/products?limit=1&fields=id")
    expect((await admin(`/admin/product-categories/${full}/products`, { method: "POST", json: { add: [products.products[0].id] } })).status).toBe(200)
    const refused = await editor(`/admin/product-categories/${full}`, { method: "DELETE" })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: "supervisor_required", message: t("staff_supervisor_required_category_with_products") })

    const notSupervisor = await editor("/admin/staff/approvals", { method: "POST", json: { email: demoEmail("warehouse"), password } })
    expect(notSupervisor.status).toBe(400)
    expect(notSupervisor.body.errors).toEqual({ email: [t("staff_approver_not_supervisor")] })
    const wrong = await editor("/admin/staff/approvals", { method: "POST", json: { email: demoEmail("supervisor"), password: "wrong" } })
    expect(wrong.body.errors).toEqual({ password: [t("staff_approver_wrong_credentials")] })

    // An approval given to someone else, or forged, approves nothing.
    const othersApproval = await approvalFor("warehouse")
    const forged = await editor(`/admin/product-categories/${full}`, { method: "DELETE", headers: { "x-supervisor-approval": othersApproval } })
    expect(forged.status).toBe(403)
    expect(forged.body).toMatchObject({ code: "supervisor_approval_invalid", message: t("staff_approval_invalid") })

    const approved = await editor(`/admin/product-categories/${full}`, {
      method: "DELETE",
      headers: { "x-supervisor-approval": await approvalFor("content_editor") },
    })
    expect(approved.status).toBe(200)
    const { body: supervisor } = await asRole("supervisor")<{ user_id: string }>("/admin/staff/me")
    const { body: editorMe } = await editor<{ user_id: string }>("/admin/staff/me")
    const entries = await eventually(
      async () => (await admin(`/admin/staff/audit?action=staff.supervisor_approved&actor_id=${editorMe.user_id}`)).body.entries,
      (list) => list.some((e: { path: string }) => e.path === `/admin/product-categories/${full}`),
    )
    expect(entries.find((e: { path: string }) => e.path === `/admin/product-categories/${full}`).details).toMatchObject({ approver_id: supervisor.user_id })
  })

  it("keeps a refund above the limit and cancelling a packed order to a supervisor", async () => {
    const { orderId, items, payment } = await paidOrder()
    const accountant = asRole("accountant")
    const limit = refundLimit()
    const above = await accountant(`/admin/payments/${payment.id}/refund`, { method: "POST", json: { amount: limit + 1 } })
    expect(above.status).toBe(403)
    expect(above.body).toMatchObject({
      code: "supervisor_required",
      message: t("staff_supervisor_required_refund_above_limit", { limit: formatMoney(limit, CURRENCY) }),
    })
    expect(payment.amount).toBeLessThanOrEqual(limit)
    expect((await accountant(`/admin/payments/${payment.id}/refund`, { method: "POST", json: { amount: payment.amount } })).status).toBe(200)

    const fulfilled = await admin(`/admin/orders/${orderId}/fulfillments`, {
      method: "POST",
      json: { items: items.map((i) => ({ id: i.id, quantity: i.quantity })) },
    })
    expect(fulfilled.status).toBe(200)
    const { body: read } = await admin(`/admin/orders/${orderId}?fields=id,*fulfillments`)
    const fulfillment = read.order.fulfillments[0]
    expect(fulfillment.packed_at).toBeTruthy()
    const warehouse = asRole("warehouse")
    const cancel = (headers: HeadersInit = {}) =>
      warehouse(`/admin/orders/${orderId}/fulfillments/${fulfillment.id}/cancel`, { method: "POST", json: {}, headers })
    const refused = await cancel()
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: "supervisor_required", message: t("staff_supervisor_required_packed_order_cancel") })
    expect((await cancel({ "x-supervisor-approval": await approvalFor("warehouse") })).status).toBe(200)
  })
})
