import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeleteResponse } from "@medusajs/framework/types"
import type { AdminBarem, AdminUpdateBarem } from "@electroshop/contracts/installment"
import { BAREM_MODULE, type BaremModuleService } from "../../../../modules/barem"
import { adminBarem } from "../../../../lib/installment/options"
import { ShopError } from "../../../../lib/http/errors"
import { installmentMessage } from "../../../../lib/installment/messages"
import { deleteBaremWorkflow, updateBaremWorkflow } from "../../../../workflows/barem"

async function found(req: AuthenticatedMedusaRequest) {
  const [row] = await req.scope.resolve<BaremModuleService>(BAREM_MODULE).listBarems({ id: req.params.id })
  if (!row) throw ShopError.notFound(installmentMessage("barem_not_found"))
  return row
}

export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ barem: AdminBarem }>) {
  res.json({ barem: adminBarem(await found(req)) })
}

/** Changes some fields → `{ barem }`. */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateBarem>, res: MedusaResponse<{ barem: AdminBarem }>) {
  await updateBaremWorkflow(req.scope).run({ input: { id: req.params.id, data: req.validatedBody } })
  res.json({ barem: adminBarem(await found(req)) })
}

export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<DeleteResponse<"barem">>) {
  await found(req)
  await deleteBaremWorkflow(req.scope).run({ input: req.params.id })
  res.json({ id: req.params.id, object: "barem", deleted: true })
}
