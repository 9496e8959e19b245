import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminBarem, AdminCreateBarem, AdminListBaremsSchema } from "@electroshop/contracts/installment"
import { BAREM_MODULE, type BaremModuleService } from "../../../modules/barem"
import { adminBarem } from "../../../lib/installment/options"
import { createBaremWorkflow } from "../../../workflows/barem"
import { shopVariant } from "../../../lib/shop/variant"

/** `?kind&partner&limit&offset` → `{ barems, count, limit, offset }`, by partner, then months. */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, z.infer<typeof AdminListBaremsSchema>>,
  res: MedusaResponse<{ barems: AdminBarem[]; count: number; limit: number; offset: number; currency_code: string }>,
) {
  const { kind, partner, limit, offset } = req.validatedQuery
  const [rows, count] = await req.scope
    .resolve<BaremModuleService>(BAREM_MODULE)
    .listAndCountBarems(
      { ...(kind ? { kind } : {}), ...(partner ? { partner } : {}) },
      { take: limit, skip: offset, order: { partner: "ASC", months: "ASC", min_amount: "ASC" } },
    )
  res.json({ barems: rows.map((row) => adminBarem(row)), count, limit, offset, currency_code: shopVariant().currencyCode })
}

/** Creates a barem → 201 `{ barem }`. */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateBarem>, res: MedusaResponse<{ barem: AdminBarem }>) {
  const { result } = await createBaremWorkflow(req.scope).run({ input: req.validatedBody })
  const barem = await req.scope.resolve<BaremModuleService>(BAREM_MODULE).retrieveBarem(result.id)
  res.status(201).json({ barem: adminBarem(barem) })
}
