import { describe, expect, it } from 'vitest';
import { ProductBatchFieldsSchema, ProductFieldsSchema, ProductVariantBatchFieldsSchema, ProductVariantFieldsSchema } from './index.js';

type Schema = { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string; params?: unknown }[] } } };
const issues = (schema: Schema, input: unknown) => schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('product fields the warehouse needs', () => {
  it('accepts valid codes and measures, null and empty codes', () => {
    const valid = { ean: '4006381333931', upc: '036000291452', barcode: 'USB-C 1m', weight: 180, width: 7.5, height: 15, length: 2 };
    expect(issues(ProductVariantFieldsSchema, valid)).toEqual([]);
    expect(issues(ProductVariantFieldsSchema, { ean: null, upc: '', barcode: '', weight: null, width: null, height: '', length: null })).toEqual([]);
    expect(issues(ProductFieldsSchema, { weight: '', length: '' })).toEqual([]);
    expect(issues(ProductVariantFieldsSchema, {})).toEqual([]);
  });

  it('names each bad field with its message key', () => {
    expect(
      issues(ProductVariantFieldsSchema, { ean: '4006381333932', upc: '4006381333931', barcode: ' x', weight: 1.5, width: 301, height: 0, length: 2.25 }),
    ).toEqual([
      'ean:invalid_ean',
      'upc:invalid_upc',
      'barcode:invalid_barcode',
      'weight:invalid_weight',
      'length:invalid_dimension',
      'height:invalid_dimension',
      'width:invalid_dimension',
    ]);
    expect(issues(ProductVariantFieldsSchema, { weight: 'abc', ean: 4006381333931 })).toEqual(['ean:invalid_ean', 'weight:invalid_weight']);
    expect(ProductVariantFieldsSchema.safeParse({ ean: 'x' }).error?.issues[0]).toMatchObject({ code: 'custom', params: { code: 'invalid_ean' } });
  });

  it("passes every other field through and leaves other shapes to Medusa's validator", () => {
    const body = { title: 'Kabel', options: { Color: 'black' }, prices: [{ amount: 1 }], weight: 180 };
    expect(ProductVariantFieldsSchema.parse(body)).toEqual(body);
    expect(issues(ProductFieldsSchema, { title: 5, variants: 'none' })).toEqual([]);
    expect(issues(ProductFieldsSchema, { variants: ['x', null] })).toEqual([]);
    expect(issues(ProductFieldsSchema, 'not an object')).toEqual([]);
  });

  it("checks a product's measures and its variants' fields by path", () => {
    expect(issues(ProductFieldsSchema, { weight: 0, variants: [{ ean: '96385074' }, { ean: '96385075', width: 7.5 }] })).toEqual([
      'weight:invalid_weight',
      'variants.1.ean:invalid_ean',
    ]);
    // A product has no codes of its own: Medusa refuses them as unknown fields.
    expect(issues(ProductFieldsSchema, { ean: 'x' })).toEqual([]);
  });

  it('checks the batch routes', () => {
    expect(issues(ProductVariantBatchFieldsSchema, { create: [{ upc: '1' }], update: [{ id: 'v', weight: 100_001 }], delete: ['v2'] })).toEqual([
      'create.0.upc:invalid_upc',
      'update.0.weight:invalid_weight',
    ]);
    expect(
      issues(ProductBatchFieldsSchema, { create: [{ title: 'A', variants: [{ barcode: '' }, { barcode: 'é' }] }], update: [{ id: 'p', height: -1 }] }),
    ).toEqual(['create.0.variants.1.barcode:invalid_barcode', 'update.0.height:invalid_dimension']);
  });
});
