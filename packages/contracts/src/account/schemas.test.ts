import { describe, expect, it } from 'vitest';
import { StoreRegisterSchema, storeAddressSchema } from './schemas.js';

const registration = { email: 'jana@example.com', password: 'Secret123!', password_confirmation: 'Secret123!', first_name: 'Jana', last_name: 'Nová' };
const messagesAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, path: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);

describe('StoreRegisterSchema', () => {
  it('names the broken password rule and a confirmation that does not match, at their fields', () => {
    expect(StoreRegisterSchema.safeParse(registration).success).toBe(true);
    expect(messagesAt(StoreRegisterSchema.safeParse({ ...registration, password: '1234567890', password_confirmation: '1234567890' }), 'password')).toEqual([
      'password_numeric',
    ]);
    expect(messagesAt(StoreRegisterSchema.safeParse({ ...registration, password_confirmation: 'Secret123?' }), 'password_confirmation')).toEqual([
      'password_mismatch',
    ]);
  });
});

describe('storeAddressSchema', () => {
  const cz = { first_name: 'Jana', last_name: 'Nová', address_1: 'Vinohradská 12', city: 'Praha', postal_code: '120 00', country_code: 'cz' };
  const ro = { ...cz, city: 'București', postal_code: '030031', country_code: 'ro' };

  it('checks IČO and DIČ in the Czech shop', () => {
    expect(storeAddressSchema('cz').safeParse({ ...cz, metadata: { company_id: '27074358', vat_id: 'CZ27074358' } }).success).toBe(true);
    const bad = storeAddressSchema('cz').safeParse({ ...cz, metadata: { company_id: '27074359', vat_id: '27074358' } });
    expect(messagesAt(bad, 'metadata.company_id')).toEqual(['invalid_ico']);
    expect(messagesAt(bad, 'metadata.vat_id')).toEqual(['invalid_vat_id']);
  });

  it('checks the CUI in the Romanian shop and takes no DIČ there', () => {
    expect(storeAddressSchema('ro').safeParse({ ...ro, metadata: { company_id: 'RO18547290' } }).success).toBe(true);
    expect(messagesAt(storeAddressSchema('ro').safeParse({ ...ro, metadata: { company_id: '18547291' } }), 'metadata.company_id')).toEqual(['invalid_cui']);
    expect(storeAddressSchema('ro').safeParse({ ...ro, metadata: { vat_id: 'CZ27074358' } }).success).toBe(false);
    expect(storeAddressSchema('ro').safeParse({ ...ro, country_code: 'cz' }).success).toBe(false);
  });
});
