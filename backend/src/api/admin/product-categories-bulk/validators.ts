import { z } from "@medusajs/framework/zod"

const ids = (what: string) =>
  z
    .array(z.string().min(1), { message: `must be a list of ${what} ids` })
    .min(1, { message: `select at least one ${what}`, params: { code: "empty_selection" } } as any)
    .max(20000)
    .transform((v) => [...new Set(v)])

/** Bulk assign/remove: every master product × every category. */
export const BulkProductCategories = z.object({
  masterProductIds: ids("product"),
  typeCategoryIds: ids("category").refine((v) => v.length <= 500, { message: "at most 500 categories" }),
})
