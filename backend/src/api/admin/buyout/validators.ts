import { z } from "@medusajs/framework/zod"
import { BUYOUT_STATUSES } from "@electroshop/contracts/buyout"
import { calendarDate, queryInt } from "../../../lib/http/validation"

// Request bodies: the contracts' schemas, which the admin's forms use too.
export {
  AdminCreateTypeSchema as AdminCreateType,
  AdminUpdateTypeSchema as AdminUpdateType,
  AdminCreateManufacturerSchema as AdminCreateManufacturer,
  AdminUpdateManufacturerSchema as AdminUpdateManufacturer,
  AdminCreateModelSchema as AdminCreateModel,
  AdminUpdateModelSchema as AdminUpdateModel,
  AdminCreateColorSchema as AdminCreateColor,
  AdminUpdateColorSchema as AdminUpdateColor,
  AdminCreateResultSchema as AdminCreateResult,
  AdminUpdateResultSchema as AdminUpdateResult,
  AdminCreateChoiceSchema as AdminCreateChoice,
  AdminUpdateChoiceSchema as AdminUpdateChoice,
  AdminCreateConditionSchema as AdminCreateCondition,
  AdminUpdateConditionSchema as AdminUpdateCondition,
  AdminStatusChangeSchema as AdminStatusChange,
  AdminRevealSchema as AdminReveal,
  AdminCreateCenterSchema as AdminCreateCenter,
  AdminUpdateCenterSchema as AdminUpdateCenter,
} from "@electroshop/contracts/buyout"

// List queries: only this API reads them.
export const AdminListModels = z.object({
  device_type_id: z.string().optional(),
  manufacturer_id: z.string().optional(),
  q: z.string().max(200).optional(),
  offset: queryInt().min(0).default(0),
  limit: queryInt().min(1).max(200).default(50),
})

const date = calendarDate("invalid_iso_date")
export const AdminListBuyouts = z.object({
  status: z.union([z.enum(BUYOUT_STATUSES), z.array(z.enum(BUYOUT_STATUSES))]).optional(),
  q: z.string().max(200).optional(),
  created_from: date.optional(),
  created_to: date.optional(),
  offset: queryInt().min(0).default(0),
  limit: queryInt().min(1).max(100).default(20),
})
