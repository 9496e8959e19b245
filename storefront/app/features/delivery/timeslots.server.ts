import { timeslotLabel, type StoreDeliveryTimeslotList } from '@electroshop/contracts/delivery';
import { getShopConfig } from '~/lib/config.server';
import { backendData } from '~/lib/backend.server';

/** A courier window the checkout offers, labelled in the shop language ("po 30.11.2026, 08:00–12:00"). */
export type TimeslotChoice = { key: string; label: string };

/** The courier's windows of the next days that still have room (none: the shop offers no windows). */
export async function listTimeslots(): Promise<TimeslotChoice[]> {
  const { timeslots } = await backendData<StoreDeliveryTimeslotList>('/store/delivery-timeslots');
  const { locale } = getShopConfig();
  return timeslots.map((slot) => ({ key: slot.key, label: timeslotLabel(slot, locale) }));
}
