import { answerError, type BackendAnswer } from '~/lib/backend.server';
import { serverT } from '~/lib/i18n.server';

/**
 * The status pages' shared rules (buy-out `/vykup/stav`, service
 * `/servis/stav`): the page answers only at this variant's path, and its POST
 * form looks a record up by number + a contact (e-mail or phone) sent in the
 * body, so neither lands in a URL.
 */

/** The variant's status path when the request is for it, else a 404 (one deployment serves one country). */
function ownStatusPath(request: Request, path: string): string {
  if (new URL(request.url).pathname.replace(/\/+$/, '') !== path) throw new Response('Not found', { status: 404 });
  return path;
}

/** A status page's loader data: its title, the form's action (the variant's status path) and the number a link filled in (`?number=`). */
export function statusPageData(request: Request, path: string, titleKey: string): { title: string; number: string; action: string } {
  const action = ownStatusPath(request, path);
  const t = serverT();
  const number = new URL(request.url).searchParams.get('number')?.trim() ?? '';
  return { title: `${t(titleKey)} | ${t('brand.name')}`, number, action };
}

/**
 * At the variant's status path only (`path`, else a 404): reads `number` and
 * the contact field from the form, asks the backend, and
 * gives the form's values back with the status or the message to show:
 * `both` when a field is empty, `notFound` for a 404, else the backend's
 * message or `generic`.
 */
export async function lookUpStatus<T>(
  request: Request,
  options: {
    path: string;
    contactField: string;
    messages: { both: string; notFound: string; generic: string };
    call: (number: string, contact: string) => Promise<BackendAnswer<T>>;
  },
): Promise<{ number: string; contact: string; status: T | null; error: string | null }> {
  ownStatusPath(request, options.path);
  const form = await request.formData();
  const number = String(form.get('number') ?? '').trim();
  const contact = String(form.get(options.contactField) ?? '').trim();
  if (!number || !contact) return { number, contact, status: null, error: options.messages.both };
  const answer = await options.call(number, contact).catch(() => null);
  if (answer?.ok) return { number, contact, status: answer.body, error: null };
  const error = answer?.status === 404 ? options.messages.notFound : (answer && answerError(answer).message) || options.messages.generic;
  return { number, contact, status: null, error };
}
