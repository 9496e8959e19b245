import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('package entry', () => {
  it('re-exports every module', () => {
    for (const name of [
      'getVariantConfig',
      'parseVariant',
      'formatMoney',
      'formatDate',
      'parseDate',
      'QUALITIES',
      'compareQuality',
      'sortByQuality',
      'appraise',
      'canBuyout',
      'isAppraisalLoaded',
      'resetAfterConditionChange',
      'validationMessage',
      'VALIDATION_MESSAGES',
      'validateBirthNumber',
      'validateCnp',
      'validateBankAccount',
      'validateBankCode',
      'CZECH_BANK_CODES',
      'isValidIban',
      'czechAccountToIban',
      'validateImei',
      'validatePostcode',
      'validatePhone',
      'normalizePhone',
      'validateEmail',
      'validateTitle',
      'validateSerialNumber',
      'validateIsic',
      'validateEan',
      'validateUpc',
      'validateBarcode',
      'validateWeightGrams',
      'validateDimensionCm',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
