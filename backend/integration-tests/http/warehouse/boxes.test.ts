import { describe, expect, it } from "vitest"
import type { AdminBox, AdminBoxesResponse } from "@electroshop/contracts/warehouse"
import { signedIn } from "../../helpers/api"
import { demoEmail } from "../../helpers/staff"
import { t } from "../../../src/lib/shop/messages"
import { warehouseMessage } from "../../../src/lib/warehouse/messages"

/**
 * Shipping boxes (issue 36, "choose the box"): the boxes the packing station chooses from, each with its
 * outside size and own weight, kept by the warehouse's roles. Registering a parcel in one is parcels.test.ts's.
 */
const warehouse = signedIn(demoEmail("warehouse"))
type Answer<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> }
const NAME = `E2E box ${Date.now().toString(36)}`

const create = (json: Record<string, unknown>) => warehouse<Answer<{ box: AdminBox }>>("/admin/boxes", { method: "POST", json })

describe("boxes", () => {
  it("are listed smallest first, added, changed and removed with field errors, by the warehouse's roles only", async () => {
    const { body: seeded } = await warehouse<AdminBoxesResponse>("/admin/boxes")
    expect(seeded.boxes.map((box) => box.name).slice(0, 3)).toEqual(["S", "M", "L"])
    expect(seeded.boxes[1]).toMatchObject({ name: "M", length_cm: 32, width_cm: 24, height_cm: 10, weight_g: 240 })

    // Each field's rule at its field (the form messages for a number out of range); a name in use at the name.
    const bad = await create({ name: "M", length_cm: 0, width_cm: 20.5, height_cm: 201, weight_g: 0 })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({
      length_cm: [t("min_value", { minValue: 1 })],
      width_cm: [t("invalid_box_side")],
      height_cm: [t("max_value", { maxValue: 200 })],
      weight_g: [t("min_value", { minValue: 1 })],
    })
    const taken = await create({ name: "M", length_cm: 30, width_cm: 20, height_cm: 10, weight_g: 200 })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ name: [warehouseMessage("box_name_taken")] })

    const made = await create({ name: NAME, length_cm: 60, width_cm: 40, height_cm: 40, weight_g: 900 })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const id = made.body.box.id
    expect((await warehouse<AdminBoxesResponse>("/admin/boxes")).body.boxes.at(-1)).toMatchObject({ id, name: NAME })
    const changed = await warehouse<Answer<{ box: AdminBox }>>(`/admin/boxes/${id}`, { method: "POST", json: { height_cm: 30, weight_g: 800 } })
    expect(changed.body.box).toMatchObject({ name: NAME, length_cm: 60, width_cm: 40, height_cm: 30, weight_g: 800 })
    expect((await warehouse(`/admin/boxes/${id}`, { method: "POST", json: { name: "S" } })).body).toMatchObject({
      errors: { name: [warehouseMessage("box_name_taken")] },
    })

    // Who may: the content editor sees no boxes; removed, a box is gone from the choice.
    expect((await signedIn(demoEmail("content_editor"))("/admin/boxes")).status).toBe(403)
    expect((await warehouse(`/admin/boxes/${id}`, { method: "DELETE" })).body).toEqual({ id, object: "box", deleted: true })
    expect((await warehouse(`/admin/boxes/${id}`)).status).toBe(404)
    expect((await warehouse<AdminBoxesResponse>("/admin/boxes")).body.boxes.some((box) => box.id === id)).toBe(false)
  })
})
