import { PICKUP_CODE_LENGTH } from "@electroshop/contracts/warehouse"

/**
 * Time left until an order collected at the store must be ready (issue 36, "Reservation is prepared
 * within 30 minutes"): the whole seconds left, rounded up (0.3 s left is still 00:01 left), or, once
 * the deadline has come, the whole seconds it is overdue by (rounded down: overdue by 00:00 at the deadline).
 */
export type TimeLeft = { overdue: boolean; seconds: number }

export function timeLeft(dueAt: string | Date, now: number): TimeLeft {
  const due = new Date(dueAt).getTime()
  return due > now ? { overdue: false, seconds: Math.ceil((due - now) / 1000) } : { overdue: true, seconds: Math.floor((now - due) / 1000) }
}

const twoDigits = (n: number) => String(n).padStart(2, "0")

/** A countdown's time: "05:07" (mm:ss) under an hour, "1:02:03" (h:mm:ss) from an hour on. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const rest = total % 60
  return hours ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${twoDigits(minutes)}:${twoDigits(rest)}`
}

/**
 * Milliseconds until the countdown's text changes (the deadline's milliseconds, not the clock's second):
 * ticking then, not each 1000 ms from mounting, no second is shown twice or skipped. A few ms late, on purpose.
 */
export function msToNextTick(dueAt: string | Date, now: number): number {
  const phase = (((new Date(dueAt).getTime() - now) % 1000) + 1000) % 1000
  return (phase || 1000) + 5
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

/**
 * A moment of today as its time ("14:30"), of another day with its date too (an order placed after the
 * store closed is due the next morning), in the admin's language and the browser's time zone.
 */
export function momentText(at: string | Date, now: Date, language: string): string {
  const moment = new Date(at)
  const format = sameDay(moment, now)
    ? new Intl.DateTimeFormat(language, { timeStyle: "short" })
    : new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" })
  return format.format(moment)
}

/** The pickup code as typed, as sent: without spaces (read out or copied in groups: "123 456"). */
export const pickupCode = (typed: string) => typed.replace(/\s+/g, "")

const CODE = new RegExp(`^\\d{${PICKUP_CODE_LENGTH}}$`)

/** Whether the typed code is one the backend takes at all (PICKUP_CODE_LENGTH digits); whether it is the order's, only the backend knows. */
export const isPickupCode = (typed: string) => CODE.test(pickupCode(typed))
