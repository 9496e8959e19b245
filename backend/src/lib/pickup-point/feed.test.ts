import { describe, expect, it } from "vitest"
import { parseBranchFeed } from "./feed"
import czPacketa from "./sample-feeds/cz-packeta.json"

describe("parseBranchFeed", () => {
  it("reads Packeta's branch feed v4 (JSON, keyed by id) with its states", () => {
    const feed = {
      data: {
        "1234": {
          id: "1234",
          name: "Plzeň, Americká (Albert)",
          place: "Albert",
          street: "Americká 42",
          city: "Plzeň",
          zip: "301 00",
          country: "cz",
          latitude: "49.74",
          longitude: "13.37",
          status: { statusId: "1", description: "" },
          openingHours: { compactShort: "Po–Pá 8:00–20:00" },
        },
        "1235": {
          id: "1235",
          name: "Closed",
          street: "X 1",
          city: "Brno",
          zip: "602 00",
          country: "cz",
          latitude: "49.2",
          longitude: "16.6",
          status: { statusId: "2" },
        },
        "1236": {
          id: "1236",
          name: "Full",
          street: "X 2",
          city: "Brno",
          zip: "602 00",
          country: "cz",
          latitude: "49.2",
          longitude: "16.6",
          capacityExceeded: true,
        },
        "1237": { id: "1237", name: "No position", city: "Brno" },
      },
    }
    const rows = parseBranchFeed(feed, "packeta")
    expect(rows.map((r) => [r.external_id, r.status])).toEqual([
      ["1234", "active"],
      ["1235", "unavailable"],
      ["1236", "full"],
    ])
    expect(rows[0]).toMatchObject({ carrier: "packeta", country: "cz", latitude: 49.74, longitude: 13.37, opening_hours: "Po–Pá 8:00–20:00" })
    // Searchable by town and postcode without diacritics or the space in the postcode.
    expect(rows[0].search_text).toContain("plzen")
    expect(rows[0].search_text).toContain("30100")
    expect(rows[0].search_text).toContain("albert")
  })

  it("reads Sameday's locker list names (lockerId, address, postalCode, lat, lng) as a list", () => {
    const [row] = parseBranchFeed(
      [{ lockerId: 77, name: "easybox Iași", address: "Str. Păcurari 121", city: "Iași", postalCode: "700028", lat: 47.16, lng: 27.6 }],
      "sameday",
    )
    expect(row).toMatchObject({ external_id: "77", street: "Str. Păcurari 121", zip: "700028", latitude: 47.16, longitude: 27.6, status: "active" })
  })

  it("bundles a sample of 20–40 points with closed and full ones", () => {
    const rows = parseBranchFeed(czPacketa, "packeta")
    expect(rows.length).toBeGreaterThanOrEqual(20)
    expect(rows.length).toBeLessThanOrEqual(40)
    expect(rows.some((r) => r.status === "full")).toBe(true)
    expect(rows.some((r) => r.status === "unavailable")).toBe(true)
  })
})
