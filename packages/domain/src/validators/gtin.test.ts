import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isValidGtin, validateEan, validateUpc } from './gtin.js';

describe('GS1 check digit', () => {
  it('weights the digits 3, 1, 3, 1… from the right', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('9638507')).toBe(4);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    // A sum that is already a multiple of 10 gives 0, not 10.
    expect(gs1CheckDigit('0000000')).toBe(0);
    expect(() => gs1CheckDigit('12a')).toThrow(RangeError);
  });

  it('checks GTINs of the GS1 lengths', () => {
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('10614141000415')).toBe(true);
    expect(isValidGtin('4006381333931', [8])).toBe(false);
    expect(isValidGtin('123456789')).toBe(false);
  });
});

describe('validateEan', () => {
  it.each(['4006381333931', '96385074', '5901234123457', '8594001021604'])('accepts %s', (ean) => {
    expect(validateEan(ean)).toBeNull();
  });

  it('rejects a wrong check digit', () => {
    expect(validateEan('4006381333932')).toBe('invalid_ean');
    expect(validateEan('96385075')).toBe('invalid_ean');
  });

  it.each([
    '036000291452', // a UPC-A belongs in upc
    '400638133393', // 12 digits: the check digit is missing
    '10614141000415', // GTIN-14 (cartons) is not an item's EAN
    ' 4006381333931',
    '4006381333931 ',
    '4006-381333931',
    '４００６３８１３３３９３１', // full-width digits
    '',
    4006381333931,
    null,
    undefined,
  ])('rejects %j', (ean) => {
    expect(validateEan(ean)).toBe('invalid_ean');
  });
});

describe('validateUpc', () => {
  it.each(['036000291452', '042100005264'])('accepts %s', (upc) => {
    expect(validateUpc(upc)).toBeNull();
  });

  it.each(['036000291453', '4006381333931', '96385074', '03600029145', '', 36000291452, null])('rejects %j', (upc) => {
    expect(validateUpc(upc)).toBe('invalid_upc');
  });
});
