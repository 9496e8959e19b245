import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { foldForSearch } from "@electroshop/domain"
import type { AdminListServiceOrdersSchema, AdminServiceOrderList } from "@electroshop/contracts/service"
import { SERVICE_MODULE } from "../../../../modules/service"
import type ServiceModuleService from "../../../../modules/service/service"
import { serviceStatusLabel } from "../../../../lib/service/messages"

/**
 * GET /admin/service/orders?status=&q=&offset=&limit= → { orders, count, offset, limit }, newest first.
 * `q` matches number, e-mail, name and device, blind to case and diacritics (every word must match).
 */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof AdminListServiceOrdersSchema>>, res: MedusaResponse<AdminServiceOrderList>) {
  const query = req.validatedQuery
  const filters: Record<string, unknown> = {}
  if (query.status) filters.status = query.status
  const words = (query.q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5)
  if (words.length) filters.$and = words.map((word) => ({ search_text: { $like: `%${foldForSearch(word).replace(/[\\%_]/g, (c) => `\\${c}`)}%` } }))
  const [rows, count] = await req.scope
    .resolve<ServiceModuleService>(SERVICE_MODULE)
    .listAndCountServiceOrders(filters, { skip: query.offset, take: query.limit, order: { created_at: "DESC" } })
  res.json({
    // Rows as stored: Date and json columns, sent as the contract's ISO strings and objects.
    orders: rows.map((o: any) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      status_label: serviceStatusLabel(o.status),
      device: o.device,
      name: `${o.first_name} ${o.last_name}`,
      total: o.total,
      currency_code: o.currency_code,
      handover: o.handover,
      created_at: o.created_at,
    })),
    count,
    offset: query.offset,
    limit: query.limit,
  })
}
