import { answerError, type BackendAnswer } from '~/lib/backend.server';
import { buyoutPaths } from '@electroshop/contracts/buyout';
import { servicePaths } from '@electroshop/contracts/service';
import { getShopConfig } from '~/lib/config.server';
import { serverT } from '~/lib/i18n.server';
import { STATUS_LOOKUPS, type StatusDomain, type StatusLookupResult } from '~/components/StatusLookup';

/**
 * The status pages' shared rules (buy-out `/vykup/stav`, service
 * `/servis/stav`): the page answers only at this variant's path, and its POST
 * form looks a record up by number + a contact (e-mail or phone) sent in the
 * body, so neither lands in a URL.
 */

/** The domain's status path in this variant when the request is for it, else a 404 (one deployment serves one country). */
function ownStatusPath(request: Request, domain: StatusDomain): string {
  const path = (domain === 'buyout' ? buyoutPaths : servicePaths)(getShopConfig().variant).status;
  if (new URL(request.url).pathname.replace(/\/+$/, '') !== path) throw new Response('Not found', { status: 404 });
  return path;
}

/** A status page's loader data: its title, the form's action (the variant's status path) and the number a link filled in (`?number=`). */
export function statusPageData(request: Request, domain: StatusDomain): { title: string; number: string; action: string } {
  const action = ownStatusPath(request, domain);
  const t = serverT();
  const number = new URL(request.url).searchParams.get('number')?.trim() ?? '';
  return { title: `${t(`${domain}.status.title`)} | ${t('brand.name')}`, number, action };
}

/**
 * At the domain's status path only (else a 404): reads `number` and the
 * domain's contact field from the form, asks the backend (`call`, with the
 * body `{ number, <contact field> }`), and gives the form's values back with
 * the status or the message to show:
 * `<domain>.status.both` when a field is empty, `<domain>.status.notFound`
 * for a 404, else the backend's message or `<domain>.errors.generic`.
 */
export async function lookUpStatus<T>(
  request: Request,
  domain: StatusDomain,
  call: (body: Record<string, string>) => Promise<BackendAnswer<T>>,
): Promise<StatusLookupResult<T>> {
  ownStatusPath(request, domain);
  const t = serverT();
  const form = await request.formData();
  const contactField = STATUS_LOOKUPS[domain].contact.name;
  const number = String(form.get('number') ?? '').trim();
  const contact = String(form.get(contactField) ?? '').trim();
  if (!number || !contact) return { number, contact, status: null, error: t(`${domain}.status.both`) };
  const answer = await call({ number, [contactField]: contact }).catch(() => null);
  if (answer?.ok) return { number, contact, status: answer.body, error: null };
  const error = answer?.status === 404 ? t(`${domain}.status.notFound`) : (answer && answerError(answer).message) || t(`${domain}.errors.generic`);
  return { number, contact, status: null, error };
}
