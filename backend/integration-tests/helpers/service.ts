import type { ServiceOperationView } from "@electroshop/contracts/service"
import { VARIANT, store } from "./api"
import { PHONES, VALID_IMEI, newClientIp, storeFrom } from "./buyout"

/** The demo's iPhone 13 in black: every variant's service price list has it. */
export const IPHONE_13 = { type: PHONES, manufacturer: "apple", model: "iphone-13", color: "black" }

/** The operations the service selector offers for a device. */
export async function serviceOperationsOf(device: Record<string, string> = IPHONE_13): Promise<ServiceOperationView[]> {
  const res = await store(`/store/service/selector?${new URLSearchParams(device)}`)
  if (res.status !== 200) throw new Error(`selector: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.operations
}

export async function serviceCenterId(): Promise<string> {
  const res = await store("/store/service/service-buyout-centers")
  return res.body.find((c: { is_service_center: boolean }) => c.is_service_center).id
}

/**
 * A shopper's repair order for the iPhone 13's battery, dropped off at a
 * service centre, from a client address of its own (orders are rate-limited
 * per address); `overrides` replace fields of the body.
 */
export async function orderBattery(overrides: Record<string, unknown> = {}) {
  const battery = (await serviceOperationsOf()).find((op) => op.code === "battery")!
  const email = `repair-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  const body = {
    color: "iphone-13-black",
    operations: [{ id: battery.id, quality: "original" }],
    imei: VALID_IMEI,
    first_name: "Jana",
    last_name: "Nováková",
    email,
    phone: VARIANT === "cz" ? "601 123 456" : "0712 345 678",
    handover: "drop_off",
    center_id: await serviceCenterId(),
    ...overrides,
  }
  const res = await storeFrom(newClientIp())("/store/service/orders", { method: "POST", json: body })
  return { res, email, battery }
}
