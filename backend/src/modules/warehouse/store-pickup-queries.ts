import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminStorePickupResponse } from "@electroshop/contracts/warehouse"
import { preparedBy, type OpeningHours } from "../../lib/store-pickup/hours"
import { shopTimeZone } from "../../lib/shop/variant"
import { byId, rowsById } from "../shared/query-rows"
import { LINE_TITLE_FIELDS, lineTitle } from "./packing-queries"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "./index"

type QueryContainer = Pick<MedusaContainer, "resolve">
/** A device packed for the order: what the hand-out's scan of its box must match. */
export type PackedDevice = { imei: string | null; serial_number: string | null }
export type StorePickupState = NonNullable<AdminStorePickupResponse["store_pickup"]> & {
  fulfillment_id: string | null
  code_hash: string | null
  packed_devices: PackedDevice[]
}

/**
 * The order as the store's counter sees it: its store (from the shipping method the shopper chose), when
 * it must be ready (30 minutes after placing, within the store's hours), whether it is packed, ready or
 * handed out. Null for an order not collected at a store.
 */
export async function storePickupOf(container: QueryContainer, orderId: string): Promise<StorePickupState | null> {
  const warehouse = container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: orders }, [picking], [pickup], scans] = await Promise.all([
    query.graph({ entity: "order", fields: ["id", "display_id", "created_at", "shipping_methods.data", ...LINE_TITLE_FIELDS], filters: { id: orderId } }),
    warehouse.listPickings({ order_id: orderId }, { take: 1 }),
    warehouse.listStorePickups({ order_id: orderId }, { take: 1 }),
    warehouse.listPackingScans({ order_id: orderId }, { order: { created_at: "ASC" } }),
  ])
  const order = orders[0] as
    | {
        display_id: unknown
        created_at: string | Date
        shipping_methods?: ({ data?: Record<string, unknown> | null } | null)[]
        items?: (Parameters<typeof lineTitle>[0] & { id: string })[] | null
      }
    | undefined
  const storeId = order?.shipping_methods?.find((m) => m?.data?.stock_location_id)?.data?.stock_location_id
  if (!order || typeof storeId !== "string") return null
  const [stores, users] = await Promise.all([
    rowsById(container, "stock_location", ["name", "metadata"], [storeId]),
    byId(container, "user", "email", [pickup?.handed_out_by]),
  ])
  const store = stores.get(storeId) as { name?: string; metadata?: { opening_hours?: OpeningHours } | null } | undefined
  const hours = store?.metadata?.opening_hours ?? {}
  const devices = scans.filter((scan) => scan.imei || scan.serial_number)
  const due = preparedBy(hours, new Date(order.created_at), shopTimeZone())
  return {
    order_id: orderId,
    display_id: Number(order.display_id),
    store: { id: storeId, name: store?.name ?? "" },
    state: pickup?.handed_out_at ? "handed_out" : pickup ? "ready" : "preparing",
    due_at: due ? due.toISOString() : null,
    packed: Boolean(picking?.packed_at),
    ready_at: pickup ? new Date(pickup.ready_at).toISOString() : null,
    handed_out_at: pickup?.handed_out_at ? new Date(pickup.handed_out_at).toISOString() : null,
    handed_out_by: (users.get(pickup?.handed_out_by ?? "") as string | undefined) ?? null,
    fulfillment_id: picking?.fulfillment_id ?? null,
    code_hash: pickup?.code_hash ?? null,
    devices: devices.map((scan) => ({ title: lineTitle(order.items?.find((line) => line?.id === scan.line_item_id) ?? {}) })),
    packed_devices: devices.map(({ imei, serial_number }) => ({ imei, serial_number })),
  }
}

/** The answer of the store-pickup routes: the state without what the steps use. */
export const storePickupResponse = (state: StorePickupState | null): AdminStorePickupResponse => {
  if (!state) return { store_pickup: null }
  const { fulfillment_id: _fulfillment, code_hash: _hash, packed_devices: _devices, ...pickup } = state
  return { store_pickup: pickup }
}
