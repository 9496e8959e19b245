import { useLocation, useMatches, useRouteLoaderData } from '@remix-run/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { CART_QUERY_KEY } from '~/features/cart/cart';
import { fetchShopper, SHOPPER_QUERY_KEY, type ShopperData } from './shopper';

const ShopperContext = createContext<ShopperData | null>(null);

/** The product page's handle while one is shown: that visit is recorded by the shopper request. */
function useVisitedHandle(): string | null {
  const match = useMatches().find((m) => m.id === 'routes/p.$handle');
  return match?.params.handle ?? null;
}

/**
 * Loads the shopper's own data once per page, after the page: on every
 * navigation (a new location) and after every action (the root loader's data
 * is renewed then: a cart line changed, an order placed). Until it arrives
 * the page shows no count and no last visited products — it is usable
 * without them, and without JavaScript they simply never appear.
 */
export function ShopperProvider({ children }: { children: ReactNode }) {
  const visited = useVisitedHandle();
  const location = useLocation();
  const rootData = useRouteLoaderData('root');
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: [...SHOPPER_QUERY_KEY, visited, location.key],
    queryFn: () => fetchShopper(visited),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

  const firstRootData = useRef(rootData);
  useEffect(() => {
    if (rootData === firstRootData.current) return;
    void queryClient.invalidateQueries({ queryKey: SHOPPER_QUERY_KEY });
  }, [rootData, queryClient]);

  const cartVersion = data?.cartVersion ?? null;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  }, [cartVersion, queryClient]);

  return <ShopperContext.Provider value={data ?? null}>{children}</ShopperContext.Provider>;
}

/** The shopper's data, or null until it has loaded. */
export function useShopper(): ShopperData | null {
  return useContext(ShopperContext);
}
