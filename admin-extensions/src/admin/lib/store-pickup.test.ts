import { describe, expect, it } from "vitest"
import { formatDuration, isPickupCode, momentText, msToNextTick, pickupCode, timeLeft } from "./store-pickup"

const due = "2025-03-10T14:30:00.000Z"
const at = (offsetMs: number) => new Date(due).getTime() + offsetMs

describe("timeLeft", () => {
  it("counts whole seconds left, rounded up", () => {
    expect(timeLeft(due, at(-30 * 60_000))).toEqual({ overdue: false, seconds: 1800 })
    expect(timeLeft(due, at(-1500))).toEqual({ overdue: false, seconds: 2 })
    expect(timeLeft(due, at(-300))).toEqual({ overdue: false, seconds: 1 })
  })

  it("is overdue from the deadline on, by whole seconds rounded down", () => {
    expect(timeLeft(due, at(0))).toEqual({ overdue: true, seconds: 0 })
    expect(timeLeft(due, at(999))).toEqual({ overdue: true, seconds: 0 })
    expect(timeLeft(due, at(65_400))).toEqual({ overdue: true, seconds: 65 })
  })

  it("takes a Date as well", () => {
    expect(timeLeft(new Date(due), at(-60_000))).toEqual({ overdue: false, seconds: 60 })
  })
})

describe("formatDuration", () => {
  it.each([
    [0, "00:00"],
    [7, "00:07"],
    [307, "05:07"],
    [1800, "30:00"],
    [3599, "59:59"],
    [3600, "1:00:00"],
    [3723, "1:02:03"],
    [36_000 + 59, "10:00:59"],
  ])("%i s → %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })

  it("shows no negative or fractional time", () => {
    expect(formatDuration(-5)).toBe("00:00")
    expect(formatDuration(61.9)).toBe("01:01")
  })
})

describe("msToNextTick", () => {
  it("waits until the shown second changes, a little after", () => {
    expect(msToNextTick(due, at(-1500))).toBe(505)
    expect(msToNextTick(due, at(-1000))).toBe(1005)
    expect(msToNextTick(due, at(250))).toBe(755)
    expect(msToNextTick(due, at(0))).toBe(1005)
  })

  it("makes the countdown change at each tick", () => {
    let now = at(-2300)
    const shown = [timeLeft(due, now)]
    for (let i = 0; i < 4; i++) {
      now += msToNextTick(due, now)
      shown.push(timeLeft(due, now))
    }
    expect(shown).toEqual([
      { overdue: false, seconds: 3 },
      { overdue: false, seconds: 2 },
      { overdue: false, seconds: 1 },
      { overdue: true, seconds: 0 },
      { overdue: true, seconds: 1 },
    ])
  })
})

describe("momentText", () => {
  // Local times, so that the test holds in any time zone.
  const now = new Date(2025, 2, 10, 9, 0)

  it("gives today's moment as its time", () => {
    expect(momentText(new Date(2025, 2, 10, 14, 30), now, "en-GB")).toBe("14:30")
    expect(momentText(new Date(2025, 2, 10, 14, 30).toISOString(), now, "cs")).toBe("14:30")
  })

  it("gives another day's moment with its date", () => {
    const text = momentText(new Date(2025, 2, 11, 9, 30), now, "en-GB")
    expect(text).toContain("09:30")
    expect(text).toContain("11 Mar 2025")
  })
})

describe("pickup code", () => {
  it("is sent without spaces", () => {
    expect(pickupCode(" 123 456 ")).toBe("123456")
  })

  it.each([
    ["123456", true],
    ["012345", true],
    ["123 456", true],
    ["12345", false],
    ["1234567", false],
    ["12345a", false],
    ["", false],
  ])("%j is a code: %s", (typed, valid) => {
    expect(isPickupCode(typed)).toBe(valid)
  })
})
