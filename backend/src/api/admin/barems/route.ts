import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminCreateBarem, AdminListBaremsSchema } from "@electroshop/contracts/installment"
import { BAREM_MODULE, type BaremModuleService } from "../../../modules/barem"
import { adminBarem } from "../../../lib/installment/options"
import { createBaremWorkflow } from "../../../workflows/barem"
import { shopVariant } from "../../../lib/shop/variant"

/** `?kind&partner&limit&offset` → `{ barems, count, limit, offset }`, by partner, then months. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { kind, partner, limit, offset } = req.validatedQuery as z.infer<typeof AdminListBaremsSchema>
  const [rows, count] = await req.scope
    .resolve<BaremModuleService>(BAREM_MODULE)
    .listAndCountBarems(
      { ...(kind ? { kind } : {}), ...(partner ? { partner } : {}) },
      { take: limit, skip: offset, order: { partner: "ASC", months: "ASC", min_amount: "ASC" } },
    )
  res.json({ barems: rows.map((row) => adminBarem(row as any)), count, limit, offset, currency_code: shopVariant().currencyCode })
}

/** Creates a barem → 201 `{ barem }`. */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateBarem>, res: MedusaResponse) {
  const { result } = await createBaremWorkflow(req.scope).run({ input: req.validatedBody })
  const barem = await req.scope.resolve<BaremModuleService>(BAREM_MODULE).retrieveBarem(result.id)
  res.status(201).json({ barem: adminBarem(barem as any) })
}
