import { WEIGHT_GRAMS_MAX } from "@electroshop/domain"
import type { AdminHandover, ParcelCarrier, ParcelSize } from "@electroshop/contracts/warehouse"

/** The carriers' names, the same in every language (the backend's messages use them too). */
export const CARRIER_NAMES: Record<ParcelCarrier, string> = { packeta: "Packeta", dpd: "DPD", sameday: "Sameday" }

/** A carrier's name, or its code for one this admin does not know yet. */
export const carrierName = (carrier: ParcelCarrier) => CARRIER_NAMES[carrier] ?? carrier

/** A label's number as the backend compares it: spaces (Packeta prints "Z 123 4567 890") and case are noise. */
export const normalizeParcelCode = (code: string) => code.replace(/\s+/g, "").toUpperCase()

/**
 * The parcel a scan of `code` put into the batch the backend answered: the one of that number, else
 * (the label's other code was scanned, the carrier's own id) the one scanned in last.
 */
export function scannedParcel(handover: Pick<AdminHandover, "parcels">, code: string) {
  const number = normalizeParcelCode(code)
  const latest = handover.parcels.reduce<AdminHandover["parcels"][number] | undefined>(
    (last, parcel) => (!last || parcel.added_at >= last.added_at ? parcel : last),
    undefined,
  )
  return handover.parcels.find((parcel) => normalizeParcelCode(parcel.tracking_number) === number) ?? latest
}

/** Where on an A4 sheet of four labels the first one is printed: positions 1 to 4 (the backend's `offset` 0 to 3). */
export const LABEL_SHEET_POSITIONS = [1, 2, 3, 4] as const

const KILOGRAMS = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/

/**
 * The grams a typed weight in kilograms stands for ("1,25" and "1.25" are 1250 g, rounded to the
 * gram): undefined when nothing is typed (the backend then weighs the items), null when it is not a
 * weight the backend takes (not a number, under a gram, over WEIGHT_GRAMS_MAX).
 */
export function weightGrams(typed: string): number | null | undefined {
  const text = typed.trim()
  if (!text) return undefined
  if (!KILOGRAMS.test(text)) return null
  const grams = Math.round(Number(text.replace(",", ".")) * 1000)
  return grams >= 1 && grams <= WEIGHT_GRAMS_MAX ? grams : null
}

/** Kilograms in the admin's language, to the gram ("1,25" in Czech): what the weight field is prefilled with, without thousands separators, so that it reads back. */
export const kilogramsInput = (grams: number | null, language: string) =>
  grams === null ? "" : new Intl.NumberFormat(language, { maximumFractionDigits: 3, useGrouping: false }).format(grams / 1000)

/** A parcel's weight in the admin's language, to the gram ("1.25 kg", "12,5 kg"). */
export const weightText = (grams: number, language: string) =>
  new Intl.NumberFormat(language, { style: "unit", unit: "kilogram", maximumFractionDigits: 3 }).format(grams / 1000)

/** A box's or a parcel's outside size in the admin's language, longest side first: "30 × 22 × 10 cm". */
export function sizeText(size: ParcelSize, language: string) {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 })
  const centimetres = new Intl.NumberFormat(language, { style: "unit", unit: "centimeter", maximumFractionDigits: 0 })
  return `${number.format(size.length_cm)} × ${number.format(size.width_cm)} × ${centimetres.format(size.height_cm)}`
}

/** The name a label's PDF is downloaded with where the browser does not open it: the parcel's number and the sheet. */
export const labelFileName = (trackingNumber: string, format: string) => `label-${trackingNumber.replace(/[^\w-]+/g, "_")}-${format}.pdf`
