import { z } from "@medusajs/framework/zod"
import { queryInt } from "../../../lib/http/validation"

const name = z.string().trim().min(1).max(200)
const description = z.string().trim().max(2000).nullable()
const productId = z.string().trim().min(1).max(100)
const productIds = z.array(productId).min(1).max(500)

export const AdminListMetaMasters = z.object({
  q: z.string().trim().max(200).optional(),
  limit: queryInt().min(1).max(200).default(50),
  offset: queryInt().min(0).default(0),
})

/** add-meta-master */
export const AdminCreateMetaMaster = z
  .object({ name, description: description.optional(), master_product_ids: z.array(productId).max(500).optional() })
  .strict()
/** update-meta-master */
export const AdminUpdateMetaMaster = z
  .object({ name: name.optional(), description: description.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.description !== undefined, { message: "name or description is required", path: ["name"] })
/** add-master-product / remove */
export const AdminMasterProducts = z.object({ master_product_ids: productIds }).strict()
/** swap-meta-master */
export const AdminSwapMetaMaster = z.object({ meta_master_id: z.string().trim().min(1).max(100) }).strict()
