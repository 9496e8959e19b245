import { formatDate } from '@electroshop/domain';
import { z } from 'zod';

/**
 * Courier delivery timeslots (the spec's "delivery timeslots where offered"):
 * staff define windows per ISO weekday (1 Monday … 7 Sunday) or for one date,
 * with an optional capacity of orders. The checkout offers the next days'
 * windows when the courier is chosen; the chosen one travels in the shipping
 * method's data as `timeslot` = `<timeslot id>@<YYYY-MM-DD>`.
 */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().trim().regex(TIME, 'invalid_time');

/** The window must end after it starts ('to' after 'from'; the error is on `to`), on a weekday or a date. */
const ordered = (slot: { from?: string; to?: string; weekday?: number | null; date?: string | null }, ctx: z.RefinementCtx) => {
  if (slot.from && slot.to && TIME.test(slot.from) && TIME.test(slot.to) && slot.to <= slot.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'time_range_inverted', params: { code: 'range_inverted' } });
  if ((slot.weekday == null) === (slot.date == null))
    ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'weekday_or_date', params: { code: 'weekday_or_date' } });
};

/** `POST /admin/delivery-timeslots`: a weekday or a date (one of them), from, to, capacity (none: unlimited). */
export const AdminCreateDeliveryTimeslotSchema = z
  .object({
    weekday: z.number().int().min(1).max(7).nullable().optional(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_iso_date')
      .nullable()
      .optional(),
    from: time,
    to: time,
    capacity: z.number().int().min(1).max(10_000).nullable().optional(),
  })
  .strict()
  .superRefine(ordered);
export type AdminCreateDeliveryTimeslot = z.infer<typeof AdminCreateDeliveryTimeslotSchema>;

/** A timeslot definition as the admin API gives it. */
export type AdminDeliveryTimeslot = {
  id: string;
  weekday: number | null;
  date: string | null;
  from: string;
  to: string;
  capacity: number | null;
};

/** One offered window on one day, as `GET /store/delivery-timeslots` gives it (full ones are left out). */
export type DeliveryTimeslotOffer = {
  /** `<timeslot id>@<YYYY-MM-DD>`, what the checkout sends as the shipping method's `data.timeslot`. */
  key: string;
  date: string;
  from: string;
  to: string;
};
export type StoreDeliveryTimeslotList = { timeslots: DeliveryTimeslotOffer[] };

/** The order's window as its shipping method keeps it. */
export type ChosenTimeslot = { timeslot: string; timeslot_date: string; timeslot_from: string; timeslot_to: string };

export const timeslotKey = (id: string, date: string) => `${id}@${date}`;

export function parseTimeslotKey(key: unknown): { id: string; date: string } | null {
  const match = typeof key === 'string' ? /^([A-Za-z0-9_]{1,100})@(\d{4}-\d{2}-\d{2})$/.exec(key) : null;
  return match ? { id: match[1], date: match[2] } : null;
}

const WEEKDAYS = {
  cs: ['po', 'út', 'st', 'čt', 'pá', 'so', 'ne'],
  ro: ['lun', 'mar', 'mie', 'joi', 'vin', 'sâm', 'dum'],
} as const;

/** ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` date. */
export const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** "po 30.11.2026, 08:00–12:00" / "lun 30.11.2026, 08:00–12:00" (pages, e-mail, admin). */
export function timeslotLabel(slot: { date: string; from: string; to: string }, locale: 'cs' | 'ro'): string {
  return `${WEEKDAYS[locale][isoWeekday(slot.date) - 1]} ${formatDate(slot.date)}, ${slot.from}–${slot.to}`;
}

/** The window kept on an order's (or cart's) shipping method data, if one was chosen. */
export function chosenTimeslot(data: Record<string, unknown> | null | undefined): { date: string; from: string; to: string } | null {
  const text = (key: keyof ChosenTimeslot) => (typeof data?.[key] === 'string' ? (data[key] as string) : '');
  return text('timeslot') && text('timeslot_date') ? { date: text('timeslot_date'), from: text('timeslot_from'), to: text('timeslot_to') } : null;
}
