import type { MedusaContainer } from "@medusajs/framework/types"
import type { PickupPointDto } from "@electroshop/contracts/delivery"
import { PICKUP_POINT_MODULE, type PickupPointModuleService } from "../../modules/pickup-point"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PICKUP_POINT_OPTION_CODE, deliveryCode } from "@electroshop/contracts/delivery"
import { ShopError } from "../http/errors"
import { shopVariant } from "../shop/variant"
import { CARRIERS_BY_COUNTRY } from "./feed"
import { pickupPointMessage } from "./messages"

const service = (container: MedusaContainer) => container.resolve<PickupPointModuleService>(PICKUP_POINT_MODULE)

/**
 * The point a shopper chose, checked on the server: it exists, belongs to a
 * carrier of the shop's country and takes parcels. A full or closed point is
 * the spec's "dispensing point unavailable or congested" (400, field
 * `pickup_point_id`).
 */
export async function assertPointAvailable(container: MedusaContainer, id: unknown): Promise<PickupPointDto> {
  const fail = (key: "choose_point" | "point_unavailable" | "point_not_found") => {
    const message = pickupPointMessage(key)
    return new ShopError(400, { message, code: "pickup_point_unavailable", errors: { pickup_point_id: [message] } })
  }
  if (typeof id !== "string" || !id) throw fail("choose_point")
  const point = await service(container).findPoint(id)
  if (!point) throw fail("point_not_found")
  const country = shopVariant().countryCode
  if (!(CARRIERS_BY_COUNTRY[country] ?? []).includes(point.carrier)) throw fail("point_not_found")
  if (point.status !== "active") throw fail("point_unavailable")
  return point
}

export type ShippingMethodLike = { shipping_option_id?: string | null; data?: Record<string, unknown> | null }

/** Every pickup-point delivery of a cart names a point that still takes parcels (checked again at completion). */
export async function assertChosenPointsAvailable(container: MedusaContainer, methods: ShippingMethodLike[] | undefined) {
  const optionIds = (methods ?? []).map((m) => m.shipping_option_id).filter((id): id is string => !!id)
  if (!optionIds.length) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: options } = await query.graph({ entity: "shipping_option", fields: ["id", "type.code"], filters: { id: optionIds } })
  const pickupOptions = new Set(options.filter((o) => deliveryCode(o.type?.code) === PICKUP_POINT_OPTION_CODE).map((o) => o.id))
  for (const method of methods ?? []) {
    if (method.shipping_option_id && pickupOptions.has(method.shipping_option_id)) await assertPointAvailable(container, method.data?.pickup_point_id)
  }
}

/**
 * What the order's shipping method keeps of the chosen point: read back by the order's pages and
 * e-mails, and by the warehouse for the parcel's carrier and its point id (lib/carrier/parcel-route.ts).
 */
export const pickupPointMethodData = (
  point: Pick<PickupPointDto, "id" | "carrier" | "external_id" | "name" | "street" | "city" | "zip" | "opening_hours">,
) => ({
  pickup_point_id: point.id,
  carrier: point.carrier,
  external_id: point.external_id,
  name: point.name,
  street: point.street,
  city: point.city,
  zip: point.zip,
  opening_hours: point.opening_hours,
})
