import type { Choice, ColorChoice } from "@electroshop/contracts/buyout"

// The API shapes live in the contracts package; these names stay importable from the module.
export type {
  ApiAppraisal,
  ApiAppraisalResult,
  ApiConditionChoice,
  ApiDeviceCondition,
  Choice,
  ColorChoice,
  PriceImportRow,
} from "@electroshop/contracts/buyout"

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
