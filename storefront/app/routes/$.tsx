import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { CatalogListing } from '~/features/catalog/components/CatalogListing';
import { catalogSearchParams, pageCount, parseCatalogQuery } from '~/features/catalog/catalog';
import { loadListing } from '~/features/catalog/listing.server';
import { categoryUrl, findCategoryPath } from '~/features/catalog/categories';
import { getCategoryTree } from '~/features/catalog/categories.server';
import { serverT, withMessages } from '~/lib/i18n.server';
import { listCatalog } from '~/features/catalog/products.server';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: 'description', content: data.category.description ?? data.title }] : [];

export const loader = withMessages(loadPage, 'catalog');

/** Category pages live at `/${handle}`; anything else that reaches this splat is a 404. */
async function loadPage({ params, request, context }: LoaderFunctionArgs) {
  const handle = params['*'] ?? '';
  if (!handle || handle.includes('/')) throw new Response('Not found', { status: 404 });
  const tree = await getCategoryTree(context);
  const path = findCategoryPath(tree, handle);
  if (!path) throw new Response('Not found', { status: 404 });
  const category = path[path.length - 1];
  // A category with its own url_path / seo_name lives there; its Medusa handle redirects.
  if (category.path !== handle) {
    // Location is a Latin-1 header: a path with other letters goes percent-encoded.
    throw redirect(`${encodeURI(categoryUrl(category))}${new URL(request.url).search}`, 301);
  }

  const listing = await loadListing(
    parseCatalogQuery(new URL(request.url).searchParams),
    (query) => listCatalog(category.handle, query),
    `Catalog listing failed for ${handle}`,
  );
  const { query, result } = listing;
  // A page past the end (an old link, products sold out since) goes to the
  // last page that has products: the shopper lands on products rather than an
  // empty state under a product count, and the URL says which page it is.
  if (result && query.page > 1) {
    const lastPage = pageCount(result);
    if (query.page > lastPage) {
      const search = catalogSearchParams(query, { page: lastPage }).toString();
      throw redirect(`${categoryUrl(category)}${search ? `?${search}` : ''}`, 302);
    }
  }
  const t = serverT();
  return {
    title: `${category.name} | ${t('brand.name')}`,
    category: { ...category, children: category.children.map(({ children: _c, ...child }) => child) },
    trail: path.slice(0, -1).map(({ name, handle: h, path: p }) => ({ name, handle: h, path: p })),
    ...listing,
  };
}

export default function CategoryPage() {
  const { t } = useTranslation();
  const { category, trail, query, priceInverted, result } = useLoaderData<typeof loader>();
  const base = categoryUrl(category);
  const hrefFor = (page: number) => {
    const search = catalogSearchParams(query, { page }).toString();
    return search ? `${base}?${search}` : base;
  };

  return (
    <div className="container category-page">
      <Breadcrumbs items={[...trail.map((c) => ({ label: c.name, to: categoryUrl(c) })), { label: category.name }]} />
      <header className="page-header">
        <h1>{category.name}</h1>
        {category.description ? <p className="page-header__lead">{category.description}</p> : null}
      </header>

      {category.children.length > 0 ? (
        <nav aria-label={t('catalog.subcategories')} className="subcategories">
          <ul data-testid="subcategories">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={categoryUrl(child)} className="chip">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <CatalogListing
        testId="catalog"
        path={base}
        query={query}
        priceInverted={priceInverted}
        result={result}
        hrefFor={hrefFor}
        errorText={t('errors.catalogUnavailable')}
        clearFiltersHref={base}
        empty={{ title: t('catalog.emptyTitle'), text: t('catalog.emptyText'), href: '/', label: t('errors.backHome') }}
      />
    </div>
  );
}
