import { describe, expect, it } from "vitest"
import { carrierName, kilogramsInput, labelFileName, normalizeParcelCode, scannedParcel, sizeText, weightGrams, weightText } from "./parcels"

describe("weightGrams", () => {
  it.each([
    ["1,25", 1250],
    ["1.25", 1250],
    [" 2 ", 2000],
    ["0.001", 1],
    ["0,0004", null],
    [",5", 500],
    ["3.", 3000],
    ["1.2345", 1235],
    ["100", 100_000],
    ["100.001", null],
    ["0", null],
    ["-1", null],
    ["1e3", null],
    ["1,2,3", null],
    ["1 250", null],
    ["abc", null],
  ])("%j → %j", (typed, grams) => {
    expect(weightGrams(typed)).toBe(grams)
  })

  it("is undefined when nothing is typed", () => {
    expect(weightGrams("")).toBeUndefined()
    expect(weightGrams("   ")).toBeUndefined()
  })
})

describe("kilograms", () => {
  it("prefills the field in the admin's language without separators that would not read back", () => {
    expect(kilogramsInput(1250, "en")).toBe("1.25")
    expect(kilogramsInput(1250, "cs")).toBe("1,25")
    expect(kilogramsInput(12_345, "en")).toBe("12.345")
    expect(kilogramsInput(null, "en")).toBe("")
    for (const language of ["en", "cs", "ro"]) expect(weightGrams(kilogramsInput(99_999, language))).toBe(99_999)
  })

  it("reads to the gram, with its unit", () => {
    expect(weightText(500, "en")).toBe("0.5 kg")
    expect(weightText(1250, "ro")).toBe("1,25 kg")
    expect(weightText(12_345, "cs")).toBe("12,345 kg")
  })
})

describe("sizeText", () => {
  it("reads a box's outside size, longest side first, in centimetres", () => {
    const size = { length_cm: 30, width_cm: 22, height_cm: 10 }
    for (const language of ["en", "cs", "ro"]) expect(sizeText(size, language)).toBe("30 × 22 × 10 cm")
  })
})

describe("labelFileName", () => {
  it("names the parcel and the sheet, with nothing a file name cannot hold", () => {
    expect(labelFileName("Z 123/45", "a4")).toBe("label-Z_123_45-a4.pdf")
  })
})

describe("hand-over scans", () => {
  const parcel = (tracking_number: string, added_at: string) => ({
    parcel_id: `par_${tracking_number}`,
    order_id: "order_1",
    display_id: 1,
    tracking_number,
    weight_g: 1000,
    cod_amount: null,
    added_at,
  })
  const handover = {
    parcels: [
      parcel("Z1234567890", "2025-05-01T10:00:00.000Z"),
      parcel("Z2000000000", "2025-05-01T10:05:00.000Z"),
      parcel("Z3000000000", "2025-05-01T09:00:00.000Z"),
    ],
  }

  it("reads a label's number without spaces, in capitals", () => {
    expect(normalizeParcelCode(" z 123 4567\t890 ")).toBe("Z1234567890")
  })

  it("finds the scanned parcel by its number, however it was typed", () => {
    expect(scannedParcel(handover, "z 123 4567 890")?.parcel_id).toBe("par_Z1234567890")
  })

  it("takes the parcel scanned in last when the code is not its number", () => {
    expect(scannedParcel(handover, "4711")?.parcel_id).toBe("par_Z2000000000")
    expect(scannedParcel({ parcels: [] }, "Z1")).toBeUndefined()
  })

  it("names the carriers as they name themselves", () => {
    expect(carrierName("packeta")).toBe("Packeta")
    expect(carrierName("dpd")).toBe("DPD")
    expect(carrierName("sameday")).toBe("Sameday")
  })
})
