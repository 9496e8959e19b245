import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { ErrorPage } from '~/components/ErrorPage';
import { Footer } from '~/components/Footer';
import { ModulePreloads } from '~/components/ModulePreloads';
import { Header } from '~/components/Header';
import { ToastProvider } from '~/components/Toast';
import { buyoutPaths } from '@electroshop/contracts/buyout';
import { servicePaths } from '@electroshop/contracts/service';
import { paths as accountPaths } from '~/features/account/account.server';
import { getCategoryTree } from '~/features/catalog/categories.server';
import type { CategoryNode } from '~/features/catalog/categories';
import { ShopperProvider } from '~/features/shopper/ShopperProvider';
import { getShopConfig } from '~/lib/config.server';
import { createTranslator, toLocale, TranslationProvider, useTranslation, type Messages } from '~/lib/i18n';
import { layoutMessages } from '~/lib/i18n.server';
import { useNonce } from '~/lib/nonce';
import { getOperator } from '~/lib/operator.server';
import stylesheet from '~/styles/shop.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The same for every visitor (it reads no cookie): the layout is part of
 * cached pages. The shopper's cart count comes from features/shopper.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const config = getShopConfig();
  // The layout must render even when the backend is briefly unreachable.
  const [categories, operator] = await Promise.all([
    getCategoryTree(context).catch((error: unknown): CategoryNode[] => {
      console.error('Category tree failed to load', error);
      return [];
    }),
    getOperator().catch((error: unknown) => {
      console.error('Operator identification failed to load', error);
      return null;
    }),
  ]);
  return {
    shop: {
      locale: config.locale,
      variant: config.variant,
      intlLocale: config.intlLocale,
      currencyCode: config.currencyCode,
      countryCode: config.countryCode,
      vatRate: config.vatRate,
      phonesSlug: config.phonesSlug,
      /** The header's account link: the summary, which sends a signed-out shopper to the login. */
      accountPath: accountPaths().account,
      /** The layout's links to localised pages, as data: the path tables stay out of every page's JavaScript. */
      links: {
        buyout: buyoutPaths(config.variant).prefix,
        service: servicePaths(config.variant),
        favorites: accountPaths().favorites,
      },
    },
    /** The layout's texts in the shop language, as data rather than code; each page's loader adds its own. */
    messages: layoutMessages(),
    categories,
    operator,
  };
}

/**
 * Only error pages reach this: every route sets its own title. A 404 or
 * error page still needs a title for the browser tab and the history.
 */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [];
  const t = createTranslator(toLocale(data?.shop.locale), data?.messages ?? {});
  const title = t(isRouteErrorResponse(error) && error.status === 404 ? 'errors.notFoundTitle' : 'errors.errorTitle');
  return [{ title: `${title} | ${t('brand.name')}` }, { name: 'robots', content: 'noindex' }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = toLocale(data?.shop.locale);
  const layout = data?.messages;
  // Every page is a child of the root (the second match), and its loader sends the texts it adds. A page
  // sends whole namespaces, which hold the parts of them the layout sends.
  const page = useMatches()[1]?.data as { messages?: Messages } | undefined;
  const t = useMemo(() => createTranslator(locale, { ...layout, ...page?.messages }), [locale, layout, page]);
  const nonce = useNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <TranslationProvider t={t}>
          <ShopperProvider>
            <ToastProvider>
              <SkipLink />
              <Header categories={data?.categories ?? []} />
              <main id="main" className="main">
                {children}
              </main>
              <Footer categories={data?.categories ?? []} operator={data?.operator ?? null} />
            </ToastProvider>
          </ShopperProvider>
        </TranslationProvider>
        <ScrollRestoration nonce={nonce} />
        <ModulePreloads />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('layout.skipToContent')}
    </a>
  );
}

/**
 * After a client-side navigation the keyboard's place is the new page's main heading (or its main
 * landmark), as after a page load it is the page's start: otherwise it stays on the link of the page
 * left behind, or falls to <body> when that link went away. A field of the page that navigated (the
 * buy-out's selects and colours) and a change of the query alone (filters, a list's pages) keep it
 * where it is, unless its element went away.
 */
function useFocusAfterNavigation() {
  const { key, pathname } = useLocation();
  const last = useRef({ key, pathname });
  useEffect(() => {
    const before = last.current;
    if (before.key === key) return;
    last.current = { key, pathname };
    const main = document.getElementById('main');
    const active = document.activeElement;
    if (active && active !== document.body && (before.pathname === pathname || (main?.contains(active) && active.matches('input,select,textarea')))) return;
    const target = main?.querySelector('h1') ?? main;
    if (!target) return;
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [key, pathname]);
}

export default function App() {
  useFocusAfterNavigation();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
