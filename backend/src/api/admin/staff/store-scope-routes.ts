import type { StaffPermission } from "@electroshop/contracts/staff"

/**
 * How a route limited to a user's stores is checked (store-scope.ts does it):
 * - `orders`, `stores`, `reservations`, `picking`: a list narrowed to the stores' orders, the stores, their
 *   reservations, their picking queues, bins, crates and hand-overs;
 * - `order`, `store`, `reservation`, `level`, `fulfillment`, `bin`, `crate`: the one in the path must be in
 *   the stores (an order collected at one, a stock location that is one, a reservation, fulfillment, bin or
 *   crate held at one);
 * - `picking_list`: every order the query names must be collected at one of the stores;
 * - `parcels`: every parcel the query names must have been packed at one of the stores;
 * - `parcel_code`: the parcel whose label the body's `code` reads, `handover`: the hand-over batch in the path;
 * - `body`: the locations the body names (`location_id`, or a batch of stock levels) must be among them.
 * An order route, a reservation update and a fulfillment created for an order check their body too.
 */
export type StoreCheck =
  | "orders"
  | "stores"
  | "reservations"
  | "picking"
  | "picking_list"
  | "order"
  | "store"
  | "reservation"
  | "level"
  | "fulfillment"
  | "bin"
  | "crate"
  | "parcels"
  | "parcel_code"
  | "handover"
  | "body"

type StoreRoute = { method?: "GET" | "WRITE"; path: RegExp; check: StoreCheck }

/** What store staff may do: their stores' orders (and packing and shipping them), stock levels, reservations and stores. */
const STORE_ROUTES: StoreRoute[] = [
  { method: "GET", path: /^\/admin\/orders$/, check: "orders" },
  { method: "GET", path: /^\/admin\/picking(?:\/locations)?$/, check: "picking" },
  { method: "GET", path: /^\/admin\/picking\/list$/, check: "picking_list" },
  { method: "WRITE", path: /^\/admin\/picking\/locations$/, check: "body" },
  { method: "WRITE", path: /^\/admin\/picking\/locations\/([^/]+)$/, check: "bin" },
  { method: "GET", path: /^\/admin\/crates$/, check: "picking" },
  { method: "WRITE", path: /^\/admin\/crates$/, check: "body" },
  { path: /^\/admin\/crates\/(?!scan$)([^/]+)(?:\/empty)?$/, check: "crate" },
  { method: "GET", path: /^\/admin\/parcels\/labels$/, check: "parcels" },
  { method: "GET", path: /^\/admin\/handovers$/, check: "picking" },
  { method: "WRITE", path: /^\/admin\/handovers\/scan$/, check: "parcel_code" },
  { path: /^\/admin\/handovers\/(?!scan$)([^/]+)(?:\/.*)?$/, check: "handover" },
  { path: /^\/admin\/orders\/([^/]+)(?:\/.*)?$/, check: "order" },
  { method: "GET", path: /^\/admin\/stock-locations$/, check: "stores" },
  { method: "GET", path: /^\/admin\/stock-locations\/([^/]+)$/, check: "store" },
  { method: "GET", path: /^\/admin\/reservations$/, check: "reservations" },
  { path: /^\/admin\/reservations\/([^/]+)$/, check: "reservation" },
  { method: "WRITE", path: /^\/admin\/reservations$/, check: "body" },
  { method: "WRITE", path: /^\/admin\/inventory-items\/[^/]+\/location-levels\/(?!batch$)([^/]+)$/, check: "level" },
  { method: "WRITE", path: /^\/admin\/inventory-items\/(?:[^/]+\/)?location-levels(?:\/batch)?$/, check: "body" },
  { method: "WRITE", path: /^\/admin\/fulfillments$/, check: "body" },
  { method: "WRITE", path: /^\/admin\/fulfillments\/([^/]+)\/[^/]+$/, check: "fulfillment" },
]

const READS = new Set(["GET", "HEAD", "OPTIONS"])

/** The route's check and the id in its path (empty for lists and body checks), or null for a route no rule names. */
export function storeRoute(method: string, path: string): { check: StoreCheck; id: string } | null {
  const normalized = path.replace(/\/+$/, "")
  const read = READS.has(method)
  const route = STORE_ROUTES.find((r) => (!r.method || (r.method === "GET" ? read : !read)) && r.path.test(normalized))
  return route ? { check: route.check, id: route.path.exec(normalized)?.[1] ?? "" } : null
}

/**
 * What no rule names: reads pass (the catalogue, stock elsewhere, shipping options) but for the
 * order routes other than the orders' (returns, claims, exchanges, edits and drafts cannot be told
 * apart by store); writes are refused.
 */
export const passesUnnamed = (method: string, need: StaffPermission) => READS.has(method) && need !== "order:read"

/**
 * Whether a call passes the store limit with an id in its path that is in none of the user's stores
 * and a body naming no location: the role table's probe (integration-tests/http/admin/staff-roles.test.ts).
 */
export function passesWithForeignIds(method: string, path: string, need: StaffPermission): boolean {
  const route = storeRoute(method, path)
  return route ? !route.id : passesUnnamed(method, need)
}
