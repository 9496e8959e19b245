/**
 * The product and variant fields the warehouse works with (§3): the code its
 * scanner reads and the weight and package size that shipping is priced and
 * packed by. Units: grams and centimetres. An empty field (null) is the
 * caller's business; these check a value that was given.
 */

/** Longest barcode the shop keeps; Code 128 labels on items stay well below it. */
export const BARCODE_MAX_LENGTH = 48;
/** Heaviest item, in grams (the shipping rates are banded in grams). */
export const WEIGHT_GRAMS_MAX = 100_000;
/** Longest package side, in centimetres. */
export const DIMENSION_CM_MAX = 300;

/**
 * The code printed on the item for the warehouse scanner: printable ASCII
 * (Code 128's set, space to tilde), 1–48 characters, no space at either end
 * (a scanner never reads one, so it would never match).
 */
export function validateBarcode(input: unknown): 'invalid_barcode' | null {
  if (typeof input !== 'string') return 'invalid_barcode';
  const ok = input.length >= 1 && input.length <= BARCODE_MAX_LENGTH && /^[\x20-\x7E]+$/.test(input) && input.trim() === input;
  return ok ? null : 'invalid_barcode';
}

/** Weight in grams: a whole number from 1 to 100 000. */
export function validateWeightGrams(input: unknown): 'invalid_weight' | null {
  return typeof input === 'number' && Number.isInteger(input) && input >= 1 && input <= WEIGHT_GRAMS_MAX ? null : 'invalid_weight';
}

/**
 * A package side (length, i.e. depth, width or height) in centimetres: more
 * than 0, at most 300, with at most one decimal (7.5, not 7.25). The number's
 * shortest spelling decides the decimals, so 0.7 counts as one although
 * 0.7 × 10 is not exactly 7 in binary.
 */
export function validateDimensionCm(input: unknown): 'invalid_dimension' | null {
  if (typeof input !== 'number' || !Number.isFinite(input)) return 'invalid_dimension';
  return input > 0 && input <= DIMENSION_CM_MAX && /^\d+(\.\d)?$/.test(String(input)) ? null : 'invalid_dimension';
}
