import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StaffPermission } from "@electroshop/contracts/staff"
import StorePickupOrderLink from "../../../links/store-pickup-order"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"
import type { StaffAccess } from "../../../modules/staff/service"
import { permissionsOf } from "../../../modules/staff/policies"
import { passesUnnamed, storeRoute, type StoreCheck } from "./store-scope-routes"

/**
 * The stores a user's permission for this route is limited to, or null when it is not limited: store
 * staff work in their stores (`stock_location_ids` of their staff row), unless another role they hold
 * gives the same permission shop-wide.
 */
export function storeScope(access: StaffAccess, need: StaffPermission): string[] | null {
  if (!access.roles.includes("store_staff")) return null
  if (permissionsOf(access.roles.filter((role) => role !== "store_staff")).includes(need)) return null
  return access.stock_location_ids
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [])

/** `field` of each of these records; an unknown id gives a value no store has. */
async function fieldOf(scope: MedusaContainer, entity: string, field: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity, fields: ["id", field], filters: { id: ids } })
  return data.length === ids.length ? data.map((row: Record<string, unknown>) => String(row[field])) : ["(unknown)"]
}

/** The orders collected at these stores (links/store-pickup-order.ts). */
async function storeOrders(scope: MedusaContainer, stores: Set<string>): Promise<Set<string>> {
  if (!stores.size) return new Set()
  const { data } = await scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: StorePickupOrderLink.entryPoint, fields: ["order_id"], filters: { stock_location_id: [...stores] } })
  return new Set(data.map((row: { order_id: string }) => row.order_id))
}

/**
 * The locations a write's body names: `location_id` (Medusa's), `stock_location_id` (the shop's), or
 * those of a batch of stock levels (created, updated, deleted).
 */
async function bodyLocations(req: AuthenticatedMedusaRequest): Promise<string[]> {
  const body = (req.body ?? {}) as {
    location_id?: unknown
    stock_location_id?: unknown
    create?: { location_id?: unknown }[]
    update?: { location_id?: unknown }[]
    delete?: unknown
  }
  const levels = (value: unknown) => (Array.isArray(value) ? (value as { location_id?: unknown }[]) : [])
  const batch = [...levels(body.create), ...levels(body.update)].map((level) => String(level?.location_id))
  return [
    ...list(body.location_id),
    ...list(body.stock_location_id),
    ...batch,
    ...(await fieldOf(req.scope, "inventory_level", "location_id", list(body.delete))),
  ]
}

/** Narrows a list's filter to what the user may see; nothing at all matches "none". */
function narrow(req: AuthenticatedMedusaRequest, key: string, allowed: Set<string>) {
  const asked = list(req.query[key])
  const kept = asked.length ? asked.filter((value) => allowed.has(value)) : [...allowed]
  req.query[key] = kept.length ? kept : ["none"]
  return true
}

const within = (stores: Set<string>, locations: string[]) => locations.every((location) => stores.has(location))

const CHECKS: Record<StoreCheck, (req: AuthenticatedMedusaRequest, stores: Set<string>, id: string) => Promise<boolean> | boolean> = {
  orders: async (req, stores) => narrow(req, "id", await storeOrders(req.scope, stores)),
  stores: (req, stores) => narrow(req, "id", stores),
  reservations: (req, stores) => narrow(req, "location_id", stores),
  picking: (req, stores) => narrow(req, "stock_location_id", stores),
  picking_list: async (req, stores) => {
    const collected = await storeOrders(req.scope, stores)
    return list(req.query.order_id).every((id) => collected.has(id))
  },
  order: async (req, stores, id) => (await storeOrders(req.scope, stores)).has(id) && within(stores, await bodyLocations(req)),
  store: (_req, stores, id) => stores.has(id),
  reservation: async (req, stores, id) => within(stores, [...(await fieldOf(req.scope, "reservation", "location_id", [id])), ...(await bodyLocations(req))]),
  level: (_req, stores, id) => stores.has(id),
  fulfillment: async (req, stores, id) => within(stores, await fieldOf(req.scope, "fulfillment", "location_id", [id])),
  bin: async (req, stores, id) => within(stores, await fieldOf(req.scope, "product_location", "stock_location_id", [id])),
  crate: async (req, stores, id) => within(stores, await fieldOf(req.scope, "crate", "stock_location_id", [id])),
  parcels: async (req, stores) => within(stores, await fieldOf(req.scope, "parcel", "stock_location_id", [...new Set(list(req.query.id))])),
  parcel_code: async (req, stores) => {
    const code = String((req.body as { code?: unknown } | undefined)?.code ?? "")
      .replace(/\s+/g, "")
      .toUpperCase()
    const { data } = await req.scope
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "parcel", fields: ["stock_location_id"], filters: { tracking_number: code } })
    return within(
      stores,
      (data as { stock_location_id: string | null }[]).map((p) => String(p.stock_location_id)),
    )
  },
  handover: async (req, stores, id) => within(stores, await fieldOf(req.scope, "handover", "stock_location_id", [id])),
  body: async (req, stores) => within(stores, await bodyLocations(req)),
}

/**
 * After the staff guard (guard.ts) allowed the route to a user whose permission for it is limited to
 * their stores (storeScope): lists narrowed to their stores, 403 `forbidden` for an order, store, stock
 * level, reservation or fulfillment of another store, and for a write store-scope-routes.ts does not
 * tie to a store (a shipping option, a price list: the whole shop's), each with its own message.
 */
export async function applyStoreScope(req: AuthenticatedMedusaRequest, stores: string[], need: StaffPermission) {
  const route = storeRoute(req.method, req.originalUrl.split("?")[0])
  if (route ? await CHECKS[route.check](req, new Set(stores), route.id) : passesUnnamed(req.method, need)) return
  throw new ShopError(403, { code: "forbidden", message: t(route ? "staff_forbidden_other_store" : "staff_forbidden_shop_wide"), permission: need })
}
