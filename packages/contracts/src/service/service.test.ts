import { describe, expect, it } from 'vitest';
import { SERVICE_ORDER_STATUSES, SERVICE_ORDER_TRANSITIONS, canTransitionServiceOrder } from './service.js';
import { serviceSelectorPath, servicePaths } from './paths.js';

describe('repair order lifecycle', () => {
  it('moves one step at a time and may be cancelled until the device is ready', () => {
    expect(canTransitionServiceOrder('new', 'received')).toBe(true);
    expect(canTransitionServiceOrder('new', 'completed')).toBe(false);
    expect(canTransitionServiceOrder('in_repair', 'cancelled')).toBe(true);
    expect(canTransitionServiceOrder('ready', 'cancelled')).toBe(false);
    expect(canTransitionServiceOrder('unknown', 'new')).toBe(false);
  });

  it('ends in completed or cancelled, and every status has its transitions', () => {
    expect(Object.keys(SERVICE_ORDER_TRANSITIONS).sort()).toEqual([...SERVICE_ORDER_STATUSES].sort());
    expect(SERVICE_ORDER_TRANSITIONS.completed).toEqual([]);
    expect(SERVICE_ORDER_TRANSITIONS.cancelled).toEqual([]);
  });
});

describe('service paths', () => {
  it('are Czech and Romanian', () => {
    expect(servicePaths('cz')).toEqual({ prefix: '/servis', status: '/servis/stav', priceList: '/servis/cenik', parts: '/servis/nahradni-dily' });
    expect(servicePaths('ro')).toEqual({ prefix: '/service', status: '/service/stare', priceList: '/service/preturi', parts: '/service/piese-de-schimb' });
  });

  it('build the selector path as far as the parts are given', () => {
    expect(serviceSelectorPath('cz', ['telefony', 'apple', null, undefined])).toBe('/servis/telefony/apple');
  });
});
