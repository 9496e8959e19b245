import { answerError, backendApi } from '~/lib/backend.server';
import { serverT } from '~/lib/i18n.server';

export type DiscountFormResult<F extends string> =
  { ok: true; applied: boolean } | { ok: false; values: Record<F, string>; errors: Partial<Record<F, string>>; error: string | null; status: number };

/**
 * A discount the backend checks before it applies it (ISIC card, trade-in
 * bonus): POSTs the typed `values` to `path` (or DELETEs `path` to take it
 * off). Field errors come back to their fields under the names the form uses
 * (`fields`: form name → API name); what was typed stays.
 */
export async function submitDiscountForm<F extends string>(
  context: unknown,
  request:
    { method: 'POST'; path: string; values: Record<F, string>; fields: Record<F, string>; body?: Record<string, string> } | { method: 'DELETE'; path: string },
): Promise<DiscountFormResult<F>> {
  const values = (request.method === 'POST' ? request.values : {}) as Record<F, string>;
  try {
    const answer =
      request.method === 'DELETE'
        ? await backendApi({ context }, request.path, { method: 'DELETE' })
        : await backendApi({ context }, request.path, { method: 'POST', body: request.body ?? values });
    if (answer.ok) return { ok: true, applied: request.method === 'POST' };
    const error = answerError(answer);
    const fields = request.method === 'POST' ? (Object.entries(request.fields) as [F, string][]) : [];
    const errors = Object.fromEntries(fields.map(([name, apiName]) => [name, error.fieldError(apiName)]).filter(([, message]) => message)) as Partial<
      Record<F, string>
    >;
    return { ok: false, values, errors, error: Object.keys(errors).length ? null : error.message || serverT()('errors.generic'), status: answer.status };
  } catch (error) {
    console.error(`${request.method} ${request.path} failed`, error);
    return { ok: false, values, errors: {}, error: serverT()('errors.generic'), status: 502 };
  }
}
