import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isCashOnDeliveryCode } from "@electroshop/contracts/delivery"
import type { AdminOrderParcelsResponse, AdminParcel, AdminParcelProposal, LabelFormat, StoreOrderParcelsResponse } from "@electroshop/contracts/warehouse"
import { CARRIER_NAMES, parcelRoute, type ParcelRoute } from "../../lib/carrier/parcel-route"
import { ShopError } from "../../lib/http/errors"
import { warehouseFieldError, warehouseMessage, warehouseRefusal } from "../../lib/warehouse/messages"
import { rowsById } from "../shared/query-rows"
import { shopVariant } from "../../lib/shop/variant"
import { CARRIER_MODULE, type CarrierModuleService } from "./index"
import type { ParcelRequest } from "./providers/types"

type QueryContainer = Pick<MedusaContainer, "resolve">
type ParcelRow = Awaited<ReturnType<CarrierModuleService["listParcels"]>>[number]

type Address = {
  first_name: string | null
  last_name: string | null
  phone: string | null
  address_1: string | null
  address_2: string | null
  city: string | null
  postal_code: string | null
  country_code: string | null
}
type PackedOrder = {
  id: string
  display_id: number
  email: string | null
  currency_code: string
  total: unknown
  shipping_address: Address | null
  shipping_methods: ({ shipping_option_id: string | null; data: Record<string, unknown> | null } | null)[] | null
}

/** A packed order ready to go to its carrier: its fulfillment, where it was packed, its carrier and what the carrier is told. */
export type ParcelPlan = {
  fulfillment_id: string
  stock_location_id: string | null
  route: ParcelRoute | null
  request: Omit<ParcelRequest, "weight_g" | "size">
  /** Its items' weights (product data); null when an item has none, so the parcel must be weighed. */
  weight_g: number | null
}

const num = (value: unknown) => Number((value as { numeric?: number } | null)?.numeric ?? value ?? 0)

/** The parcel as the admin shows it, with the carrier's tracking page in the shop language. */
export function parcelDto(container: QueryContainer, parcel: ParcelRow): AdminParcel {
  const provider = container.resolve<CarrierModuleService>(CARRIER_MODULE).provider(parcel.carrier)
  return {
    id: parcel.id,
    order_id: parcel.order_id,
    fulfillment_id: parcel.fulfillment_id,
    carrier: parcel.carrier,
    service: parcel.service,
    carrier_parcel_id: parcel.carrier_parcel_id,
    tracking_number: parcel.tracking_number,
    tracking_url: provider?.trackingUrl(parcel, shopVariant().locale) ?? "",
    weight_g: parcel.weight_g,
    size:
      parcel.length_cm && parcel.width_cm && parcel.height_cm ? { length_cm: parcel.length_cm, width_cm: parcel.width_cm, height_cm: parcel.height_cm } : null,
    cod_amount: parcel.cod_amount,
    state: parcel.state,
    carrier_status: parcel.carrier_status,
    created_at: new Date(parcel.created_at).toISOString(),
  }
}

/**
 * The order's packed fulfillment that has no parcel yet, with what its carrier is to be told; null
 * when the order is not packed or its fulfillment already has its parcel.
 */
export async function parcelPlan(container: QueryContainer, orderId: string): Promise<ParcelPlan | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: pickings }, parcels] = await Promise.all([
    query.graph({ entity: "picking", fields: ["packed_at", "fulfillment_id", "stock_location_id"], filters: { order_id: orderId } }),
    container.resolve<CarrierModuleService>(CARRIER_MODULE).listParcels({ order_id: orderId }),
  ])
  const picking = pickings[0] as { packed_at: Date | null; fulfillment_id: string | null; stock_location_id: string | null } | undefined
  const fulfillmentId = picking?.packed_at ? picking.fulfillment_id : null
  if (!fulfillmentId || parcels.some((p) => p.fulfillment_id === fulfillmentId)) return null
  const [{ data: orders }, { data: fulfillments }] = await Promise.all([
    query.graph({
      entity: "order",
      fields: [
        "id",
        "display_id",
        "email",
        "currency_code",
        "total",
        "shipping_address.*",
        "shipping_methods.shipping_option_id",
        "shipping_methods.data",
        "items.id",
        "items.variant_id",
      ],
      filters: { id: orderId },
    }),
    query.graph({ entity: "fulfillment", fields: ["id", "items.line_item_id", "items.quantity"], filters: { id: fulfillmentId } }),
  ])
  const order = orders[0] as unknown as (PackedOrder & { items: ({ id: string; variant_id: string | null } | null)[] | null }) | undefined
  if (!order) return null
  const method = order.shipping_methods?.find(Boolean) ?? null
  const { data: options } = method?.shipping_option_id
    ? await query.graph({ entity: "shipping_option", fields: ["type.code"], filters: { id: method.shipping_option_id } })
    : { data: [] }
  const optionCode = (options[0] as { type?: { code?: string } | null } | undefined)?.type?.code ?? null
  const route = parcelRoute({ code: optionCode, data: method?.data }, shopVariant().variant)

  const lines = (fulfillments[0] as { items?: ({ line_item_id: string | null; quantity: unknown } | null)[] } | undefined)?.items ?? []
  const variantOf = new Map((order.items ?? []).flatMap((item) => (item?.variant_id ? [[item.id, item.variant_id] as const] : [])))
  const { data: variants } = variantOf.size
    ? await query.graph({ entity: "product_variant", fields: ["id", "weight"], filters: { id: [...new Set(variantOf.values())] } })
    : { data: [] }
  const weights = new Map((variants as { id: string; weight: number | null }[]).map((v) => [v.id, v.weight]))
  const lineWeights = lines.map((line) => Number(weights.get(variantOf.get(line?.line_item_id ?? "") ?? "") ?? 0) * num(line?.quantity))
  const weight = lineWeights.length && lineWeights.every((grams) => grams > 0) ? lineWeights.reduce((a, b) => a + b, 0) : null

  const address = order.shipping_address
  const total = Math.round(num(order.total))
  return {
    fulfillment_id: fulfillmentId,
    stock_location_id: picking!.stock_location_id,
    route,
    weight_g: weight,
    request: {
      order_number: String(order.display_id),
      recipient: {
        first_name: address?.first_name ?? "",
        last_name: address?.last_name ?? "",
        email: order.email ?? "",
        phone: address?.phone || null,
      },
      pickup_point_id: route?.pickup_point_id ?? null,
      address:
        route?.service === "courier" && address
          ? {
              street: [address.address_1, address.address_2].filter(Boolean).join(", "),
              city: address.city ?? "",
              zip: address.postal_code ?? "",
              country_code: address.country_code ?? "",
            }
          : null,
      value: total,
      // The carrier collects the whole order on a cash-on-delivery delivery (the shop takes no other payment for it).
      cod: isCashOnDeliveryCode(optionCode) ? total : null,
      currency_code: order.currency_code,
    },
  }
}

