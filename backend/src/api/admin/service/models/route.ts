import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminServiceModelList } from "@electroshop/contracts/service"

/**
 * GET /admin/service/models → { models: [{ id, label, manufacturer, type, operations }] }:
 * every device model with the number of its operations (zero: no price list yet).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<AdminServiceModelList>) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: models }, { data: operations }] = await Promise.all([
    query.graph({ entity: "buyout_device_model", fields: ["id", "value", "label", "position", "manufacturer.label", "device_type.label"] }),
    query.graph({ entity: "service_operation", fields: ["device_model_id"] }),
  ])
  const counts = new Map<string, number>()
  for (const op of operations as { device_model_id: string }[]) counts.set(op.device_model_id, (counts.get(op.device_model_id) ?? 0) + 1)
  res.json({
    models: models
      .sort((a, b) => a.position - b.position)
      .map((m) => ({
        id: m.id,
        value: m.value,
        label: m.label,
        manufacturer: m.manufacturer?.label ?? "",
        type: m.device_type?.label ?? "",
        operations: counts.get(m.id) ?? 0,
      })),
  })
}
