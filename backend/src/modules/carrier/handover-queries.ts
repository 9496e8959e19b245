import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminHandover, AdminHandoversResponse, AdminListHandovers, HandoverState } from "@electroshop/contracts/warehouse"
import { HANDOVER_STATES } from "@electroshop/contracts/warehouse"
import { ShopError } from "../../lib/http/errors"
import { warehouseMessage } from "../../lib/warehouse/messages"
import { byId } from "../shared/query-rows"
import { CARRIER_MODULE, type CarrierModuleService } from "./index"

type QueryContainer = Pick<MedusaContainer, "resolve">
type HandoverRow = Awaited<ReturnType<CarrierModuleService["listHandovers"]>>[number]

/** The batches as the admin shows them: each with its parcels (in the order scanned), their sums, its location's name and who closed it. */
async function handoverDtos(container: QueryContainer, rows: HandoverRow[]): Promise<AdminHandover[]> {
  const parcels = rows.length
    ? await container.resolve<CarrierModuleService>(CARRIER_MODULE).listParcels({ handover_id: rows.map((r) => r.id) }, { order: { handover_added_at: "ASC" } })
    : []
  const [numbers, locations, users] = await Promise.all([
    byId(
      container,
      "order",
      "display_id",
      parcels.map((p) => p.order_id),
    ),
    byId(
      container,
      "stock_location",
      "name",
      rows.map((r) => r.stock_location_id),
    ),
    byId(
      container,
      "user",
      "email",
      rows.map((r) => r.closed_by),
    ),
  ])
  return rows.map((row) => {
    const own = parcels.filter((p) => p.handover_id === row.id)
    return {
      id: row.id,
      carrier: row.carrier,
      stock_location_id: row.stock_location_id,
      stock_location_name: (locations.get(row.stock_location_id ?? "") as string | undefined) ?? null,
      state: row.state,
      parcels: own.map((p) => ({
        parcel_id: p.id,
        order_id: p.order_id,
        display_id: Number(numbers.get(p.order_id) ?? 0),
        tracking_number: p.tracking_number,
        weight_g: p.weight_g,
        cod_amount: p.cod_amount,
        added_at: new Date(p.handover_added_at ?? p.updated_at).toISOString(),
      })),
      total_weight_g: own.reduce((sum, p) => sum + p.weight_g, 0),
      cod_total: own.reduce((sum, p) => sum + (p.cod_amount ?? 0), 0),
      currency_code: own[0]?.currency_code ?? null,
      created_at: new Date(row.created_at).toISOString(),
      closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null,
      closed_by: (users.get(row.closed_by ?? "") as string | undefined) ?? null,
    }
  })
}

/** One batch with its parcels; 404 when there is none. */
export async function handoverOf(container: QueryContainer, id: string): Promise<AdminHandover> {
  const [row] = await container.resolve<CarrierModuleService>(CARRIER_MODULE).listHandovers({ id }, { take: 1 })
  if (!row) throw ShopError.notFound(warehouseMessage("handover_not_found"))
  return (await handoverDtos(container, [row]))[0]!
}

/** A page of batches of the locations and carrier asked, open ones first, newest first, with the count per state. */
export async function handoverPage(container: QueryContainer, filters: AdminListHandovers): Promise<AdminHandoversResponse> {
  const carriers = container.resolve<CarrierModuleService>(CARRIER_MODULE)
  const where = {
    ...(filters.carrier ? { carrier: filters.carrier } : {}),
    ...(filters.stock_location_id ? { stock_location_id: filters.stock_location_id } : {}),
  }
  const counted = await Promise.all(HANDOVER_STATES.map((state) => carriers.listAndCountHandovers({ ...where, state }, { take: 1 })))
  const counts = Object.fromEntries(HANDOVER_STATES.map((state, i) => [state, counted[i]![1]])) as Record<HandoverState, number>
  const [rows, count] = await carriers.listAndCountHandovers(
    { ...where, ...(filters.state ? { state: filters.state } : {}) },
    { order: { state: "DESC", created_at: "DESC" }, take: filters.limit, skip: filters.offset },
  )
  const dtos = await handoverDtos(container, rows)
  return {
    handovers: dtos.map(({ parcels, ...handover }) => ({ ...handover, parcel_count: parcels.length })),
    count,
    counts,
    limit: filters.limit,
    offset: filters.offset,
  }
}
