import { describe, expect, it } from "vitest"
import { STAFF_ROLES, type StaffRole } from "@electroshop/contracts/staff"
import { BACKEND_URL, admin, eventually, signedIn, staffToken } from "../../helpers/api"
import { sellPhone } from "../../helpers/buyout"
import { adminRoutes, type AdminRoute } from "../../helpers/admin-routes"
import { demoEmail, invitedUser } from "../../helpers/staff"
import { permissionsOf } from "../../../src/modules/staff/policies"
import { routePermission, type RouteNeed } from "../../../src/api/admin/staff/route-permissions"
import { passesWithForeignIds } from "../../../src/api/admin/staff/store-scope-routes"
import { t } from "../../../src/lib/shop/messages"

/**
 * Staff roles (issue 34): every admin route, Medusa's and the shop's, found on
 * the file system, is called as each demo role (scripts/seed/staff.ts) and as a
 * newly invited user without a role, and answers 403 exactly where the policy
 * table (src/modules/staff/policies.ts) says the role may not. Allowed calls
 * carry a probe id and a field no route accepts, so they are refused by the
 * route (400, 404) without changing anything.
 */
const allows = (roles: StaffRole[], need: RouteNeed | null) =>
  need === "public" || need === "signed_in" || (need !== null && permissionsOf(roles).includes(need))

type Login = { email: string; password?: string }

/**
 * The status of one call of the route, its body left unread, or 0 when no answer came within 5 s:
 * Medusa's workflow subscriptions hold the request open until something happens. The guard refuses
 * before any route runs, so a silent route is one the guard let through.
 */
async function probe(as: Login, route: AdminRoute): Promise<number> {
  const token = await staffToken(as.email, as.password)
  try {
    const res = await fetch(`${BACKEND_URL}${route.path}`, {
      method: route.method,
      headers: { authorization: `Bearer ${token}`, ...(route.method === "GET" ? {} : { "content-type": "application/json" }) },
      body: route.method === "GET" ? undefined : JSON.stringify({ rbac_probe: true }),
      signal: AbortSignal.timeout(5_000),
    })
    await res.body?.cancel()
    return res.status
  } catch (error) {
    if ((error as Error).name === "TimeoutError") return 0
    throw error
  }
}

/** Each route once as this caller, twelve at a time; the routes whose answer disagrees with `expected` (403 or not). */
async function disagreements(as: Login, routes: AdminRoute[], expected: (route: AdminRoute) => boolean) {
  const wrong: string[] = []
  const queue = [...routes]
  const worker = async () => {
    for (let route = queue.shift(); route; route = queue.shift()) {
      const status = await probe(as, route)
      if ((status !== 403) !== expected(route)) wrong.push(`${route.method} ${route.path} → ${status || "no answer in 5 s"}`)
    }
  }
  await Promise.all(Array.from({ length: 12 }, worker))
  return wrong.sort()
}

