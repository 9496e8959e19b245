import { backendApi, answerError, type BackendAnswer, type Caller } from '~/lib/backend.server';
import type { ServiceCenterView, ServicePriceListResponse, ServiceSearchItem, ServiceSelectorResponse } from '@electroshop/contracts/service';

/**
 * Calls of the service store API (`/store/service/*`) from loaders and
 * actions, through the buy-out's backend caller, which keeps the status, the
 * 400 body with its field errors and the shopper's address for rate limits.
 */
export function serviceApi<T>(caller: Caller, path: string, init: Parameters<typeof backendApi>[2] = {}): Promise<BackendAnswer<T>> {
  return backendApi<T>(caller, `/store/service/${path}`, init);
}

export { answerError };

export async function loadServiceSelector(caller: Caller, params: Record<string, string | undefined>) {
  return serviceApi<ServiceSelectorResponse>(caller, 'selector', { query: params });
}

/** The device types and, for a type, its models' repairs with their part qualities (price lists, spare parts). */
export async function loadPriceList(caller: Caller, type: string | undefined) {
  return serviceApi<ServicePriceListResponse>(caller, 'price-list', { query: type ? { type } : {} });
}

export async function searchDevices(caller: Caller, term: string): Promise<ServiceSearchItem[]> {
  const answer = await serviceApi<{ result: ServiceSearchItem[] }>(caller, 'search', { query: { term } });
  return answer.ok ? answer.body.result : [];
}

/** The branches that take devices in for repair, for the order form. */
export async function serviceCenters(caller: Caller): Promise<ServiceCenterView[]> {
  const answer = await serviceApi<ServiceCenterView[]>(caller, 'service-buyout-centers');
  return answer.ok ? answer.body.filter((c) => c.is_service_center) : [];
}

/** The order form's fields as the API's body: checked operations with their part quality, and the hand-over's own fields only. */
export function orderPayloadFromForm(form: FormData) {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const handover = value('handover') || 'drop_off';
  return {
    color: value('color'),
    operations: form.getAll('operation').map((id) => ({ id: String(id), quality: value(`quality_${String(id)}`) || 'original' })),
    imei: value('imei') || null,
    serial_number: value('serial_number') || null,
    first_name: value('first_name'),
    last_name: value('last_name'),
    email: value('email'),
    phone: value('phone'),
    handover,
    center_id: handover === 'drop_off' ? value('center_id') || null : null,
    pickup_address: handover === 'courier' ? { street: value('street'), city: value('city'), postcode: value('postcode') } : null,
    note: value('note') || null,
  };
}

/** What the form sent, to render it again next to the field errors. */
export function orderValuesFromForm(form: FormData) {
  const values: Record<string, string> = {};
  for (const [key, entry] of form.entries()) if (typeof entry === 'string' && key !== 'operation') values[key] = entry;
  return { values, operations: form.getAll('operation').map(String) };
}
