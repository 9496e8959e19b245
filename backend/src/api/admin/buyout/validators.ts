import { z } from "@medusajs/framework/zod"
import { BUYOUT_STATUSES } from "../../../modules/buyout/models/requests"
import { int32 } from "../../../lib/http/validation"

const slug = z.string().trim().min(1).max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case letters, digits and single hyphens")
const label = z.string().trim().min(1).max(200)
const amount = z.number().int().min(0).max(100_000_000)
const correction = z.number().int().min(-100_000_000).max(100_000_000)
const quality = z.enum(["A+", "A", "B", "C", "D"]).nullable()

export const AdminCreateType = z.object({
  value: slug,
  label,
  for_buyout: z.boolean().optional(),
  /** Device code shared with the type categories (`phone`, `tablet`…): the type is offered only while such a category is for_buyout. */
  type_device: z.string().trim().min(1).max(100).nullable().optional(),
  position: int32().optional(),
})
export const AdminUpdateType = AdminCreateType.partial()

export const AdminCreateManufacturer = z.object({ value: slug, label, position: int32().optional() })
export const AdminUpdateManufacturer = AdminCreateManufacturer.partial()

export const AdminCreateModel = z.object({
  value: slug,
  label,
  device_type_id: z.string().min(1),
  manufacturer_id: z.string().min(1),
  minimal_buyout_price: amount.optional(),
  max_bonus_percent: z.number().int().min(0).max(100).nullable().optional(),
  position: int32().optional(),
  is_active: z.boolean().optional(),
  product_id: z.string().min(1).nullable().optional(),
})
export const AdminUpdateModel = AdminCreateModel.partial()

export const AdminCreateColor = z.object({
  slug,
  label,
  image_alt: z.string().max(300).optional(),
  hex: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullable().optional(),
  position: int32().optional(),
  /** Defaults to `<model value>-<slug>`. */
  value: slug.optional(),
})
export const AdminUpdateColor = AdminCreateColor.partial()

export const AdminCreateResult = z.object({ quality, price: amount, url: z.string().max(500).optional() })
export const AdminUpdateResult = AdminCreateResult.partial()

const choice = z.object({
  label,
  appraisal_result_id: int32().nullable().optional(),
  price_correction: correction.optional(),
  position: int32().optional(),
})
export const AdminCreateChoice = choice
export const AdminUpdateChoice = choice.partial()

export const AdminCreateCondition = z.object({
  name: label,
  type: z.enum(["quality", "common"]).optional(),
  kind: z.enum(["charger", "battery"]).nullable().optional(),
  position: int32().optional(),
  choices: z.array(choice).max(50).optional(),
})
export const AdminUpdateCondition = AdminCreateCondition.omit({ choices: true }).partial()

export const AdminStatusChange = z.object({
  status: z.enum(BUYOUT_STATUSES),
  note: z.string().max(2000).nullish(),
  offered_price: amount.nullish(),
})

export const AdminReveal = z.object({
  fields: z.array(z.enum(["personal_identification_number", "identity_card_number", "bank_account_full_number"])).min(1).optional(),
  reason: z.string().max(500).optional(),
})

export const AdminPriceImportJson = z.object({ filename: z.string().min(1).max(255), content: z.string().max(5_000_000) })

export const AdminCreateCenter = z.object({
  name: label,
  street: label,
  city: label,
  postcode: z.string().min(1).max(12),
  country: z.string().length(2),
  phone: z.string().max(40).nullable().optional(),
  email: z.string().email().nullable().optional(),
  opening_hours: z.array(z.object({ days: z.string().max(60), hours: z.string().max(60) })).max(14),
  position: int32().optional(),
  is_active: z.boolean().optional(),
})
export const AdminUpdateCenter = AdminCreateCenter.partial()
