import { describe, expect, it } from 'vitest';
import { AdminCreateDeliveryTimeslotSchema, chosenTimeslot, isoWeekday, parseTimeslotKey, timeslotKey, timeslotLabel } from './timeslots.js';

const issues = (input: unknown) => AdminCreateDeliveryTimeslotSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('courier delivery timeslots', () => {
  it("needs 'to' after 'from' (the error on to), valid times and a weekday or a date", () => {
    expect(issues({ weekday: 1, from: '08:00', to: '12:00' })).toEqual([]);
    expect(issues({ date: '2026-12-24', from: '08:00', to: '12:00', capacity: 5 })).toEqual([]);
    expect(issues({ weekday: 1, from: '12:00', to: '08:00' })).toEqual(['to:time_range_inverted']);
    expect(issues({ weekday: 1, from: '12:00', to: '12:00' })).toEqual(['to:time_range_inverted']);
    expect(issues({ weekday: 1, from: '8:00', to: '24:00' })).toEqual(['from:invalid_time', 'to:invalid_time']);
    expect(issues({ from: '08:00', to: '12:00' })).toEqual(['weekday:weekday_or_date']);
    expect(issues({ weekday: 1, date: '2026-12-24', from: '08:00', to: '12:00' })).toEqual(['weekday:weekday_or_date']);
  });

  it('keys a window on a day and labels it in the shop language', () => {
    const key = timeslotKey('dts_01ABC', '2026-11-30');
    expect(parseTimeslotKey(key)).toEqual({ id: 'dts_01ABC', date: '2026-11-30' });
    expect(parseTimeslotKey('dts_01ABC@30.11.2026')).toBeNull();
    expect(parseTimeslotKey("x'; drop@2026-11-30")).toBeNull();
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(timeslotLabel({ date: '2026-11-30', from: '08:00', to: '12:00' }, 'cs')).toBe('po 30.11.2026, 08:00–12:00');
    expect(timeslotLabel({ date: '2026-12-05', from: '09:00', to: '13:00' }, 'ro')).toBe('sâm 05.12.2026, 09:00–13:00');
    expect(chosenTimeslot({ timeslot: key, timeslot_date: '2026-11-30', timeslot_from: '08:00', timeslot_to: '12:00' })).toEqual({
      date: '2026-11-30',
      from: '08:00',
      to: '12:00',
    });
    expect(chosenTimeslot({ pickup_point_id: 'pp_1' })).toBeNull();
  });
});
