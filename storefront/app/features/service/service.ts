import type { ServiceSearchItem, ServiceSelectorResponse } from '@electroshop/contracts/service';
import { queryJson } from '~/lib/query-client';

export type ServiceLevel = 'type' | 'manufacturer' | 'model' | 'color';
const LEVELS: ServiceLevel[] = ['type', 'manufacturer', 'model', 'color'];

/**
 * The path of a new selection: the levels above the changed one are kept,
 * the changed one set, the ones below dropped — so choosing a type,
 * manufacturer or model clears the operations (they need a colour), and
 * choosing a colour loads them (section 4).
 */
export function selectionPath(prefix: string, current: Partial<Record<ServiceLevel, string | null>>, level: ServiceLevel, value: string): string {
  const depth = LEVELS.indexOf(level);
  const parts = LEVELS.slice(0, depth).map((l) => current[l]);
  return [prefix, ...parts, value]
    .filter(Boolean)
    .map((p, i) => (i === 0 ? p : encodeURIComponent(p as string)))
    .join('/');
}

/** The current selection as path segments (colour by its slug). */
export function currentSegments(selector: ServiceSelectorResponse | null): Record<ServiceLevel, string | null> {
  const chosen = selector?.selected_choices;
  const color = selector?.choices.product_color.find((c) => c.value === chosen?.product_color);
  return {
    type: chosen?.product_type ?? null,
    manufacturer: chosen?.product_manufacturer ?? null,
    model: chosen?.product_model ?? null,
    color: color?.slug ?? null,
  };
}

/** The smart search's devices for `term` (routes/api.service.search.tsx) under the data policy: kept 5 minutes, a failure retried 3 times (1 s, 2 s, 4 s). */
export function fetchServiceSearch(term: string, signal?: AbortSignal): Promise<{ result: ServiceSearchItem[] }> {
  return queryJson(`/api/service/search?${new URLSearchParams({ term })}`, { signal });
}
