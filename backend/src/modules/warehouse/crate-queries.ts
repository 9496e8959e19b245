import type { MedusaContainer } from "@medusajs/framework/types"
import { CRATE_STATES, type AdminCrate, type AdminCratesResponse, type CrateState } from "@electroshop/contracts/warehouse"
import { ShopError } from "../../lib/http/errors"
import { warehouseMessage } from "../../lib/warehouse/messages"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "./index"
import { byId } from "../shared/query-rows"

type QueryContainer = Pick<MedusaContainer, "resolve">
type CrateRow = { id: string; name: string; code: string; stock_location_id: string; order_id: string | null; updated_at: Date | string }
export type CrateFilters = { stock_location_id?: string[]; state?: CrateState; q?: string }

const warehouseOf = (container: QueryContainer) => container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)

/** Crates as the admin shows them: with their location's name and their order's number. */
async function described(container: QueryContainer, rows: CrateRow[]): Promise<AdminCrate[]> {
  const [numbers, locations] = await Promise.all([
    byId(
      container,
      "order",
      "display_id",
      rows.flatMap((r) => (r.order_id ? [r.order_id] : [])),
    ),
    byId(
      container,
      "stock_location",
      "name",
      rows.map((r) => r.stock_location_id),
    ),
  ])
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    stock_location_id: r.stock_location_id,
    stock_location_name: (locations.get(r.stock_location_id) as string | undefined) ?? null,
    order: r.order_id ? { order_id: r.order_id, display_id: Number(numbers.get(r.order_id) ?? 0) } : null,
    updated_at: new Date(r.updated_at).toISOString(),
  }))
}

const stateFilter = (state: CrateState) => ({ order_id: state === "empty" ? null : { $ne: null } })

/** The crates overview's page, by identifier, with the number of empty and filled crates under the same location filter and search. */
export async function cratesPage(
  container: QueryContainer,
  filters: CrateFilters,
  page: { limit: number; offset: number },
): Promise<Omit<AdminCratesResponse, "limit" | "offset">> {
  const warehouse = warehouseOf(container)
  const where: Record<string, unknown> = filters.stock_location_id ? { stock_location_id: filters.stock_location_id } : {}
  if (filters.q) {
    const q = filters.q.replace(/[%_\\]/g, "")
    where.$or = [{ code: { $like: `${q.toUpperCase()}%` } }, { name: { $ilike: `%${q}%` } }]
  }
  const [[rows, count], ...perState] = await Promise.all([
    warehouse.listAndCountCrates(filters.state ? { ...where, ...stateFilter(filters.state) } : where, {
      order: { code: "ASC" },
      take: page.limit,
      skip: page.offset,
    }),
    ...CRATE_STATES.map((state) => warehouse.listAndCountCrates({ ...where, ...stateFilter(state) }, { select: ["id"], take: 1 })),
  ])
  const counts = Object.fromEntries(CRATE_STATES.map((state, i) => [state, perState[i]![1]])) as Record<CrateState, number>
  return { crates: await described(container, rows as CrateRow[]), count, counts }
}

/** One crate as the admin shows it; 404 when there is none. */
export async function crate(container: QueryContainer, where: { id: string } | { code: string }): Promise<AdminCrate> {
  const rows = await warehouseOf(container).listCrates(where, { take: 1 })
  if (!rows.length) throw ShopError.notFound(warehouseMessage("crate_not_found"))
  return (await described(container, rows as CrateRow[]))[0]!
}

/** The scanned crate with the order waiting in it: where packing starts. An empty one is the specification's "crate contains no order" (409). */
export async function scannedCrate(container: QueryContainer, code: string): Promise<AdminCrate> {
  const found = await crate(container, { code })
  if (!found.order) throw new ShopError(409, { code: "crate_empty", message: warehouseMessage("crate_empty") })
  return found
}
