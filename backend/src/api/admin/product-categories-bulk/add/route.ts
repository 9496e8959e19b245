import { bulkHandler } from "../bulk-route"

/** POST /admin/product-categories-bulk/add `{ masterProductIds, typeCategoryIds }` → `{ added, removed: 0 }` (pairs newly assigned). */
export const POST = bulkHandler("add")
