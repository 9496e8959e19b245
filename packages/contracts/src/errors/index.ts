import { z } from 'zod';

/**
 * Messages per field, grouped like the request payload: `{ e_mail: [msg] }`
 * for top-level fields, `{ customer_data: { e_mail: [msg] } }` for fields of
 * a nested group (the sell-online body of the specification).
 */
export type FieldErrors = Record<string, string[] | Record<string, string[]>>;

export const FieldErrorsSchema: z.ZodType<FieldErrors> = z.record(z.string(), z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]));

/** The body of every 4xx answer of the shop's own API. */
export type ApiErrorBody = {
  message: string;
  /** Machine-readable reason, e.g. `validation_error`, `appraisal_version_changed`, `not_found`. */
  code: string;
  errors?: FieldErrors;
  /** Reason-specific data, e.g. `retry_after` (429), `missing` (price import columns), `url`. */
  [extra: string]: unknown;
};

export const ApiErrorBodySchema = z.looseObject({
  message: z.string(),
  code: z.string(),
  errors: FieldErrorsSchema.optional(),
});

/** Codes that clients branch on; other codes are shown through their message. */
export const ERROR_CODES = {
  validation: 'validation_error',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  invalidTransition: 'invalid_transition',
  appraisalVersionChanged: 'appraisal_version_changed',
  cannotBuyout: 'cannot_buyout',
  unknownDevice: 'unknown_device',
  missingColumns: 'missing_columns',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Code given to bodies that carry none (Medusa's own `{ type, message }`, proxies, empty bodies). */
export const UNKNOWN_ERROR_CODE = 'unknown_error';

/** An API error as a client reads it, whatever the body looked like. */
export interface ApiError {
  message: string;
  code: string;
  /** The field errors as sent (empty when there were none). */
  errors: FieldErrors;
  /** Messages of one field: `e_mail`, or `customer_data.e_mail` inside a group. */
  fieldErrors(path: string): string[];
  /** The first message of one field, for forms that show one message per field. */
  fieldError(path: string): string | undefined;
  /** Every field with its messages, keyed by dotted path (`customer_data.e_mail`). */
  allFieldErrors(): Record<string, string[]>;
  /** A reason-specific value of the body, e.g. `extra('retry_after')`. */
  extra(key: string): unknown;
  /** The body as received. */
  body: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const messages = (value: unknown): string[] => (Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string' && m !== '') : []);

/** Keeps the well-formed part of `errors`; anything else in it is ignored rather than thrown on. */
function readFieldErrors(value: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!isRecord(value)) return out;
  for (const [field, entry] of Object.entries(value)) {
    if (Array.isArray(entry)) {
      const list = messages(entry);
      if (list.length) out[field] = list;
    } else if (isRecord(entry)) {
      const group: Record<string, string[]> = {};
      for (const [name, list] of Object.entries(entry)) {
        const read = messages(list);
        if (read.length) group[name] = read;
      }
      if (Object.keys(group).length) out[field] = group;
    }
  }
  return out;
}

/**
 * Reads any error body into one shape. Accepts the shop's body
 * (`{ message, code, errors }`), Medusa's own (`{ type, message }`), a plain
 * string and nothing at all, so a caller never needs a second parser.
 */
export function readApiError(body: unknown, fallbackMessage = ''): ApiError {
  const record = isRecord(body) ? body : {};
  const message =
    typeof record.message === 'string' && record.message !== '' ? record.message : typeof body === 'string' && body !== '' ? body : fallbackMessage;
  const code =
    typeof record.code === 'string' && record.code !== ''
      ? record.code
      : typeof record.type === 'string' && record.type !== ''
        ? record.type
        : UNKNOWN_ERROR_CODE;
  const errors = readFieldErrors(record.errors);

  const fieldErrors = (path: string): string[] => {
    const [head, ...rest] = path.split('.');
    const entry = errors[head];
    if (rest.length === 0) return Array.isArray(entry) ? entry : [];
    return entry && !Array.isArray(entry) ? (entry[rest.join('.')] ?? []) : [];
  };

  return {
    message,
    code,
    errors,
    fieldErrors,
    fieldError: (path) => fieldErrors(path)[0],
    allFieldErrors: () => {
      const flat: Record<string, string[]> = {};
      for (const [field, entry] of Object.entries(errors)) {
        if (Array.isArray(entry)) flat[field] = entry;
        else for (const [name, list] of Object.entries(entry)) flat[`${field}.${name}`] = list;
      }
      return flat;
    },
    extra: (key) => record[key],
    body,
  };
}

/** Drops empty groups so that only fields with an error are present (what the server sends). */
export function compactFieldErrors(errors: FieldErrors): FieldErrors {
  return readFieldErrors(errors);
}

/**
 * Groups zod issues like the payload: `customer_data.e_mail` goes to
 * `{ customer_data: { e_mail } }`, a top-level field to `{ field }`; issues of
 * the body as a whole go to `_form`.
 */
export function fieldErrorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  const push = (list: string[], message: string) => {
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    const [head = '_form', ...rest] = issue.path.map(String);
    if (rest.length === 0) {
      const entry = out[head];
      push(Array.isArray(entry) ? entry : (out[head] = []), issue.message);
    } else {
      const entry = out[head];
      const group = entry && !Array.isArray(entry) ? entry : (out[head] = {});
      push((group[rest.join('.')] ??= []), issue.message);
    }
  }
  return out;
}
