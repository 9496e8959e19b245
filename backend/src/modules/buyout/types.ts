import type { Quality } from "@electroshop/domain"

export type Choice = { value: string; label: string }

/** One answer as the store API sends it; `value` is the choice id. */
export type ApiConditionChoice = {
  value: number
  label: string
  appraisal_result: number | null
  price_correction: number
}

export type ApiDeviceCondition = {
  id: string
  name: string
  type: "quality" | "common"
  kind: "charger" | "battery" | null
  position: number
  choices: ApiConditionChoice[]
}

export type ApiAppraisalResult = { id: number; quality: Quality | null; price: number; url: string }

/** The `appraisal` object of the selector and appraisal-form responses. */
export type ApiAppraisal = {
  appraisal_result: ApiAppraisalResult[]
  device_conditions: ApiDeviceCondition[]
  version: string
  minimal_buyout_price: number
  max_bonus_percent: number | null
}

export type ColorChoice = Choice & { image_alt: string; slug: string; hex: string | null }

/** A fully resolved device: type, manufacturer, model and colour. */
export type DeviceSelection = {
  product_type: Choice & { id: string }
  product_manufacturer: Choice & { id: string }
  product_model: Choice & { id: string }
  product_color: ColorChoice & { id: string }
}

/** A partial selection, as far as the given slugs are consistent. */
export type PartialSelection = {
  product_type: (Choice & { id: string }) | null
  product_manufacturer: (Choice & { id: string }) | null
  product_model: (Choice & { id: string }) | null
  product_color: (ColorChoice & { id: string }) | null
}

export type PriceImportRow = { model: string; quality: string; price: number; url?: string | null; minimal_buyout_price?: number | null }
