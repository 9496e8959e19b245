import { describe, expect, it } from "vitest"
import type { AdminPackingLine } from "@electroshop/contracts/warehouse"
import {
  identifierAsked,
  identifierFor,
  lastScanned,
  lineScanned,
  lineToScan,
  packingPath,
  packingTotals,
  remainingUnits,
  scanBody,
  unitIdentity,
} from "./packing"

const unit = (scan_id: string, scanned_at: string, imei: string | null = null, serial_number: string | null = null) => ({
  scan_id,
  imei,
  serial_number,
  scanned_at,
})

const line = (id: string, codes: string[], quantity: number, scanned: number, identifier: AdminPackingLine["identifier"] = null): AdminPackingLine => ({
  line_item_id: id,
  title: `Item ${id}`,
  sku: codes.at(-1) ?? null,
  codes,
  quantity,
  scanned,
  identifier,
  units: [],
})

const phone = line("phone", ["8590000000011", "IP15-BLK"], 2, 1, "imei")
const tablet = line("tablet", ["8590000000028", "IPAD-10"], 1, 0, "imei_or_serial")
const cable = line("cable", ["8590000000035", "USB-C-1M"], 3, 3)
const lines = [phone, tablet, cable]

describe("packing station", () => {
  it("counts the units left on a line, never below none", () => {
    expect(remainingUnits(phone)).toBe(1)
    expect(remainingUnits(cable)).toBe(0)
    expect(remainingUnits({ quantity: 1, scanned: 2 })).toBe(0)
  })

  it("totals the units scanned and to pack", () => {
    expect(packingTotals(lines)).toEqual({ scanned: 4, quantity: 6 })
    expect(packingTotals([])).toEqual({ scanned: 0, quantity: 0 })
  })

  it("knows before sending which identifier a scanned code's unit needs", () => {
    expect(identifierFor(lines, "8590000000011")).toBe("imei")
    expect(identifierFor(lines, " ipad-10 ")).toBe("imei_or_serial")
    expect(identifierFor(lines, "USB-C-1M")).toBeNull()
    // Not of the order, or nothing typed: the backend answers.
    expect(identifierFor(lines, "0000")).toBeNull()
    expect(identifierFor(lines, "  ")).toBeNull()
  })

  it("sends a code to the first of its lines with units left, as the backend does", () => {
    const full = line("a", ["SAME"], 1, 1, "imei")
    const open = line("b", ["SAME"], 1, 0)
    expect(lineToScan([full, open], "same")?.line_item_id).toBe("b")
    expect(identifierFor([full, open], "SAME")).toBeNull()
    expect(lineToScan([full], "SAME")).toBeUndefined()
  })

  it("reads the identifier a refused scan asked for", () => {
    expect(identifierAsked({ imei: "packing_imei_required" })).toBe("imei")
    expect(identifierAsked({ imei: "packing_identifier_required" })).toBe("imei_or_serial")
    expect(identifierAsked({ imei: "invalid_imei" })).toBeNull()
    expect(identifierAsked({ code: "item_already_scanned" })).toBeNull()
    expect(identifierAsked(undefined)).toBeNull()
  })

  it("sends the identifiers typed only where the unit's line takes them", () => {
    const values = { code: " 859 ", imei: " 356938035643809 ", serial_number: "F9FX" }
    expect(scanBody(values, null)).toEqual({ code: "859" })
    expect(scanBody(values, "imei")).toEqual({ code: "859", imei: "356938035643809" })
    expect(scanBody(values, "imei_or_serial")).toEqual({ code: "859", imei: "356938035643809", serial_number: "F9FX" })
    expect(scanBody({ code: "859", imei: "", serial_number: " " }, "imei_or_serial")).toEqual({ code: "859" })
  })

  it("finds the line a scan added a unit to", () => {
    const after = [{ ...phone, scanned: 2 }, tablet, cable]
    expect(lineScanned(lines, after)?.line_item_id).toBe("phone")
    expect(lineScanned(lines, lines)).toBeUndefined()
  })

  it("shows a unit's IMEI first, else its serial number", () => {
    expect(unitIdentity(unit("s1", "2026-01-01T10:00:00Z", "356938035643809", "F9FX"))).toEqual({ kind: "imei", value: "356938035643809" })
    expect(unitIdentity(unit("s1", "2026-01-01T10:00:00Z", null, "F9FX"))).toEqual({ kind: "serial_number", value: "F9FX" })
    expect(unitIdentity(unit("s1", "2026-01-01T10:00:00Z"))).toBeNull()
  })

  it("undoes the last scan of a line without identifiers", () => {
    const units = [unit("s1", "2026-01-01T10:00:00.000Z"), unit("s3", "2026-01-01T10:02:00.000Z"), unit("s2", "2026-01-01T10:01:00.000Z")]
    expect(lastScanned(units)?.scan_id).toBe("s3")
    expect(lastScanned([])).toBeUndefined()
  })

  it("links to the order's packing station", () => {
    expect(packingPath("order_1")).toBe("/packing/order_1")
  })
})
