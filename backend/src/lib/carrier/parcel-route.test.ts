import { describe, expect, it } from "vitest"
import { parcelRoute } from "./parcel-route"

describe("parcelRoute", () => {
  it("sends a pickup-point order with the point's carrier, to the point's carrier id, cash on delivery or not", () => {
    const data = { pickup_point_id: "pp_1", carrier: "packeta", external_id: "4321" }
    expect(parcelRoute({ code: "pickup-point", data }, "cz")).toEqual({ carrier: "packeta", service: "pickup_point", pickup_point_id: "4321" })
    expect(parcelRoute({ code: "pickup-point-cod", data: { ...data, carrier: "sameday" } }, "ro")).toEqual({
      carrier: "sameday",
      service: "pickup_point",
      pickup_point_id: "4321",
    })
  })

  it("sends a courier order with the variant's courier", () => {
    expect(parcelRoute({ code: "courier", data: null }, "cz")).toEqual({ carrier: "dpd", service: "courier", pickup_point_id: null })
    expect(parcelRoute({ code: "courier-cod", data: {} }, "ro")).toEqual({ carrier: "sameday", service: "courier", pickup_point_id: null })
  })

  it("sends no parcel for store pickup or a pickup point without its carrier", () => {
    expect(parcelRoute({ code: "store-pickup", data: { stock_location_id: "sloc_1" } }, "cz")).toBeNull()
    expect(parcelRoute({ code: "pickup-point", data: { pickup_point_id: "pp_1" } }, "cz")).toBeNull()
    expect(parcelRoute({ code: null, data: null }, "cz")).toBeNull()
  })
})
