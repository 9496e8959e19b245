/** A store's opening hours per ISO weekday (1 Monday … 7 Sunday): ["09:00", "19:00"], or absent when closed. */
export type OpeningHours = Partial<Record<"1" | "2" | "3" | "4" | "5" | "6" | "7", [string, string]>>

/** The spec's "Reservation is prepared within 30 minutes." */
export const PREPARATION_MINUTES = 30

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number)
  return h * 60 + m
}
const hhmm = (total: number) => `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`

/** The local date, ISO weekday and minute of the day of an instant in a time zone. */
export function localParts(now: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "short",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  )
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday) + 1
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, minute: Number(parts.hour) * 60 + Number(parts.minute) }
}

export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/**
 * When an order placed now is ready at the store: within 30 minutes while the
 * store is open long enough, else 30 minutes after it next opens (store's
 * local time, `YYYY-MM-DDTHH:MM`). Null when the store has no hours.
 */
export function readiness(hours: OpeningHours, now: Date, timeZone: string): { within_minutes: number } | { ready_at: string } | null {
  const local = localParts(now, timeZone)
  for (let day = 0; day < 8; day++) {
    const weekday = String(((local.weekday - 1 + day) % 7) + 1) as keyof OpeningHours
    const open = hours[weekday]
    if (!open) continue
    const [from, to] = [minutes(open[0]), minutes(open[1])]
    const start = day === 0 ? Math.max(from, local.minute) : from
    if (start + PREPARATION_MINUTES > to) continue
    if (day === 0 && local.minute >= from) return { within_minutes: PREPARATION_MINUTES }
    return { ready_at: `${addDays(local.date, day)}T${hhmm(start + PREPARATION_MINUTES)}` }
  }
  return null
}

/** The instant of a local time `YYYY-MM-DDTHH:MM` in a time zone (the offset is the zone's at that time, summer or winter). */
export function zonedInstant(local: string, timeZone: string): Date {
  const asUtc = new Date(`${local}:00Z`)
  const seen = localParts(asUtc, timeZone)
  const seenUtc = Date.parse(`${seen.date}T${hhmm(seen.minute)}:00Z`)
  return new Date(asUtc.getTime() - (seenUtc - asUtc.getTime()))
}

/** When an order placed at `placed` must be ready at the store (readiness()'s answer as an instant); null for a store without hours. */
export function preparedBy(hours: OpeningHours, placed: Date, timeZone: string): Date | null {
  const ready = readiness(hours, placed, timeZone)
  if (!ready) return null
  return "within_minutes" in ready ? new Date(placed.getTime() + ready.within_minutes * 60_000) : zonedInstant(ready.ready_at, timeZone)
}
