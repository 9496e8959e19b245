/** A customer's shop-account mark: GET it, POST it changed (backend/src/api/admin/customers/[id]/shop-account). */
export const customerShopAccountPath = (customerId: string) => `/admin/customers/${customerId}/shop-account`
