import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { buyoutService } from "../helpers"
import type { AdminCreateManufacturer } from "../validators"

/** GET /admin/buyout/manufacturers → { manufacturers }. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const manufacturers = await buyoutService(req.scope).listBuyoutManufacturers({}, { order: { position: "ASC", label: "ASC" } })
  res.json({ manufacturers })
}

/** POST /admin/buyout/manufacturers { value, label, position? } → { manufacturer }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminCreateManufacturer>>, res: MedusaResponse) {
  const manufacturer = await buyoutService(req.scope).createBuyoutManufacturers(req.validatedBody)
  res.status(201).json({ manufacturer })
}
