import { describe, expect, it } from 'vitest';
import { bankTransferQrPayload } from './payment-qr.js';

describe('bankTransferQrPayload', () => {
  it("writes Czech QR Platba (SPAYD) with the account's IBAN, amount, CZK and the variable symbol", () => {
    const payload = bankTransferQrPayload({
      amount: 60109,
      currencyCode: 'czk',
      variableSymbol: '42',
      bankAccount: '19-2000145399/0800',
      iban: null,
      accountHolder: 'ElektroShop s.r.o.',
    });
    expect(payload).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:60109.00*CC:CZK*X-VS:42*RN:ElektroShop s.r.o.');
  });

  it("keeps SPAYD's separators out of values and its limits on lengths", () => {
    const payload = bankTransferQrPayload({
      amount: 1234.5,
      currencyCode: 'CZK',
      variableSymbol: '2026-000123456789',
      bankAccount: null,
      iban: 'CZ65 0800 0000 1920 0014 5399',
      accountHolder: 'Obchod * s dlouhým jménem, které se do 35 znaků nevejde',
    });
    const fields = Object.fromEntries(
      payload!
        .split('*')
        .slice(2)
        .map((f) => [f.slice(0, f.indexOf(':')), f.slice(f.indexOf(':') + 1)]),
    );
    expect(fields).toEqual({
      ACC: 'CZ6508000000192000145399',
      AM: '1234.50',
      CC: 'CZK',
      'X-VS': '0123456789',
      RN: 'Obchod %2A s dlouhym jmenem, ktere',
    });
  });

  it('writes the EPC credit transfer code with IBAN, RON amount and the order reference for Romania', () => {
    const payload = bankTransferQrPayload({
      amount: 2499,
      currencyCode: 'ron',
      variableSymbol: '17',
      bankAccount: null,
      iban: 'RO49 AAAA 1B31 0075 9384 0000',
      accountHolder: 'ElectroShop SRL',
    });
    expect(payload!.split('\n')).toEqual(['BCD', '002', '1', 'SCT', '', 'ElectroShop SRL', 'RO49AAAA1B31007593840000', 'RON2499.00', '', '', '17']);
  });

  it('gives nothing to scan without an account', () => {
    const none = { amount: 1, currencyCode: 'czk', variableSymbol: '1', accountHolder: 'X' };
    expect(bankTransferQrPayload({ ...none, bankAccount: null, iban: null })).toBeNull();
    expect(bankTransferQrPayload({ ...none, bankAccount: '123/9999', iban: null })).toBeNull();
  });

  it('leaves the optional name out when the payment does not say whose account it is', () => {
    const payload = bankTransferQrPayload({
      amount: 10,
      currencyCode: 'czk',
      variableSymbol: '5',
      bankAccount: '19-2000145399/0800',
      iban: null,
      accountHolder: null,
    });
    expect(payload).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:10.00*CC:CZK*X-VS:5');
  });
});
