import type { AdminPackedUnit, AdminPackingLine, AdminPackingScan, UnitIdentifier } from "@electroshop/contracts/warehouse"

/** A scanned or typed code as the backend compares it with a line's codes: without spaces at its ends, in capitals. */
export const normalizeScanCode = (code: string) => code.trim().toUpperCase()

/** Units of the line still to scan. */
export const remainingUnits = (line: Pick<AdminPackingLine, "quantity" | "scanned">) => Math.max(0, line.quantity - line.scanned)

/** Units scanned and to pack over the whole order: "Scanned 1 of 2 units". */
export function packingTotals(lines: readonly Pick<AdminPackingLine, "quantity" | "scanned">[]) {
  return lines.reduce((sum, line) => ({ scanned: sum.scanned + line.scanned, quantity: sum.quantity + line.quantity }), { scanned: 0, quantity: 0 })
}

/**
 * The line a scan of `code` goes to, as the backend chooses it: the first line carrying the code that
 * still has units to scan. None for a code of no line (the wrong item) or of lines already scanned in full.
 */
export function lineToScan(lines: readonly AdminPackingLine[], code: string): AdminPackingLine | undefined {
  const scanned = normalizeScanCode(code)
  if (!scanned) return undefined
  return lines.find((line) => line.codes.includes(scanned) && remainingUnits(line) > 0)
}

/** What the unit of a scanned code needs recorded with it (a phone its IMEI, a tablet its IMEI or serial number), known before sending. */
export const identifierFor = (lines: readonly AdminPackingLine[], code: string): UnitIdentifier | null => lineToScan(lines, code)?.identifier ?? null

/** The identifier a refused scan asked for (`error_codes.imei` of the backend's answer), or null. */
export function identifierAsked(errorCodes: Record<string, string> | undefined): UnitIdentifier | null {
  const code = errorCodes?.imei
  if (code === "packing_imei_required") return "imei"
  if (code === "packing_identifier_required") return "imei_or_serial"
  return null
}

/** What a scan sends: the code, with the IMEI or serial number typed only where the unit's line takes one (a phone no serial number). */
export function scanBody(values: { code: string; imei: string; serial_number: string }, identifier: UnitIdentifier | null): AdminPackingScan {
  const body: AdminPackingScan = { code: values.code.trim() }
  if (identifier && values.imei.trim()) body.imei = values.imei.trim()
  if (identifier === "imei_or_serial" && values.serial_number.trim()) body.serial_number = values.serial_number.trim()
  return body
}

/** The line a successful scan added a unit to: its count went up between the two answers. */
export function lineScanned(before: readonly AdminPackingLine[], after: readonly AdminPackingLine[]): AdminPackingLine | undefined {
  const was = new Map(before.map((line) => [line.line_item_id, line.scanned]))
  return after.find((line) => line.scanned > (was.get(line.line_item_id) ?? 0))
}

/** The unit's identifier as recorded, the IMEI first; null for a unit of a line that needs none. */
export function unitIdentity(unit: Pick<AdminPackedUnit, "imei" | "serial_number">): { kind: "imei" | "serial_number"; value: string } | null {
  if (unit.imei) return { kind: "imei", value: unit.imei }
  if (unit.serial_number) return { kind: "serial_number", value: unit.serial_number }
  return null
}

/** The unit an Undo of a line without identifiers takes back: the last one scanned. */
export const lastScanned = (units: readonly AdminPackedUnit[]): AdminPackedUnit | undefined =>
  units.reduce<AdminPackedUnit | undefined>((last, unit) => (!last || unit.scanned_at >= last.scanned_at ? unit : last), undefined)

/** The packing station of an order. */
export const packingPath = (orderId: string) => `/packing/${orderId}`
