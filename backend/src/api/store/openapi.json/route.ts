import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { openApiJson } from "../../openapi"

/** The store routes this shop adds, as OpenAPI 3.1 generated from their validators (api/openapi); the same for every caller. */
export async function GET(_req: MedusaRequest, res: MedusaResponse<string>) {
  const json = await openApiJson("store")
  res.setHeader("Cache-Control", "public, max-age=3600")
  res.type("application/json").send(json)
}
