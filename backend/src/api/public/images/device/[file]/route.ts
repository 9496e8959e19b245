import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isDeviceKind, renderDeviceSvg } from "../../../../../lib/device-image"

export async function GET(req: MedusaRequest, res: MedusaResponse<string | { message: string }>) {
  const kind = req.params.file.replace(/\.svg$/, "")
  if (!isDeviceKind(kind)) {
    res.status(404).json({ message: "Image not found" })
    return
  }
  res.setHeader("Content-Type", "image/svg+xml; charset=utf-8")
  res.setHeader("Cache-Control", "public, max-age=86400, immutable")
  res.send(renderDeviceSvg(kind, String(req.query.color ?? ""), String(req.query.label ?? "")))
}
