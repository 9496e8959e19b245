import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { foldForSearch } from "@electroshop/domain"
import type { AdminBuyoutListResponse } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { adminBuyoutListItem } from "../../../lib/buyout/serialize"
import type { AdminListBuyouts } from "../buyout/validators"

/**
 * GET /admin/buyouts?status=&q=&created_from=YYYY-MM-DD&created_to=YYYY-MM-DD&offset=&limit=
 * → { buyouts, count, offset, limit }, newest first. `status` may repeat;
 * `q` matches the number, e-mail, first or last name, blind to case and
 * diacritics (every word must match one of them); `created_to` includes that whole day.
 */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof AdminListBuyouts>>, res: MedusaResponse<AdminBuyoutListResponse>) {
  const query = req.validatedQuery
  const filters: Record<string, any> = {}
  if (query.status) filters.status = Array.isArray(query.status) ? query.status : [query.status]
  const created: Record<string, Date> = {}
  if (query.created_from) created.$gte = new Date(query.created_from.length === 10 ? `${query.created_from}T00:00:00` : query.created_from)
  if (query.created_to) {
    const end = new Date(query.created_to.length === 10 ? `${query.created_to}T00:00:00` : query.created_to)
    if (query.created_to.length === 10) end.setDate(end.getDate() + 1)
    created.$lt = end
  }
  if (Object.keys(created).length) filters.created_at = created
  const words = (query.q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5)
  if (words.length) {
    filters.$and = words.map((word) => {
      const like = `%${foldForSearch(word).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      return { search_text: { $like: like } }
    })
  }
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [rows, count] = await service.listAndCountBuyoutRequests(filters, {
    skip: query.offset,
    take: query.limit,
    order: { created_at: "DESC" },
  })
  res.json({ buyouts: rows.map(adminBuyoutListItem), count, offset: query.offset, limit: query.limit })
}
