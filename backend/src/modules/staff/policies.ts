import { SPECIAL_PERMISSIONS, STAFF_RESOURCES, type StaffPermission, type StaffResource, type StaffRole } from "@electroshop/contracts/staff"

/**
 * Who may do what: each role and the permissions it gives (issue 34). A user
 * holding several roles may do what any of them allows. Which permission an
 * admin route needs is api/admin/staff/route-permissions.ts.
 */
const read = (...resources: StaffResource[]): StaffPermission[] => resources.map((r) => `${r}:read` as const)
const write = (...resources: StaffResource[]): StaffPermission[] => resources.map((r) => `${r}:write` as const)

/** Everything but the staff and their credentials. */
const READ_ALL_BUT_STAFF = read(...STAFF_RESOURCES.filter((r) => r !== "staff"))

export const ALL_PERMISSIONS: readonly StaffPermission[] = [...read(...STAFF_RESOURCES), ...write(...STAFF_RESOURCES), ...SPECIAL_PERMISSIONS]

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  administrator: ALL_PERMISSIONS,
  // The shift lead: everything of the daily work, a seller's personal data, not the settings or the staff.
  supervisor: [
    ...READ_ALL_BUT_STAFF,
    ...write("order", "payment", "customer", "inventory", "fulfillment", "buyout", "service", "review"),
    "buyout:reveal_personal_data",
    "order:reveal_refund_account",
    "supervisor:approve",
  ],
  customer_service: [
    ...read("catalog", "promotion", "order", "payment", "customer", "inventory", "fulfillment", "buyout", "service", "review", "settings"),
    ...write("order", "customer", "buyout", "service", "review"),
  ],
  warehouse: [...read("catalog", "order", "inventory", "fulfillment", "buyout", "settings"), ...write("inventory", "fulfillment")],
  store_staff: [...read("catalog", "order", "customer", "inventory", "fulfillment", "settings"), ...write("inventory", "fulfillment")],
  content_editor: [...read("catalog", "promotion", "review", "cdn", "settings"), ...write("catalog", "promotion", "review"), "cdn:purge"],
  // Refunds by bank transfer are the accountant's: the shopper's account for a withdrawal's refund too.
  accountant: [...READ_ALL_BUT_STAFF, ...write("payment"), "order:reveal_refund_account"],
}

/** What these roles allow together. */
export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? []))
  return ALL_PERMISSIONS.filter((p) => granted.has(p))
}
