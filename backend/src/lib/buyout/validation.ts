import type { VariantConfig } from "@electroshop/domain"
import { quoteEmailSchema, sellOnlineFormSchema, type SellOnlineData } from "@electroshop/contracts/buyout"
import type { z } from "@medusajs/framework/zod"
import { zodFieldErrors } from "../http/validation"
import { COUNTRY_CODES } from "./countries"
import { ShopError, type FieldErrors } from "../http/errors"
import { t } from "../shop/messages"

// Customer fields after validation; the three `SENSITIVE_FIELDS` are stored encrypted.
export { SENSITIVE_FIELDS, type SensitiveField } from "@electroshop/contracts/buyout"
export type { BuyoutDevice, CustomerData, PickupAddress, SellOnlineData } from "@electroshop/contracts/buyout"

/**
 * A phone is identified by its IMEI, other devices by their serial number.
 * Decided by the device type's neutral code (`buyout_device_type.type_device`,
 * the same code as the type categories'), not by its localised slug, which
 * differs per variant and may be renamed by staff.
 */
export const imeiRequired = (deviceCode: string | null | undefined) => deviceCode === "phone"

/**
 * Field errors grouped like the body (`{ customer_data: { e_mail: [msg] } }`),
 * as the specification's sell-online form expects them; a field outside a
 * group keeps its own name.
 */
function groupedByFirstField(errors: Record<string, string[]>): FieldErrors {
  const grouped: Record<string, Record<string, string[]> | string[]> = {}
  for (const [path, messages] of Object.entries(errors)) {
    const [group, ...rest] = path.split(".")
    if (!rest.length) grouped[group] = messages
    else ((grouped[group] ??= {}) as Record<string, string[]>)[rest.join(".")] = messages
  }
  return grouped as FieldErrors
}

/** Parses a buy-out form; a failure is the shop's 400 `{ message, code: "validation_error", errors }`, grouped like the body. */
function parseForm<T extends z.ZodTypeAny>(schema: T, body: Record<string, unknown>): z.infer<T> {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const { errors } = zodFieldErrors(result.error.issues, body)
  throw new ShopError(400, { message: t("form_invalid"), code: "validation_error", errors: groupedByFirstField(errors as Record<string, string[]>) })
}

/**
 * Validates the sell-online form with the contracts' schema (the shared
 * domain validators of the shop's country; the IMEI required for phones,
 * see {@link imeiRequired}) and returns the normalised data. Throws 400 with
 * `errors: { customer_data?, pickup_address?, buyout_device? }` where each
 * group maps a field to its messages and only fields with an error are present.
 */
export function validateSellOnline(
  body: Record<string, unknown>,
  options: { variant: VariantConfig; deviceCode: string | null; today?: Date },
): SellOnlineData {
  const schema = sellOnlineFormSchema({
    variant: options.variant.variant,
    imeiRequired: imeiRequired(options.deviceCode),
    today: options.today ?? new Date(),
    countries: COUNTRY_CODES,
  })
  return parseForm(schema, body)
}

/** The e-mail of the send-to-email form; 400 `{ message, code, errors: { e_mail: [msg] } }` when invalid. */
export function validateQuoteEmail(body: Record<string, unknown>): string {
  return parseForm(quoteEmailSchema, body).e_mail
}
