import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { accountPageData, currentCustomer } from '~/features/account/account.server';
import { AccountPage } from '~/features/account/components/AccountPage';
import { favoriteProducts, readFavorites } from '~/features/account/favorites.server';
import { ProductGrid } from '~/features/catalog/components/ProductCard';
import { useTranslation } from '~/lib/i18n';
import { withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'account');

/**
 * The shopper's favourite products with price and image (never cached: it
 * reads the cookies), for guests too; each heart removes its product.
 */
async function loadPage({ request }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'favorites', 'favorites.title');
  const customer = await currentCustomer(request);
  const products = await favoriteProducts(await readFavorites(request, customer));
  return { ...page, signedIn: Boolean(customer), products };
}

export default function FavoritesPage() {
  const { signedIn, products, paths } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AccountPage title={t('favorites.title')} nav={signedIn ? paths : null}>
      {products.length ? (
        <ProductGrid products={products} testId="favorites" favorite />
      ) : (
        <p className="favorites-empty" data-testid="favorites-empty">
          {t('favorites.empty')}
        </p>
      )}
    </AccountPage>
  );
}
