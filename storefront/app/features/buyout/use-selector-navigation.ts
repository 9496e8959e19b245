import { useLocation, useNavigate } from '@remix-run/react';
import { useCallback } from 'react';
import { ANALYTICS, pushDataLayer, type Selection } from './buyout';

/**
 * Moves the page to a selection's own URL: a history entry only when the
 * path differs (section 2), and a virtual page view for analytics. The
 * selection's path comes from the backend (`selector-url`, through the
 * storefront's JSON bridge `routes/api.buyout.$.tsx`).
 */
export function useSelectorNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const go = useCallback(
    (url: string) => {
      const target = new URL(url, window.location.origin);
      const path = `${target.pathname}${target.search}`;
      if (target.pathname === location.pathname && !location.search) return;
      navigate(path, { preventScrollReset: true });
      pushDataLayer({ event: ANALYTICS.virtualPageView, page_path: target.pathname, page_location: target.href });
    },
    [location.pathname, location.search, navigate],
  );
  const goToSelection = useCallback(
    async (selection: Selection) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(selection)) if (value) query.set(key, value);
      const response = await fetch(`/api/buyout/selector-url?${query.toString()}`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`selector-url: HTTP ${response.status}`);
      const { url } = (await response.json()) as { url: string };
      go(url);
    },
    [go],
  );
  return { go, goToSelection };
}
