import { pick } from "../pick"
import { decrypt, mask, type Logger } from "../pii-crypto"
import { statusLabel } from "./status-labels"
import { allowedTransitions } from "../../modules/buyout/lifecycle"
import {
  CUSTOMER_DATA_FIELDS,
  type AdminBuyoutDetail,
  type AdminBuyoutListItem,
  type ConditionKind,
  type ConditionType,
  type Grade,
  type SavedBuyout,
} from "@electroshop/contracts/buyout"
import type { SensitiveField } from "./validation"

/** What a sale stores as its device snapshot (`device` column). */
export type DeviceSnapshot = {
  product_type: { value: string; label: string }
  product_manufacturer: { value: string; label: string }
  product_model: { value: string; label: string }
  product_color: { value: string; label: string; image_alt: string; slug: string }
}

/** What a sale stores as its appraisal snapshot (`appraisal` column). */
export type AppraisalSnapshot = {
  appraisal_result: { id: number; quality: Grade | null; price: number; url: string }[]
  device_conditions: {
    id: string
    name: string
    type: ConditionType
    kind: ConditionKind | null
    choices: { value: number; label: string; appraisal_result: number | null; price_correction: number }[]
  }[]
  version: string
  minimal_buyout_price: number
  result: { id: number; quality: Grade; price: number; url: string }
  answers: { condition_id: string; condition_name: string; value: number; label: string; price_correction: number }[]
}

const ENCRYPTED_COLUMN: Record<SensitiveField, string> = {
  personal_identification_number: "personal_identification_number_encrypted",
  identity_card_number: "identity_card_number_encrypted",
  bank_account_full_number: "bank_account_full_number_encrypted",
}

export function encryptedColumn(field: SensitiveField): string {
  return ENCRYPTED_COLUMN[field]
}

/** Decrypts the sensitive fields; only the reveal endpoint returns them unmasked. */
export function decryptSensitive(request: any, logger?: Logger): Record<SensitiveField, string | null> {
  const out = {} as Record<SensitiveField, string | null>
  for (const [field, column] of Object.entries(ENCRYPTED_COLUMN) as [SensitiveField, string][]) {
    const stored = request[column]
    if (!stored) {
      out[field] = null
      continue
    }
    try {
      out[field] = decrypt(stored)
    } catch (error) {
      logger?.warn(`Cannot decrypt ${field} of buy-out ${request.id}: ${(error as Error).message}`)
      out[field] = null
    }
  }
  return out
}

/** The customer data in the payload's field names, with the sensitive ones masked (`******2745`); all null once erased. */
export function maskedCustomerData(request: any, logger?: Logger) {
  if (request.personal_data_erased_at) return Object.fromEntries(CUSTOMER_DATA_FIELDS.map((field) => [field, null]))
  const sensitive: Partial<Record<string, string | null>> = decryptSensitive(request, logger)
  const value = (field: (typeof CUSTOMER_DATA_FIELDS)[number]) => {
    if (field in sensitive) return sensitive[field] ? mask(sensitive[field]) : "******"
    return request[field === "e_mail" ? "email" : field]
  }
  return Object.fromEntries(CUSTOMER_DATA_FIELDS.map((field) => [field, value(field)]))
}

/** What every answer about a request starts with, for the seller and for staff. */
const requestHeader = (request: any) => ({
  ...pick(request, ["id", "number", "status", "created_at"]),
  status_label: statusLabel(request.status),
})

const requestPrice = (request: any) => pick(request, ["price", "offered_price", "currency_code"])

/**
 * `GET /store/buyout/:id`: the sale for the storefront's review mode. The
 * conditions carry the chosen `value` and `disabled: true`; the personal
 * data are masked.
 */
export function storeBuyoutResponse(request: any, logger?: Logger): SavedBuyout {
  const device = request.device as DeviceSnapshot
  const appraisal = request.appraisal as AppraisalSnapshot
  const chosen = new Map(appraisal.answers.map((a) => [a.condition_id, a.value]))
  return {
    ...requestHeader(request),
    product_type_choice: device.product_type,
    manufacturer_choice: device.product_manufacturer,
    product_model_choice: device.product_model,
    product_color_choice: device.product_color,
    appraisal_result: appraisal.appraisal_result,
    device_conditions: appraisal.device_conditions.map((c) => ({ ...c, value: chosen.get(c.id) ?? null, disabled: true })),
    conditions_appraisal_result: { ...appraisal.result, price: request.price },
    version: appraisal.version,
    minimal_buyout_price: appraisal.minimal_buyout_price,
    ...requestPrice(request),
    customer_data: maskedCustomerData(request, logger),
    pickup_address: request.pickup_address ?? null,
    buyout_device: { imei: request.imei, serial_number: request.serial_number, note: request.note },
  }
}

/** Admin list row: no personal identifiers at all. */
export function adminBuyoutListItem(request: any): AdminBuyoutListItem {
  const device = request.device as DeviceSnapshot
  return {
    ...requestHeader(request),
    ...pick(request, ["updated_at", "first_name", "last_name", "email", "quality"]),
    device: `${device.product_manufacturer.label} ${device.product_model.label} (${device.product_color.label})`,
    ...requestPrice(request),
  }
}

/** Admin detail: everything, sensitive fields masked; `allowed_transitions` drives the status buttons. */
export function adminBuyoutDetail(request: any, logger?: Logger): AdminBuyoutDetail {
  return {
    ...adminBuyoutListItem(request),
    allowed_transitions: [...allowedTransitions(request.status)],
    device: request.device,
    appraisal: request.appraisal,
    appraisal_version: request.appraisal_version,
    device_condition_choices: request.device_condition_choices,
    customer_data: maskedCustomerData(request, logger),
    personal_data_erased_at: request.personal_data_erased_at ? new Date(request.personal_data_erased_at).toISOString() : null,
    pickup_address: request.pickup_address ?? null,
    buyout_device: { imei: request.imei, serial_number: request.serial_number, note: request.note },
    status_history: [...(request.status_history ?? [])]
      .sort((a: any, b: any) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
      .map((h: any) => ({
        id: h.id,
        from_status: h.from_status,
        to_status: h.to_status,
        to_status_label: statusLabel(h.to_status),
        note: h.note,
        actor_type: h.actor_type,
        actor_id: h.actor_id,
        offered_price: h.offered_price,
        created_at: h.created_at,
      })),
  }
}
