import type { StaffAuditAction } from "@electroshop/contracts/staff"

/**
 * The admin calls the audit log keeps (issue 34: role changes, reveals, refunds, cancellations and
 * price changes), each as an action name the administrator searches by. The first match wins; a
 * route may ask for a body key, as a product's variant is audited only when its prices change.
 */
export const AUDITED_ROUTES: { method: string; path: RegExp; action: StaffAuditAction; bodyKey?: string }[] = [
  { method: "POST", path: /^\/admin\/staff\/[^/]+(\/two-factor\/reset)?$/, action: "staff.member_changed" },
  { method: "POST", path: /^\/admin\/invites$/, action: "staff.invited" },
  { method: "DELETE", path: /^\/admin\/users\/[^/]+$/, action: "staff.user_deleted" },
  { method: "POST", path: /^\/admin\/api-keys(\/[^/]+(\/revoke)?)?$/, action: "staff.api_key_changed" },
  { method: "POST", path: /^\/admin\/buyouts\/[^/]+\/reveal$/, action: "buyout.personal_data_revealed" },
  { method: "POST", path: /^\/admin\/orders\/[^/]+\/withdrawals\/[^/]+\/refund-account$/, action: "order.refund_account_revealed" },
  { method: "POST", path: /^\/admin\/(payments|orders\/[^/]+\/withdrawals)\/[^/]+\/refund$/, action: "payment.refunded" },
  { method: "POST", path: /^\/admin\/orders\/[^/]+\/cancel$/, action: "order.canceled" },
  { method: "POST", path: /^\/admin\/orders\/[^/]+\/fulfillments\/[^/]+\/cancel$/, action: "order.fulfillment_canceled" },
  { method: "POST", path: /^\/admin\/(returns|claims|exchanges)\/[^/]+\/cancel$/, action: "order.return_canceled" },
  { method: "POST", path: /^\/admin\/products\/[^/]+\/variants(\/[^/]+|\/batch)?$/, action: "price.changed", bodyKey: "prices" },
  { method: "POST", path: /^\/admin\/products\/[^/]+$/, action: "price.changed", bodyKey: "variants" },
  { method: "POST", path: /^\/admin\/price-lists(\/[^/]+(\/prices\/batch)?)?$/, action: "price.changed" },
  { method: "DELETE", path: /^\/admin\/price-lists\/[^/]+$/, action: "price.changed" },
]

/** The audit action of `method path` with this body, or null for a call the log does not keep. */
export function auditedAction(method: string, path: string, body: unknown): StaffAuditAction | null {
  const normalized = path.replace(/\/+$/, "")
  const route = AUDITED_ROUTES.find((r) => r.method === method && r.path.test(normalized))
  if (!route) return null
  if (route.bodyKey && !JSON.stringify(body ?? {}).includes(`"${route.bodyKey}"`)) return null
  return route.action
}

const SECRET_KEY = /password|token|secret|key$/i
const MAX_DETAILS = 4_000

/** The request body as the log keeps it: without anything named like a secret, and cut to a few kilobytes. */
export function auditDetails(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== "object") return null
  const text = JSON.stringify(body, (key, value) => (key && SECRET_KEY.test(key) ? "[redacted]" : value))
  return text.length > MAX_DETAILS ? { truncated: text.slice(0, MAX_DETAILS) } : JSON.parse(text)
}
