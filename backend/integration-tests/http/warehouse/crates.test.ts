import { describe, expect, it } from "vitest"
import type { AdminCrate, AdminCratesResponse, AdminOrderPickingResponse, AdminPickingListResponse } from "@electroshop/contracts/warehouse"
import { admin, eventually, signedIn } from "../../helpers/api"
import { readyOrder } from "../../helpers/warehouse"
import { demoEmail } from "../../helpers/staff"
import { t } from "../../../src/lib/shop/messages"
import { warehouseMessage } from "../../../src/lib/warehouse/messages"

/**
 * Crates (issue 36): staff keep crates per stock location; a picked order goes into one (batch
 * picking: each order of the walk into its own), which makes it picked; packing starts by scanning
 * the crate, and an empty one answers the specification's "crate contains no order".
 */
const warehouse = signedIn(demoEmail("warehouse"))
type Answer<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> }
const RUN = Date.now().toString(36).toUpperCase()

const create = (json: Record<string, unknown>) => warehouse<Answer<{ crate: AdminCrate }>>("/admin/crates", { method: "POST", json })
const scan = (code: string) => warehouse<Answer<{ crate: AdminCrate }>>(`/admin/crates/scan?code=${encodeURIComponent(code)}`)
const pickInto = (orderId: string, crate: string) =>
  warehouse<Answer<AdminOrderPickingResponse>>(`/admin/orders/${orderId}/picking/crate`, { method: "POST", json: { crate } })
const crates = (query: string) => warehouse<AdminCratesResponse>(`/admin/crates?${query}`)

describe("crates", () => {
  it("are kept per stock location with unique labels, and an empty one scanned contains no order", async () => {
    const { body: seeded } = await crates("limit=200")
    expect(seeded.counts.empty).toBeGreaterThan(0)
    // The demo's picked order waits in a crate.
    expect(seeded.counts.filled).toBeGreaterThanOrEqual(1)
    const location = seeded.crates[0]!.stock_location_id

    const made = await create({ name: "Test crate", code: ` k${RUN}-01 `, stock_location_id: location })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body.crate).toMatchObject({ name: "Test crate", code: `K${RUN}-01`, stock_location_id: location, order: null })
    expect(made.body.crate.stock_location_name).toBeTruthy()
    expect((await create({ name: "Again", code: `K${RUN}-01`, stock_location_id: location })).body.errors).toEqual({
      code: [warehouseMessage("crate_code_taken")],
    })
    expect((await create({ name: "", code: "k 1", stock_location_id: location })).body.errors).toEqual({
      name: [t("required")],
      code: [t("invalid_crate_code")],
    })
    const renamed = await warehouse<Answer<{ crate: AdminCrate }>>(`/admin/crates/${made.body.crate.id}`, { method: "POST", json: { name: "Renamed" } })
    expect(renamed.body.crate).toMatchObject({ name: "Renamed", code: `K${RUN}-01` })

    const found = await crates(`q=k${RUN}&state=empty`)
    expect(found.body.crates.map((c) => c.code)).toEqual([`K${RUN}-01`])
    expect(found.body.counts).toEqual({ empty: 1, filled: 0 })

    const empty = await scan(`K${RUN}-01`)
    expect(empty.status).toBe(409)
    expect(empty.body).toMatchObject({ code: "crate_empty", message: warehouseMessage("crate_empty") })
    expect((await scan("NO-SUCH-CRATE")).status).toBe(404)
    expect((await signedIn(demoEmail("content_editor"))("/admin/crates")).status).toBe(403)
  })

  it("take picked orders, one per crate, and give them to packing; filled ones are emptied before removal", async () => {
    const first = await readyOrder()
    const second = await readyOrder()
    // Each at the location its order is picked at (Medusa may reserve the two at different ones).
    for (const [n, order] of [
      ["02", first],
      ["03", second],
    ] as const)
      expect((await create({ name: `Crate ${n}`, code: `K${RUN}-${n}`, stock_location_id: order.location })).status).toBe(201)

    const picked = await pickInto(first.id, `k${RUN}-02`)
    expect(picked.status, JSON.stringify(picked.body)).toBe(200)
    expect(picked.body.picking).toMatchObject({
      status: "picked",
      crate: { code: `K${RUN}-02` },
      history: [{ status: "picked", previous_status: "waiting", actor_email: demoEmail("warehouse") }, { status: "waiting" }],
    })
    const scanned = await scan(`K${RUN}-02`)
    expect(scanned.status).toBe(200)
    expect(scanned.body.crate.order).toEqual({ order_id: first.id, display_id: first.display_id })

    // Batch picking: the second order of the walk needs a crate of its own.
    const taken = await pickInto(second.id, `K${RUN}-02`)
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ crate: [warehouseMessage("crate_in_use", { code: `K${RUN}-02`, order: first.display_id })] })
    expect((await pickInto(second.id, "NO-SUCH-CRATE")).body.errors).toEqual({ crate: [warehouseMessage("crate_not_found")] })
    expect((await pickInto(second.id, `K${RUN}-03`)).status).toBe(200)
    const { body: list } = await warehouse<AdminPickingListResponse>(`/admin/picking/list?order_id=${first.id}&order_id=${second.id}`)
    expect(Object.fromEntries(list.orders.map((o) => [o.order_id, o.crate?.code]))).toEqual({ [first.id]: `K${RUN}-02`, [second.id]: `K${RUN}-03` })

    // Another location's crate is refused.
    const { body: all } = await crates("limit=200")
    const elsewhere = all.crates.find((c) => c.stock_location_id !== first.location && !c.order)
    if (elsewhere)
      expect((await pickInto(first.id, elsewhere.code)).body.errors).toEqual({ crate: [warehouseMessage("crate_other_location", { code: elsewhere.code })] })

    const crateId = scanned.body.crate.id
    const refused = await warehouse<Answer<object>>(`/admin/crates/${crateId}`, { method: "DELETE" })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(warehouseMessage("crate_not_empty"))
    const emptied = await warehouse<Answer<{ crate: AdminCrate }>>(`/admin/crates/${crateId}/empty`, { method: "POST" })
    expect(emptied.body.crate.order).toBeNull()
    expect((await warehouse(`/admin/crates/${crateId}`, { method: "DELETE" })).status).toBe(200)
    expect((await scan(`K${RUN}-02`)).status).toBe(404)

    // A cancelled order leaves its crate.
    expect((await admin(`/admin/orders/${second.id}/cancel`, { method: "POST", json: {} })).status).toBe(200)
    expect(
      await eventually(
        async () => (await scan(`K${RUN}-03`)).body.code,
        (code) => code === "crate_empty",
      ),
    ).toBe("crate_empty")
  })
})
