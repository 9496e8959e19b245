import type { MetaFunction } from '@remix-run/node';
import type { ComponentProps } from 'react';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { ProductStrip } from '~/features/catalog/components/ProductStrip';
import { ProductGrid } from '~/features/catalog/components/ProductCard';
import { useRootLoader } from '~/hooks/use-shop';
import { categoryUrl } from '~/features/catalog/categories';
import { getHomeProducts } from '~/features/catalog/home.server';
import { serverT, withMessages } from '~/lib/i18n.server';
import { useShopper } from '~/features/shopper/ShopperProvider';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'description', content: data?.description ?? '' }];

const HERO_POINTS = ['home.point1', 'home.point2', 'home.point3'] as const;

export const loader = withMessages(loadPage, 'home');

/** The same for every visitor (cached); the last visited products come from features/shopper. */
async function loadPage() {
  const t = serverT();
  const home = await getHomeProducts().catch((error: unknown) => {
    console.error('Home products failed to load', error);
    return null;
  });
  return {
    title: `${t('brand.name')} – ${t('brand.claim')}`,
    description: t('home.metaDescription'),
    newProducts: home?.newProducts ?? [],
    usedProducts: home?.usedProducts ?? [],
    productsFailed: home === null,
  };
}

export default function Home() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const root = useRootLoader();
  const shopper = useShopper();
  const categories = root?.categories ?? [];
  const first = categories[0];
  return (
    <div className="container home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__eyebrow">{t('home.heroEyebrow')}</p>
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p className="hero__lead">{t('home.heroText')}</p>
          {first ? (
            <Link to={categoryUrl(first)} className="button button--primary button--large">
              {t('home.heroCta', { category: first.name })}
            </Link>
          ) : null}
        </div>
        <ul className="hero__points">
          {HERO_POINTS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>

      {categories.length > 0 ? (
        <section className="section" aria-labelledby="categories-title">
          <h2 id="categories-title" className="section__title">
            {t('home.categories')}
          </h2>
          <ul className="category-tiles" data-testid="home-categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={categoryUrl(category)} className="category-tile">
                  <span className="category-tile__name">{category.name}</span>
                  {category.children.length > 0 ? (
                    <span className="category-tile__meta">
                      {category.children
                        .slice(0, 4)
                        .map((c) => c.name)
                        .join(' · ')}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data.productsFailed ? (
        <p className="notice notice--warning" role="status">
          {t('errors.productsUnavailable')}
        </p>
      ) : null}

      <ProductSection id="new-title" title={t('home.newDevices')} products={data.newProducts} testId="home-new-products" />
      <ProductSection id="used-title" title={t('home.usedDevices')} lead={t('home.usedLead')} products={data.usedProducts} testId="home-used-products" />

      <ProductStrip id="last-visited" title={t('home.lastVisited')} products={shopper?.lastVisited ?? []} />
    </div>
  );
}

/** A titled grid of the home page's products; nothing when there are none. */
function ProductSection({
  id,
  title,
  lead,
  products,
  testId,
}: {
  id: string;
  title: string;
  lead?: string;
  products: ComponentProps<typeof ProductGrid>['products'];
  testId: string;
}) {
  if (products.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {lead ? <p className="section__lead">{lead}</p> : null}
      <ProductGrid products={products} testId={testId} />
    </section>
  );
}
