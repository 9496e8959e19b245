import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminHandoversResponse, AdminListHandovers } from "@electroshop/contracts/warehouse"
import { handoverPage } from "../../../modules/carrier/handover-queries"

/** The hand-over batches, open ones first (`?state=&carrier=&stock_location_id=`), with the count per state. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminListHandovers>, res: MedusaResponse<AdminHandoversResponse>) {
  res.json(await handoverPage(req.scope, req.validatedQuery))
}
