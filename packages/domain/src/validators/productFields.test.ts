import { describe, expect, it } from 'vitest';
import { BARCODE_MAX_LENGTH, DIMENSION_CM_MAX, WEIGHT_GRAMS_MAX, validateBarcode, validateDimensionCm, validateWeightGrams } from './productFields.js';

describe('validateBarcode', () => {
  it.each(['4006381333931', 'SKU-USB-C/1m', 'A', 'Code 128 ~!', 'x'.repeat(BARCODE_MAX_LENGTH)])('accepts %j', (code) => {
    expect(validateBarcode(code)).toBeNull();
  });

  it.each([
    '',
    ' ',
    ' 123',
    '123 ',
    'x'.repeat(BARCODE_MAX_LENGTH + 1),
    'Čárový', // not ASCII
    'tab\there',
    'line\nbreak',
    '\u007f',
    123,
    null,
  ])('rejects %j', (code) => {
    expect(validateBarcode(code)).toBe('invalid_barcode');
  });
});

describe('validateWeightGrams', () => {
  it.each([1, 180, 2500, WEIGHT_GRAMS_MAX])('accepts %s g', (grams) => {
    expect(validateWeightGrams(grams)).toBeNull();
  });

  it.each([0, -5, 1.5, WEIGHT_GRAMS_MAX + 1, Number.NaN, Number.POSITIVE_INFINITY, '180', 'abc', '', null, undefined])('rejects %j', (grams) => {
    expect(validateWeightGrams(grams)).toBe('invalid_weight');
  });
});

describe('validateDimensionCm', () => {
  it.each([0.1, 0.7, 2, 7.5, 15, 29.9, 299.9, DIMENSION_CM_MAX])('accepts %s cm', (cm) => {
    expect(validateDimensionCm(cm)).toBeNull();
  });

  it.each([0, -1, 7.25, 0.05, 1e-7, DIMENSION_CM_MAX + 0.1, 301, Number.NaN, Number.POSITIVE_INFINITY, '7.5', '', null, undefined])('rejects %j', (cm) => {
    expect(validateDimensionCm(cm)).toBe('invalid_dimension');
  });
});
