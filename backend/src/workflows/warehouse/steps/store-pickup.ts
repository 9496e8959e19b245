import crypto from "node:crypto"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PICKUP_CODE_LENGTH } from "@electroshop/contracts/warehouse"
import { normalizeImei, normalizeSerialNumber } from "@electroshop/domain"
import { sendEmail } from "../../../lib/mail/send-email"
import { pickupReadyEmail } from "../../../lib/store-pickup/ready-mail"
import { warehouseFieldError, warehouseRefusal } from "../../../lib/warehouse/messages"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../../modules/warehouse"
import { fulfillmentItems } from "../../../modules/shared/query-rows"
import { storePickupOf, type PackedDevice, type StorePickupState } from "../../../modules/warehouse/store-pickup-queries"

type Container = { resolve: <T>(key: string) => T }
const service = (container: Container) => container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)

/** The code is kept as a hash with its order (a code is only ever checked against its own order). */
const hashCode = (orderId: string, code: string) => crypto.createHash("sha256").update(`${orderId}:${code}`).digest("hex")

async function pickupOf(container: Container, orderId: string): Promise<StorePickupState> {
  const state = await storePickupOf(container, orderId)
  if (!state) throw warehouseRefusal(404, "store_pickup_not_found")
  return state
}

/**
 * The order is ready at the store's counter: packed there first (its units scanned, its fulfillment
 * created), then a fresh code, kept as a hash, goes to the shopper by e-mail with the store and its hours.
 * Compensation forgets the code (the e-mail, once sent, stays sent).
 */
export const markPickupReadyStep = createStep(
  "store-pickup-ready",
  async ({ order_id, actor_id }: { order_id: string; actor_id: string | null }, { container }) => {
    const state = await pickupOf(container, order_id)
    if (state.state !== "preparing") throw warehouseRefusal(409, state.state === "ready" ? "store_pickup_already_ready" : "store_pickup_handed_out")
    if (!state.packed) throw warehouseRefusal(409, "store_pickup_not_packed")
    const code = String(crypto.randomInt(0, 10 ** PICKUP_CODE_LENGTH)).padStart(PICKUP_CODE_LENGTH, "0")
    const pickup = await service(container)
      .createStorePickups({ order_id, stock_location_id: state.store.id, code_hash: hashCode(order_id, code), ready_at: new Date(), ready_by: actor_id })
      .catch(() => {
        // Marked ready twice at once: the unique index let one in.
        throw warehouseRefusal(409, "store_pickup_already_ready")
      })
    const {
      data: [order],
    } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "order", fields: ["email", "shipping_methods.data"], filters: { id: order_id } })
    const data = ((order as { shipping_methods?: ({ data?: Record<string, string | null> | null } | null)[] } | undefined)?.shipping_methods ?? []).find(
      (m) => m?.data?.stock_location_id,
    )?.data
    const email = (order as { email?: string | null } | undefined)?.email
    if (email) {
      await sendEmail(
        container as Parameters<typeof sendEmail>[0],
        pickupReadyEmail(email, {
          order_id,
          display_id: state.display_id,
          code,
          store: {
            name: state.store.name,
            address: [data?.address_1, [data?.postal_code, data?.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
            hours: data?.opening_hours ?? null,
          },
        }),
        { template: "store-pickup-ready", resource_type: "order", resource_id: order_id },
      )
    }
    return new StepResponse(undefined, pickup.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteStorePickups(id)
  },
)

/** A device's IMEI or serial number read from its box is one packed for the order. */
const isPacked = (device: PackedDevice, unit: string) =>
  (device.imei !== null && device.imei === normalizeImei(unit)) || (device.serial_number !== null && device.serial_number === normalizeSerialNumber(unit))

/**
 * The devices scanned at the counter against those packed (any order): each packed one scanned once,
 * nothing else. The first field that fails is the error: `units.<i>` empty, or not packed for this order
 * (another unit of the same model included: the unit is what warranty and returns are traced by).
 */
function checkUnits(packed: PackedDevice[], units: string[]) {
  const left = [...packed]
  for (let i = 0; i < packed.length; i++) {
    const unit = units[i]?.trim()
    if (!unit) throw warehouseFieldError(`units.${i}`, "pickup_unit_required")
    const at = left.findIndex((device) => isPacked(device, unit))
    if (at < 0) throw warehouseFieldError(`units.${i}`, "pickup_unit_not_packed")
    left.splice(at, 1)
  }
  if (units.length > packed.length) throw warehouseFieldError(`units.${packed.length}`, "pickup_unit_not_packed")
}

/**
 * The shopper at the counter: the order must be ready, the code its own (400 at `code` otherwise) and
 * the devices handed out those packed (400 at `units.<i>`). Answers what Medusa's shipment and delivery
 * of its fulfillment need.
 */
export const checkPickupCodeStep = createStep(
  "store-pickup-check-code",
  async ({ order_id, code, units }: { order_id: string; code: string; units: string[] }, { container }) => {
    const state = await pickupOf(container, order_id)
    if (state.state === "handed_out") throw warehouseRefusal(409, "store_pickup_handed_out")
    if (state.state !== "ready" || !state.code_hash || !state.fulfillment_id) throw warehouseRefusal(409, "store_pickup_not_ready")
    const given = Buffer.from(hashCode(order_id, code))
    if (!crypto.timingSafeEqual(given, Buffer.from(state.code_hash))) throw warehouseFieldError("code", "pickup_code_wrong")
    checkUnits(state.packed_devices, units)
    return new StepResponse({ fulfillment_id: state.fulfillment_id, items: await fulfillmentItems(container, state.fulfillment_id) })
  },
)

/** Handed out: when and by whom. Compensation takes it back. */
export const recordHandOutStep = createStep(
  "store-pickup-handed-out",
  async ({ order_id, actor_id }: { order_id: string; actor_id: string | null }, { container }) => {
    const [pickup] = await service(container).listStorePickups({ order_id }, { take: 1 })
    await service(container).updateStorePickups({ id: pickup!.id, handed_out_at: new Date(), handed_out_by: actor_id })
    return new StepResponse(undefined, pickup!.id)
  },
  async (id, { container }) => {
    if (id) await service(container).updateStorePickups({ id, handed_out_at: null, handed_out_by: null })
  },
)
