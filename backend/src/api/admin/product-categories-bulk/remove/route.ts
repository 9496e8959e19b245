import { bulkHandler } from "../bulk-route"

/** POST /admin/product-categories-bulk/remove `{ masterProductIds, typeCategoryIds }` → `{ added: 0, removed }` (pairs unassigned). */
export const POST = bulkHandler("remove")
