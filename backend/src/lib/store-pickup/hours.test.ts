import { describe, expect, it } from "vitest"
import { preparedBy, readiness, type OpeningHours } from "./hours"

const HOURS: OpeningHours = {
  "1": ["09:00", "19:00"],
  "2": ["09:00", "19:00"],
  "3": ["09:00", "19:00"],
  "4": ["09:00", "19:00"],
  "5": ["09:00", "19:00"],
  "6": ["09:00", "13:00"],
}
const prague = (local: string) => new Date(`${local}+01:00`) // November: CET

describe("readiness", () => {
  it("is 30 minutes while the store is open long enough", () => {
    expect(readiness(HOURS, prague("2026-11-26T10:00:00"), "Europe/Prague")).toEqual({ within_minutes: 30 })
  })
  it("is 30 minutes after opening before opening, and the next opening day after closing or on Sunday", () => {
    expect(readiness(HOURS, prague("2026-11-26T07:10:00"), "Europe/Prague")).toEqual({ ready_at: "2026-11-26T09:30" })
    expect(readiness(HOURS, prague("2026-11-26T18:45:00"), "Europe/Prague")).toEqual({ ready_at: "2026-11-27T09:30" })
    expect(readiness(HOURS, prague("2026-11-28T15:00:00"), "Europe/Prague")).toEqual({ ready_at: "2026-11-30T09:30" })
  })
})

describe("preparedBy", () => {
  it("is 30 minutes after placing while the store is open, else 30 minutes after it opens, in the store's time zone", () => {
    expect(preparedBy(HOURS, new Date("2026-11-26T12:00:00Z"), "Europe/Prague")).toEqual(new Date("2026-11-26T12:30:00Z"))
    // Placed before opening on a winter day: 09:30 in Prague is 08:30 UTC.
    expect(preparedBy(HOURS, new Date("2026-11-26T06:10:00Z"), "Europe/Prague")).toEqual(new Date("2026-11-26T08:30:00Z"))
    // In summer (UTC+3 in Bucharest) 09:30 is 06:30 UTC.
    expect(preparedBy(HOURS, new Date("2026-07-01T04:00:00Z"), "Europe/Bucharest")).toEqual(new Date("2026-07-01T06:30:00Z"))
    expect(preparedBy({}, new Date("2026-07-01T04:00:00Z"), "Europe/Bucharest")).toBeNull()
  })
})
