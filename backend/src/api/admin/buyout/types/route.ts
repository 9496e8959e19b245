import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { buyoutService } from "../helpers"
import type { AdminCreateType } from "../validators"

/** GET /admin/buyout/types → { types }: every device type, also those not bought (`for_buyout: false`). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const types = await buyoutService(req.scope).listBuyoutDeviceTypes({}, { order: { position: "ASC", label: "ASC" } })
  res.json({ types })
}

/** POST /admin/buyout/types { value, label, for_buyout?, type_device?, position? } → { type }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminCreateType>>, res: MedusaResponse) {
  const type = await buyoutService(req.scope).createBuyoutDeviceTypes(req.validatedBody)
  res.status(201).json({ type })
}
