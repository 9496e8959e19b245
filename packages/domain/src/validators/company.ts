const compact = (input: string | null | undefined) => (input ?? '').replace(/[\s\u00A0]/g, '').toUpperCase();

/** Czech IČO: 8 digits whose last is the mod-11 check digit of the first seven (weights 8…2). */
export function validateIco(input: string | null | undefined): 'invalid_ico' | null {
  const digits = compact(input);
  if (!/^\d{8}$/.test(digits)) return 'invalid_ico';
  const sum = [...digits.slice(0, 7)].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 1 : remainder === 1 ? 0 : 11 - remainder;
  return Number(digits[7]) === check ? null : 'invalid_ico';
}

/** Czech DIČ: `CZ` and 8 to 10 digits (a company's IČO, a person's birth number). */
export function validateDic(input: string | null | undefined): 'invalid_vat_id' | null {
  return /^CZ\d{8,10}$/.test(compact(input)) ? null : 'invalid_vat_id';
}

const CUI_KEY = '753217532';

/** Romanian CUI (CIF), with or without `RO`: 2 to 10 digits, the last the check digit of the key 753217532. */
export function validateCui(input: string | null | undefined): 'invalid_cui' | null {
  const digits = compact(input).replace(/^RO/, '');
  if (!/^\d{2,10}$/.test(digits)) return 'invalid_cui';
  const body = digits.slice(0, -1).padStart(9, '0');
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * Number(CUI_KEY[i]), 0);
  const check = ((sum * 10) % 11) % 10;
  return Number(digits.at(-1)) === check ? null : 'invalid_cui';
}
