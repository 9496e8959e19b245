import { useLocation, useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useRef } from 'react';
import { SELECTOR_LEVELS } from '@electroshop/contracts/buyout';
import { ANALYTICS, pushDataLayer, type Selection } from './buyout';

/**
 * Moves the page to a selection's own URL the way the selector's GET form
 * does without JavaScript: the page's loader turns `?type=…&model=…` into
 * the selection's path and redirects there. Remix adds a history entry for a
 * new path only (section 2).
 */
export function useSelectorNavigation(prefix: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const go = useCallback(
    (path: string) => {
      if (path === location.pathname && !location.search) return;
      navigate(path, { preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );
  const goToSelection = useCallback(
    (selection: Selection) => {
      const query = new URLSearchParams();
      for (const level of SELECTOR_LEVELS) if (selection[level]) query.set(level, selection[level]!);
      navigate(`${prefix}?${query.toString()}`, { preventScrollReset: true });
    },
    [navigate, prefix],
  );
  return { go, goToSelection };
}

/** Section 2: every new selection path the page moves to is a virtual page view (the first load is the real one). */
export function useVirtualPageViews() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    pushDataLayer({ event: ANALYTICS.virtualPageView, page_path: pathname, page_location: window.location.href });
  }, [pathname]);
}
