import { describe, expect, it } from 'vitest';
import { offersForDevice, type AdminItemExtra } from './types';

const offer = (id: string, kind: AdminItemExtra['kind'], device_type: string, product_ids: string[] = []) => ({ id, kind, device_type, product_ids });
const WARRANTY = offer('w', 'warranty', 'phone');
const TYPE_INSURANCE = offer('i-type', 'insurance', 'phone');
const OWN_INSURANCE = offer('i-own', 'insurance', 'phone', ['prod_a16']);
const OTHER_PRODUCT = offer('i-other', 'insurance', 'phone', ['prod_s25']);
const LAPTOP = offer('i-laptop', 'insurance', 'laptop');
const all = [WARRANTY, TYPE_INSURANCE, OWN_INSURANCE, OTHER_PRODUCT, LAPTOP];
const ids = (offers: { id: string }[]) => offers.map((o) => o.id);

describe('offersForDevice', () => {
  it("gives a product its own insurances instead of its type's, with its type's warranty extensions", () => {
    expect(ids(offersForDevice(all, { device_type: 'phone', product_id: 'prod_a16' }))).toEqual(['w', 'i-own']);
  });

  it("gives a product without its own insurance the type's unrestricted ones, never another product's", () => {
    expect(ids(offersForDevice(all, { device_type: 'phone', product_id: 'prod_a56' }))).toEqual(['w', 'i-type']);
    expect(ids(offersForDevice(all, { device_type: 'laptop', product_id: 'prod_x' }))).toEqual(['i-laptop']);
  });

  it('offers a product its own insurance even when it has no device type', () => {
    expect(ids(offersForDevice(all, { device_type: null, product_id: 'prod_s25' }))).toEqual(['i-other']);
    expect(offersForDevice(all, { device_type: null, product_id: 'prod_none' })).toEqual([]);
  });
});
