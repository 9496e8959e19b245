import { useLocation, useMatches, useRouteLoaderData } from '@remix-run/react';
import { createContext, useContext, useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { CART_QUERY_KEY } from '~/features/cart/cart';
import type { QueryClientWindow } from '~/lib/query-client';
import { fetchShopper, type ShopperData } from './shopper';

const ShopperContext = createContext<ShopperData | null>(null);
const SetShopperContext = createContext<Dispatch<SetStateAction<ShopperData | null>>>(() => {});

/** The product page's handle while one is shown: that visit is recorded by the shopper request. */
function useVisitedHandle(): string | null {
  const match = useMatches().find((m) => m.id === 'routes/p.$handle');
  return match?.params.handle ?? null;
}

/**
 * Loads the shopper's own data once per page, after the page: on every
 * navigation (a new location) and after every action or revalidation (the
 * root loader's data is renewed then: a cart line changed, an order placed).
 * Until it arrives the page shows no count and no last visited products — it
 * is usable without them, and without JavaScript they simply never appear.
 * Through the data policy's `queryJson` rather than react-query, which a
 * first visit does not load (docs/benchmarks.md: the JavaScript budget); a
 * request that still fails after its retries keeps what was shown.
 */
export function ShopperProvider({ children }: { children: ReactNode }) {
  const visited = useVisitedHandle();
  const location = useLocation();
  const rootData = useRouteLoaderData('root');
  const [data, setData] = useState<ShopperData | null>(null);

  useEffect(() => {
    let current = true;
    fetchShopper(visited)
      .then((shopper) => current && setData(shopper))
      .catch((error: unknown) => console.warn('Shopper data failed to load', error));
    return () => {
      current = false;
    };
  }, [visited, location.key, rootData]);

  const cartVersion = data?.cartVersion ?? null;
  useEffect(() => {
    // The mini cart, when opened before, shows the cart the count belongs to.
    void (window as QueryClientWindow).queryClient?.invalidateQueries({ queryKey: CART_QUERY_KEY });
  }, [cartVersion]);

  return (
    <SetShopperContext.Provider value={setData}>
      <ShopperContext.Provider value={data}>{children}</ShopperContext.Provider>
    </SetShopperContext.Provider>
  );
}

/** The shopper's data, or null until it has loaded. */
export function useShopper(): ShopperData | null {
  return useContext(ShopperContext);
}

/**
 * Changes the shopper's data shown (an added line's cart count) without asking the server again: the
 * answer that changed it says what it is now.
 */
export function useSetShopper(): Dispatch<SetStateAction<ShopperData | null>> {
  return useContext(SetShopperContext);
}
