import type { StaffPermission, StaffResource } from "@electroshop/contracts/staff"

/**
 * What an admin route needs (issue 34): a permission, `signed_in` (any active
 * staff member, even one without a role: the admin's shell and the user's own
 * record), or `public` (the routes Medusa opens to anyone: accepting an invite,
 * the feature flags). A route this table does not know needs what nobody has:
 * the staff guard refuses it and the route-permission test names it.
 */
export type RouteNeed = StaffPermission | "signed_in" | "public"

/** The first path segment after /admin/ → the resource it works on: Medusa's routes and the shop's. */
const RESOURCE_OF_SEGMENT: Record<string, StaffResource> = {
  ...resource("catalog", [
    "products",
    "product-variants",
    "product-options",
    "product-tags",
    "product-types",
    "product-categories",
    "collections",
    "price-lists",
    "price-preferences",
    "property-labels",
    "translations",
    "uploads",
    "product-categories-bulk",
    "type-categories",
    "meta-masters",
    "item-extras",
  ]),
  ...resource("promotion", ["promotions", "campaigns", "promotion-codes", "special-offers"]),
  ...resource("order", ["orders", "draft-orders", "order-changes", "order-edits", "claims", "exchanges", "returns", "invoices", "complaints"]),
  ...resource("payment", ["payments", "payment-collections", "bank-statements", "installment-payments", "lease-contracts", "barems"]),
  ...resource("customer", ["customers", "customer-groups"]),
  ...resource("inventory", ["inventory-items", "reservations", "stock-locations", "stock-figures"]),
  ...resource("fulfillment", [
    "fulfillments",
    "fulfillment-sets",
    "fulfillment-providers",
    "shipping-options",
    "shipping-option-types",
    "shipping-profiles",
    "shipping-rates",
    "delivery-timeslots",
    "pickup-points",
    "picking",
    "crates",
    "boxes",
    "parcels",
    "handovers",
  ]),
  ...resource("buyout", ["buyout", "buyouts"]),
  ...resource("service", ["service"]),
  ...resource("review", ["reviews"]),
  ...resource("cdn", ["cdn"]),
  ...resource("settings", [
    "stores",
    "regions",
    "sales-channels",
    "currencies",
    "tax-regions",
    "tax-rates",
    "tax-providers",
    "return-reasons",
    "refund-reasons",
    "locales",
    "notifications",
    "workflows-executions",
    "plugins",
    "index",
    "search",
    "search-indexes",
    "views",
    "layouts",
  ]),
  // Staff accounts, invitations and the credentials integrations use. Medusa's `rbac` routes are its
  // Enterprise Edition's, unused here: administrators only, like the rest of the staff's.
  ...resource("staff", ["users", "invites", "api-keys", "rbac", "staff"]),
}

function resource(name: StaffResource, segments: string[]): Record<string, StaffResource> {
  return Object.fromEntries(segments.map((segment) => [segment, name]))
}

/**
 * Routes that need something other than their segment's read or write: a `need` of their own, or
 * another resource's read or write. The first match wins.
 */
const EXCEPTIONS: ({ method?: string; path: RegExp } & ({ need: RouteNeed } | { resource: StaffResource }))[] = [
  { method: "POST", path: /^\/admin\/invites\/accept$/, need: "public" },
  { method: "GET", path: /^\/admin\/feature-flags$/, need: "public" },
  // What the admin's shell loads for anyone signed in, before it knows what they may do.
  { method: "GET", path: /^\/admin\/(users\/me|staff\/me|stores(\/[^/]+)?|locales|notifications|views\/.*|openapi\.json)$/, need: "signed_in" },
  { path: /^\/admin\/buyouts\/[^/]+\/reveals?$/, need: "buyout:reveal_personal_data" },
  { method: "POST", path: /^\/admin\/orders\/[^/]+\/withdrawals\/[^/]+\/refund-account$/, need: "order:reveal_refund_account" },
  // A withdrawal's refund is a payment's, as Medusa's own refund route.
  { method: "POST", path: /^\/admin\/orders\/[^/]+\/withdrawals\/[^/]+\/refund$/, resource: "payment" },
  { method: "POST", path: /^\/admin\/cdn\/purge$/, need: "cdn:purge" },
  // Everyone's own two-factor sign-in (two-factor/*), also before it is set up.
  { path: /^\/admin\/staff\/two-factor(\/[^/]+)?$/, need: "signed_in" },
  // Any colleague asks a supervisor for an approval; the supervisor's own sign-in decides (approvals/route.ts).
  { method: "POST", path: /^\/admin\/staff\/approvals$/, need: "signed_in" },
  // Picking, packing and shipping an order is the warehouse's work, not changing the order.
  { path: /^\/admin\/orders\/[^/]+\/fulfillments(\/.*)?$/, resource: "fulfillment" },
  { path: /^\/admin\/orders\/[^/]+\/(picking(\/crate)?|packing(\/.*)?|parcels|store-pickup(\/(ready|hand-out))?)$/, resource: "fulfillment" },
]

const READS = new Set(["GET", "HEAD", "OPTIONS"])

/** The permission `method path` needs (`path` without the query), or null for a route no policy covers. */
export function routePermission(method: string, path: string): RouteNeed | null {
  const normalized = path.replace(/\/+$/, "")
  const exception = EXCEPTIONS.find((e) => (!e.method || e.method === method) && e.path.test(normalized))
  if (exception && "need" in exception) return exception.need
  const segment = normalized.split("/")[2]
  const name = exception?.resource ?? (segment ? RESOURCE_OF_SEGMENT[segment] : undefined)
  if (!name) return null
  return READS.has(method) ? `${name}:read` : `${name}:write`
}
