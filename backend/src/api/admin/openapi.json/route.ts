import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { openApiJson } from "../../openapi"

/** The admin routes this shop adds, as OpenAPI 3.1 generated from their validators (api/openapi); behind Medusa's admin auth like every admin route. */
export async function GET(_req: MedusaRequest, res: MedusaResponse<string>) {
  const json = await openApiJson("admin")
  res.setHeader("Cache-Control", "private, no-cache")
  res.type("application/json").send(json)
}