describe("staff roles", () => {
  it("give every admin route there is a policy, and open to anyone only what Medusa does not authenticate", async () => {
    const routes = await adminRoutes()
    expect(routes.length).toBeGreaterThan(450)
    expect(routes.filter((r) => routePermission(r.method, r.path) === null).map((r) => `${r.method} ${r.path}`)).toEqual([])
    const open = (r: AdminRoute) => routePermission(r.method, r.path) === "public"
    expect(routes.filter(open)).toEqual(routes.filter((r) => !r.authenticate))
  })

  it("keep a seller's personal data, the CDN and the staff to the roles whose work they are", () => {
    const table = (method: string, path: string) => STAFF_ROLES.filter((role) => allows([role], routePermission(method, path)))
    expect(table("POST", "/admin/buyouts/b1/reveal")).toEqual(["administrator", "supervisor"])
    expect(table("GET", "/admin/buyouts/b1/reveals")).toEqual(["administrator", "supervisor"])
    expect(table("GET", "/admin/buyouts/b1")).toEqual(["administrator", "supervisor", "customer_service", "warehouse", "accountant"])
    expect(table("POST", "/admin/cdn/purge")).toEqual(["administrator", "content_editor"])
    expect(table("POST", "/admin/users/u1")).toEqual(["administrator"])
    expect(table("POST", "/admin/invites")).toEqual(["administrator"])
    expect(table("POST", "/admin/products/p1")).toEqual(["administrator", "content_editor"])
    expect(table("POST", "/admin/orders/o1/fulfillments")).toEqual(["administrator", "supervisor", "warehouse", "store_staff"])
    expect(table("POST", "/admin/orders/o1/cancel")).toEqual(["administrator", "supervisor", "customer_service"])
    expect(table("POST", "/admin/bank-statements/import")).toEqual(["administrator", "supervisor", "accountant"])
    expect(table("GET", "/admin/users/me")).toEqual([...STAFF_ROLES])
  })

  it("let a newly invited user load the admin and do nothing else until given a role", async () => {
    const login = await invitedUser()
    const invited = signedIn(login.email, login.password)
    const me = await invited("/admin/staff/me")
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ roles: [], permissions: [] })
    expect((await invited("/admin/users/me")).status).toBe(200)
    const refused = await invited("/admin/products")
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: "forbidden", message: t("staff_forbidden"), permission: "catalog:read" })
    const routes = (await adminRoutes()).filter((r) => r.authenticate)
    expect(await disagreements(login, routes, (r) => routePermission(r.method, r.path) === "signed_in")).toEqual([])
  })

  it("let an administrator give roles, and sign a deactivated user out on their next request", async () => {
    const login = await invitedUser()
    const invited = signedIn(login.email, login.password)
    const { body: me } = await invited<{ user_id: string }>("/admin/staff/me")
    const grant = await admin(`/admin/staff/${me.user_id}`, { method: "POST", json: { roles: ["warehouse"] } })
    expect(grant.status).toBe(200)
    expect(grant.body.staff_member).toMatchObject({ user_id: me.user_id, roles: ["warehouse"], active: true })
    expect((await invited("/admin/inventory-items?limit=1")).status).toBe(200)
    expect((await admin("/admin/staff")).body.staff).toContainEqual(expect.objectContaining({ user_id: me.user_id, roles: ["warehouse"] }))

    expect((await admin(`/admin/staff/${me.user_id}`, { method: "POST", json: { active: false } })).status).toBe(200)
    const thrownOut = await invited("/admin/inventory-items?limit=1")
    expect(thrownOut.status).toBe(401)
    expect(thrownOut.body).toMatchObject({ code: "staff_deactivated", message: t("staff_deactivated") })
    expect((await invited("/admin/users/me")).status).toBe(401)

    expect((await admin(`/admin/staff/${me.user_id}`, { method: "POST", json: { active: true } })).status).toBe(200)
    expect((await invited("/admin/inventory-items?limit=1")).status).toBe(200)
  })

  it("refuse with field errors a role that does not exist, an administrator deactivating themselves and an unknown user", async () => {
    const { body: me } = await admin<{ user_id: string }>("/admin/staff/me")
    const unknownRole = await admin(`/admin/staff/${me.user_id}`, { method: "POST", json: { roles: ["owner"] } })
    expect(unknownRole.status).toBe(400)
    expect(Object.keys(unknownRole.body.errors)).toEqual(["roles.0"])
    const self = await admin(`/admin/staff/${me.user_id}`, { method: "POST", json: { active: false } })
    expect(self.status).toBe(400)
    expect(self.body.errors).toEqual({ active: [t("staff_cannot_deactivate_self")] })
    expect((await admin("/admin/staff/user_missing", { method: "POST", json: { active: true } })).status).toBe(404)
    expect((await admin("/admin/staff/me")).body.roles).toEqual(["administrator"])
  })

  it("keep in the audit log who changed roles, revealed a seller's data or changed a price, from where, and nothing refused", async () => {
    const login = await invitedUser()
    const { body: me } = await signedIn(login.email, login.password)<{ user_id: string }>("/admin/staff/me")
    const started = new Date()
    await admin(`/admin/staff/${me.user_id}`, { method: "POST", json: { roles: ["accountant"] }, headers: { "x-forwarded-for": "203.0.113.50" } })
    const sale = await sellPhone()
    expect((await admin(`/admin/buyouts/${sale.id}/reveal`, { method: "POST", json: { reason: "audit test" } })).status).toBe(200)
    const { body: products } = await admin("/admin/products?limit=1&fields=id,*variants,*variants.prices")
    const [product] = products.products
    const [variant] = product.variants
    const prices = variant.prices.map((p: { id: string; currency_code: string; amount: number }) => ({
      id: p.id,
      currency_code: p.currency_code,
      amount: p.amount,
    }))
    expect((await admin(`/admin/products/${product.id}/variants/${variant.id}`, { method: "POST", json: { prices } })).status).toBe(200)
    // Refused: kept nowhere.
    expect((await signedIn(demoEmail("warehouse"))(`/admin/staff/${me.user_id}`, { method: "POST", json: { roles: [] } })).status).toBe(403)

    const entries = async (query: string) => {
      const { status, body } = await admin(`/admin/staff/audit?${query}`)
      expect(status).toBe(200)
      return (body.entries as { action: string; path: string; created_at: string }[]).filter(
        (e) => new Date(e.created_at) >= new Date(started.getTime() - 1000),
      )
    }
    const adminEmail = demoEmail("administrator")
    await eventually(
      () => entries("limit=20"),
      (list) => list.length >= 3,
    )
    expect((await entries("action=staff.member_changed")).slice(0, 1)).toEqual([
      expect.objectContaining({ actor_email: adminEmail, method: "POST", path: `/admin/staff/${me.user_id}`, details: { roles: ["accountant"] } }),
    ])
    expect((await entries("action=buyout.personal_data_revealed"))[0]).toMatchObject({
      path: `/admin/buyouts/${sale.id}/reveal`,
      details: { reason: "audit test" },
    })
    expect((await entries("action=price.changed"))[0]).toMatchObject({ path: `/admin/products/${product.id}/variants/${variant.id}` })
    expect((await entries(`q=${encodeURIComponent(me.user_id)}`)).map((e) => e.action)).toEqual(["staff.member_changed"])
    expect((await entries(`q=${encodeURIComponent(adminEmail)}`)).length).toBeGreaterThanOrEqual(3)
    expect((await entries(`actor_id=${me.user_id}`)).length).toBe(0)
    const bad = await admin("/admin/staff/audit?limit=1000")
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(["limit"])
  })

  for (const role of STAFF_ROLES) {
    it(`answer the ${role.replace(/_/g, " ")} 403 on every admin route the policy keeps from the role, and on no other`, async () => {
      const as = { email: demoEmail(role) }
      expect((await signedIn(as.email)("/admin/staff/me")).body).toMatchObject({ roles: [role], permissions: permissionsOf([role]) })
      const routes = (await adminRoutes()).filter((r) => r.authenticate)
      // The demo store staff work in one store (scripts/seed/staff.ts): a probe's ids are in none.
      const passes = (r: AdminRoute) => {
        const need = routePermission(r.method, r.path)
        if (!allows([role], need)) return false
        return role !== "store_staff" || need === "signed_in" || need === "public" || passesWithForeignIds(r.method, r.path, need!)
      }
      expect(await disagreements(as, routes, passes)).toEqual([])
    })
  }
})
