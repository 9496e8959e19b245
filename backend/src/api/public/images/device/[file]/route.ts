import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isDeviceKind, renderDeviceSvg } from "../../../../../lib/device-image"
import { ShopError } from "../../../../../lib/http/errors"

/** GET /public/images/device/<kind>.svg?color=&label=: a drawn device picture; 404 `not_found` for a kind there is none of. */
export async function GET(req: MedusaRequest, res: MedusaResponse<string>) {
  const kind = req.params.file.replace(/\.svg$/, "")
  if (!isDeviceKind(kind)) throw ShopError.notFound("Image not found")
  res.setHeader("Content-Type", "image/svg+xml; charset=utf-8")
  res.setHeader("Cache-Control", "public, max-age=86400, immutable")
  res.send(renderDeviceSvg(kind, String(req.query.color ?? ""), String(req.query.label ?? "")))
}
