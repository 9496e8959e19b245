import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  isoWeekday,
  parseTimeslotKey,
  timeslotKey,
  type AdminDeliveryTimeslot,
  type ChosenTimeslot,
  type DeliveryTimeslotOffer,
} from "@electroshop/contracts/delivery"
import { DELIVERY_TIMESLOT_MODULE, type DeliveryTimeslotModuleService } from "../../modules/delivery-timeslot"
import { ShopError } from "../http/errors"
import { shopTimeZone } from "../shop/variant"
import { checkoutMessage } from "../checkout/messages"
import { addDays, localParts } from "../store-pickup/hours"
import { isCourierOption } from "../delivery-check/courier"

/** The courier delivers from the next day; the checkout offers this many days ahead. */
export const TIMESLOT_DAYS_AHEAD = 7

type Row = { id: string; weekday: number | null; date: string | null; from_time: string; to_time: string; capacity: number | null }

const service = (container: MedusaContainer) => container.resolve<DeliveryTimeslotModuleService>(DELIVERY_TIMESLOT_MODULE)

export const adminTimeslot = (row: Row): AdminDeliveryTimeslot => ({
  id: row.id,
  weekday: row.weekday,
  date: row.date,
  from: row.from_time,
  to: row.to_time,
  capacity: row.capacity,
})

/** The days a window may be chosen for: tomorrow … TIMESLOT_DAYS_AHEAD days on, in the shop's time zone. */
function offeredDays(now: Date): string[] {
  const today = localParts(now, shopTimeZone()).date
  return Array.from({ length: TIMESLOT_DAYS_AHEAD }, (_, i) => addDays(today, i + 1))
}

const appliesOn = (row: Row, date: string) => row.date === date || (row.date === null && row.weekday === isoWeekday(date))

/**
 * Orders already placed per window (`<id>@<date>`): the order's shipping
 * method keeps the chosen window in its data; cancelled orders free theirs.
 */
async function bookedCounts(container: MedusaContainer, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map()
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const rows: { key: string; count: string }[] = await db("order_shipping_method as osm")
    .join("order_shipping as os", function () {
      this.on("os.shipping_method_id", "osm.id").andOnNull("os.deleted_at")
    })
    .join("order as o", "o.id", "os.order_id")
    .whereNull("osm.deleted_at")
    .whereNull("o.deleted_at")
    .whereNot("o.status", "canceled")
    .whereRaw(`osm.data->>'timeslot' = any(?)`, [keys])
    .select(db.raw("osm.data->>'timeslot' as key"), db.raw("count(distinct o.id) as count"))
    .groupByRaw("osm.data->>'timeslot'")
  return new Map(rows.map((r) => [r.key, Number(r.count)]))
}

/** The windows a shopper may choose now: the next days' that still have room, by day and time. */
export async function listTimeslotOffers(container: MedusaContainer, now = new Date()): Promise<DeliveryTimeslotOffer[]> {
  const rows = (await service(container).listDeliveryTimeslots({}, { take: null })) as Row[]
  const candidates = offeredDays(now).flatMap((date) =>
    rows.filter((row) => appliesOn(row, date)).map((row) => ({ row, date, key: timeslotKey(row.id, date) })),
  )
  const booked = await bookedCounts(
    container,
    candidates.filter((c) => c.row.capacity !== null).map((c) => c.key),
  )
  return candidates
    .filter((c) => c.row.capacity === null || (booked.get(c.key) ?? 0) < c.row.capacity)
    .map((c) => ({ key: c.key, date: c.date, from: c.row.from_time, to: c.row.to_time }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.from.localeCompare(b.from))
}

/**
 * A window the shopper chose (`<id>@<date>`), checked on the server: it exists,
 * applies on that day, the day is within the offered ones and the window has
 * room. Otherwise 400 on `timeslot` in the shop language. Returns what the
 * shipping method keeps.
 */
export async function assertTimeslotAvailable(container: MedusaContainer, key: unknown, now = new Date()): Promise<ChosenTimeslot> {
  const parsed = parseTimeslotKey(key)
  const [row] = parsed ? ((await service(container).listDeliveryTimeslots({ id: parsed.id }, { take: 1 })) as Row[]) : []
  const full = async () => row!.capacity !== null && ((await bookedCounts(container, [String(key)])).get(String(key)) ?? 0) >= row!.capacity
  if (!parsed || !row || !appliesOn(row, parsed.date) || !offeredDays(now).includes(parsed.date) || (await full())) {
    const message = checkoutMessage("timeslot_unavailable")
    throw ShopError.validation({ timeslot: [message] }, { message })
  }
  return { timeslot: timeslotKey(row.id, parsed.date), timeslot_date: parsed.date, timeslot_from: row.from_time, timeslot_to: row.to_time }
}

/**
 * At completion: a courier delivery's chosen window must still have room (others
 * may have taken the last place since it was chosen) and still be ahead.
 */
export async function assertChosenTimeslot(
  container: MedusaContainer,
  method: { shipping_option_id?: string | null; data?: Record<string, unknown> | null } | undefined,
) {
  if (method?.data?.timeslot === undefined) return
  if (await isCourierOption(container, method.shipping_option_id)) await assertTimeslotAvailable(container, method.data.timeslot)
}

/** How long a completion waits for another one of the same window (seconds); then it gets the 409 checkout_busy. */
const TIMESLOT_LOCK_WAIT_S = 30

/**
 * Completes a cart holding its courier window: the capacity check (the
 * completion's validate hook, assertChosenTimeslot) and the order that takes
 * the place run under one lock per window (Medusa's locking module: Redis
 * across processes when configured). Two shoppers completing at the same
 * moment for the last place are served one after the other, so the second
 * sees the window full and gets its 400 instead of both getting it.
 */
export async function completingWithTimeslot<T>(container: MedusaContainer, cartId: string, complete: () => Promise<T>): Promise<T> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "shipping_methods.data"], filters: { id: cartId } })
  const methods = (data[0] as { shipping_methods?: ({ data?: Record<string, unknown> | null } | null)[] } | undefined)?.shipping_methods ?? []
  const key = methods.map((m) => m?.data?.timeslot).find((k): k is string => typeof k === "string" && parseTimeslotKey(k) !== null)
  if (!key) return complete()
  return container.resolve(Modules.LOCKING).execute(`delivery-timeslot:${key}`, complete, { timeout: TIMESLOT_LOCK_WAIT_S })
}
