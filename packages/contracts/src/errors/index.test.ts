import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorBodySchema, compactFieldErrors, fieldErrorsFromIssues, readApiError, UNKNOWN_ERROR_CODE } from './index.js';

const sellOnline = {
  message: 'Formulář obsahuje chyby.',
  code: 'validation_error',
  errors: {
    note: ['Příliš dlouhé.'],
    customer_data: { e_mail: ['Neplatný e-mail.', 'Povinné pole.'], first_name: ['Povinné pole.'] },
    buyout_device: { imei: ['Neplatné IMEI.'] },
  },
};

describe('readApiError', () => {
  it('reads flat and grouped field errors by path', () => {
    const error = readApiError(sellOnline);
    expect(error.message).toBe('Formulář obsahuje chyby.');
    expect(error.code).toBe('validation_error');
    expect(error.fieldErrors('note')).toEqual(['Příliš dlouhé.']);
    expect(error.fieldErrors('customer_data.e_mail')).toEqual(['Neplatný e-mail.', 'Povinné pole.']);
    expect(error.fieldError('buyout_device.imei')).toBe('Neplatné IMEI.');
    expect(error.fieldErrors('customer_data.last_name')).toEqual([]);
    // A group is no field, and a field has no members.
    expect(error.fieldErrors('customer_data')).toEqual([]);
    expect(error.fieldErrors('note.x')).toEqual([]);
    expect(error.fieldError('pickup_address.city')).toBeUndefined();
  });

  it('lists every field by dotted path', () => {
    expect(readApiError(sellOnline).allFieldErrors()).toEqual({
      note: ['Příliš dlouhé.'],
      'customer_data.e_mail': ['Neplatný e-mail.', 'Povinné pole.'],
      'customer_data.first_name': ['Povinné pole.'],
      'buyout_device.imei': ['Neplatné IMEI.'],
    });
  });

  it('keeps reason-specific fields reachable', () => {
    const error = readApiError({ message: 'Too many', code: 'rate_limited', retry_after: 30 });
    expect(error.extra('retry_after')).toBe(30);
    expect(error.errors).toEqual({});
  });

  it("reads Medusa's own error body by its type", () => {
    const error = readApiError({ type: 'not_found', message: 'Product with id: x was not found' });
    expect(error).toMatchObject({ code: 'not_found', message: 'Product with id: x was not found' });
  });

  it('falls back for bodies without a message or code', () => {
    expect(readApiError(null, 'Server error')).toMatchObject({ message: 'Server error', code: UNKNOWN_ERROR_CODE });
    expect(readApiError('Bad gateway')).toMatchObject({ message: 'Bad gateway', code: UNKNOWN_ERROR_CODE });
    expect(readApiError([1, 2], 'x').message).toBe('x');
  });

  it('ignores malformed field errors instead of throwing', () => {
    const error = readApiError({ message: 'm', code: 'c', errors: { a: 'text', b: [1, 'ok', ''], c: { d: 'no', e: [] }, f: null } });
    expect(error.errors).toEqual({ b: ['ok'] });
  });
});

describe('ApiErrorBodySchema', () => {
  it('accepts the grouped body with extra fields and rejects one without a code', () => {
    expect(ApiErrorBodySchema.safeParse({ ...sellOnline, url: '/vykup' }).success).toBe(true);
    expect(ApiErrorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(ApiErrorBodySchema.safeParse({ message: 'x', code: 'c', errors: { a: 'no' } }).success).toBe(false);
  });
});

describe('compactFieldErrors', () => {
  it('drops empty fields and groups', () => {
    expect(compactFieldErrors({ a: [], b: ['x'], c: {}, d: { e: [] }, f: { g: ['y'] } })).toEqual({ b: ['x'], f: { g: ['y'] } });
  });
});

describe('fieldErrorsFromIssues', () => {
  it('groups zod issues like the payload', () => {
    const schema = z.object({
      note: z.string().max(2),
      customer_data: z.object({ e_mail: z.email(), first_name: z.string().min(1) }),
    });
    const result = schema.safeParse({ note: 'long', customer_data: { e_mail: 'x', first_name: '' } });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromIssues(result.error!.issues);
    expect(Object.keys(errors)).toEqual(['note', 'customer_data']);
    expect(readApiError({ message: '', code: 'validation_error', errors }).fieldErrors('customer_data.e_mail')).toHaveLength(1);
  });

  it('puts issues of the whole body under _form and does not repeat a message', () => {
    expect(
      fieldErrorsFromIssues([
        { path: [], message: 'Invalid body' },
        { path: ['a'], message: 'x' },
        { path: ['a'], message: 'x' },
      ]),
    ).toEqual({ _form: ['Invalid body'], a: ['x'] });
  });
});
