import { z } from "@medusajs/framework/zod"

export const StoreTypeCategoriesQuery = z.object({
  /** `buyout` / `service`: the flat list of categories the buy-out or service selector offers. */
  selector: z.enum(["buyout", "service"]).optional(),
})
