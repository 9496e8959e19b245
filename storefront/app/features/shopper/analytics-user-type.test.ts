import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushDataLayer } from '~/features/buyout/buyout';
import { fetchShopper, type ShopperData } from './shopper';

const shopper = (customer: ShopperData['customer']): ShopperData => ({ cartCount: 0, cartVersion: null, lastVisited: [], customer, favorites: [] });

/** The data layer events pushed so far in this (fake) browser window. */
const events = () => (globalThis as unknown as { window: { dataLayer: Record<string, unknown>[] } }).window.dataLayer;

async function answerShopper(customer: ShopperData['customer']) {
  vi.stubGlobal('fetch', async () => Response.json(shopper(customer)));
  await fetchShopper(null);
}

describe('every analytics event carries the user type', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is registred once the shopper request says someone is signed in, unregistred after logout', async () => {
    vi.stubGlobal('window', {});
    pushDataLayer({ event: 'virtual_page_view' });
    expect(events()[0]).toEqual({ event: 'virtual_page_view', user_type: 'unregistred' });

    await answerShopper({ firstName: 'Eva' });
    pushDataLayer({ event: 'buyout form start' });
    expect(events()[1]).toEqual({ event: 'buyout form start', user_type: 'registred' });

    await answerShopper(null);
    pushDataLayer({ event: 'buyout form finish' });
    expect(events()[2]).toEqual({ event: 'buyout form finish', user_type: 'unregistred' });
  });
});