/** The order's parcels, and what registering the next one would send. */
export async function orderParcels(container: QueryContainer, orderId: string): Promise<AdminOrderParcelsResponse> {
  const carriers = container.resolve<CarrierModuleService>(CARRIER_MODULE)
  const [parcels, plan] = await Promise.all([carriers.listParcels({ order_id: orderId }, { order: { created_at: "ASC" } }), parcelPlan(container, orderId)])
  const proposal: AdminParcelProposal | null = plan
    ? {
        carrier: plan.route?.carrier ?? null,
        service: plan.route?.service ?? null,
        connected: Boolean(plan.route && carriers.provider(plan.route.carrier)?.configured),
        weight_g: plan.weight_g,
      }
    : null
  return { parcels: parcels.map((p) => parcelDto(container, p)), proposal }
}

/** The parcels' labels as one PDF from their carrier; 404 for a parcel that does not exist, 400 at `id` for parcels of several carriers. */
export async function parcelLabels(container: QueryContainer, ids: string[], format: LabelFormat, offset: number): Promise<Buffer> {
  const carriers = container.resolve<CarrierModuleService>(CARRIER_MODULE)
  const parcels = await carriers.listParcels({ id: ids })
  if (parcels.length !== new Set(ids).size) throw ShopError.notFound(warehouseMessage("parcel_not_found"))
  const kinds = new Set(parcels.map((p) => p.carrier))
  if (kinds.size > 1) throw warehouseFieldError("id", "labels_one_carrier")
  const [carrier] = kinds
  const provider = carriers.provider(carrier)
  if (!provider?.configured) throw warehouseRefusal(409, "carrier_not_connected", { carrier: CARRIER_NAMES[carrier] })
  const carrierIds = new Map(parcels.map((p) => [p.id, p.carrier_parcel_id]))
  return provider
    .labels(
      [...new Set(ids)].map((id) => carrierIds.get(id)!),
      format,
      offset,
    )
    .catch((error: Error) => {
      throw warehouseRefusal(502, "carrier_refused", { carrier: CARRIER_NAMES[carrier], reason: error.message })
    })
}

/** The order's parcels its carriers hold or delivered (not those still at the shop), for the shopper's order page. */
export async function storeOrderParcels(container: QueryContainer, orderId: string): Promise<StoreOrderParcelsResponse> {
  const parcels = await container
    .resolve<CarrierModuleService>(CARRIER_MODULE)
    .listParcels({ order_id: orderId, state: ["handed_over", "delivered", "returned"] }, { order: { created_at: "ASC" } })
  // When it left and arrived: Medusa's shipment and delivery of the parcel's fulfillment.
  const fulfillments = await rowsById(
    container,
    "fulfillment",
    ["shipped_at", "delivered_at"],
    parcels.map((p) => p.fulfillment_id),
  )
  const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)
  return {
    parcels: parcels.map((parcel) => {
      const dto = parcelDto(container, parcel)
      const fulfillment = fulfillments.get(parcel.fulfillment_id)
      return {
        carrier: dto.carrier,
        carrier_name: CARRIER_NAMES[dto.carrier],
        tracking_number: dto.tracking_number,
        tracking_url: dto.tracking_url,
        state: dto.state as StoreOrderParcelsResponse["parcels"][number]["state"],
        shipped_at: iso(fulfillment?.shipped_at),
        delivered_at: iso(fulfillment?.delivered_at),
      }
    }),
  }
}
