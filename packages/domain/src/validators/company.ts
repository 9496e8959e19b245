/** An identifier as stored: no spaces, upper case (`cz 2707 4358` → `CZ27074358`). */
export const compactCompanyId = (input: string | null | undefined) => (input ?? '').replace(/[\s\u00A0]/g, '').toUpperCase();

/** Czech IČO: 8 digits whose last is the mod-11 check digit of the first seven (weights 8…2). */
export function validateIco(input: string | null | undefined): 'invalid_ico' | null {
  const digits = compactCompanyId(input);
  if (!/^\d{8}$/.test(digits)) return 'invalid_ico';
  const sum = [...digits.slice(0, 7)].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 1 : remainder === 1 ? 0 : 11 - remainder;
  return Number(digits[7]) === check ? null : 'invalid_ico';
}

/** Czech DIČ: `CZ` and 8 to 10 digits (a company's IČO, a person's birth number). */
export function validateDic(input: string | null | undefined): 'invalid_vat_id' | null {
  return /^CZ\d{8,10}$/.test(compactCompanyId(input)) ? null : 'invalid_vat_id';
}

const CUI_KEY = '753217532';

/** Romanian CUI (CIF), with or without `RO`: 2 to 10 digits, the last the check digit of the key 753217532. */
export function validateCui(input: string | null | undefined): 'invalid_cui' | null {
  const digits = compactCompanyId(input).replace(/^RO/, '');
  if (!/^\d{2,10}$/.test(digits)) return 'invalid_cui';
  const body = digits.slice(0, -1).padStart(9, '0');
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * Number(CUI_KEY[i]), 0);
  const check = ((sum * 10) % 11) % 10;
  return Number(digits.at(-1)) === check ? null : 'invalid_cui';
}

/** A company purchase in an invoice address: the company's name and its identifiers (`metadata.company_id`, `metadata.vat_id`). */
export type CompanyPurchase = { company?: string | null; company_id?: string | null; vat_id?: string | null };
export type CompanyPurchaseProblems = Partial<Record<'company' | 'company_id' | 'vat_id', 'required' | 'invalid_ico' | 'invalid_vat_id' | 'invalid_cui'>>;

/**
 * The rules of buying as a company, one place for the checkout form and the
 * backend's cart checks: it is a company purchase when `asCompany` says so or
 * an identifier is given; then the name and the company number (IČO in cz,
 * CUI in ro) are required and checked by their algorithms, and a DIČ (cz,
 * optional: not every company is a VAT payer) is checked when given. Returns
 * message keys per field; empty when valid or not a company purchase.
 */
export function companyPurchaseProblems(
  input: CompanyPurchase,
  variant: 'cz' | 'ro',
  asCompany = !!(input.company_id?.trim() || input.vat_id?.trim()),
): CompanyPurchaseProblems {
  if (!asCompany) return {};
  const problems: CompanyPurchaseProblems = {};
  if (!input.company?.trim()) problems.company = 'required';
  const companyId = input.company_id?.trim();
  const idProblem = !companyId ? 'required' : variant === 'cz' ? validateIco(companyId) : validateCui(companyId);
  if (idProblem) problems.company_id = idProblem;
  const vatId = input.vat_id?.trim();
  if (vatId && variant === 'cz') {
    const vatProblem = validateDic(vatId);
    if (vatProblem) problems.vat_id = vatProblem;
  }
  return problems;
}
