import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutCenter } from "@electroshop/contracts/buyout"
import { buyoutCenterWorkflows } from "../../../../workflows/buyout/catalogue"
import { buyoutService } from "../helpers"
import type { AdminCreateCenter } from "../validators"

/** GET /admin/buyout/centers → { centers } (also inactive ones). */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ centers: AdminBuyoutCenter[] }>) {
  // The rows hold Dates, which JSON sends as strings, and model.json() types the opening hours as an object.
  res.json({ centers: (await buyoutService(req.scope).listBuyoutCenters({}, { order: { position: "ASC", name: "ASC" } })) as unknown as AdminBuyoutCenter[] })
}

/** POST /admin/buyout/centers { name, street, city, postcode, country, phone?, email?, opening_hours: [{ days, hours }], position?, is_active? } → { center }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminCreateCenter>>, res: MedusaResponse<{ center: AdminBuyoutCenter }>) {
  // model.json() types the opening hours as an object, not the list they are; JSON sends the row's Dates as strings.
  const { result } = await buyoutCenterWorkflows.create(req.scope).run({ input: { ...req.validatedBody, country: req.validatedBody.country.toLowerCase() } })
  res.status(201).json({ center: (await buyoutService(req.scope).retrieveBuyoutCenter(result.id)) as unknown as AdminBuyoutCenter })
}
