/**
 * The search boost is kept as text ('1', '1.5') like the original data. Staff
 * may type a decimal comma ('1,5'); it is stored with a dot. Anything that is
 * not a non-negative decimal number gives `null` (a field error).
 */
export function normalizeBoost(input: unknown): string | null {
  if (typeof input === "number") input = String(input)
  if (typeof input !== "string") return null
  const value = input.trim().replace(",", ".")
  if (!/^\d+(\.\d+)?$/.test(value) && !/^\d*\.\d+$/.test(value)) return null
  return value.startsWith(".") ? `0${value}` : value
}

export const DEFAULT_BOOST = "1"
