import { describe, expect, it } from "vitest"
import { readiness, type OpeningHours } from "./hours"

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
