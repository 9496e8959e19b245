import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { AddToCartForm } from '~/features/cart/components/AddToCartForm';
import { FavoriteButton } from '~/features/account/components/FavoriteButton';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { ProductStrip } from '~/features/catalog/components/ProductStrip';
import { recommendedAccessories } from '~/features/catalog/accessories.server';
import { MetaMasterSiblings } from '~/features/catalog/components/MetaMasterSiblings';
import { Price } from '~/components/Price';
import { productUrl } from '~/features/catalog/components/ProductCard';
import { QualityBadge } from '~/components/QualityBadge';
import { StockState } from '~/features/catalog/components/StockState';
import { useShop } from '~/hooks/use-shop';
import { addToCartFromForm } from '~/features/cart/add-to-cart.server';
import { firstCartError } from '~/features/cart/cart';
import { categoryUrl, findCategoryPath } from '~/features/catalog/categories';
import { getCategoryTree } from '~/features/catalog/categories.server';
import { serverT, withMessages } from '~/lib/i18n.server';
import { getShopConfig } from '~/lib/config.server';
import { getMetaMasterSiblings } from '~/features/catalog/meta-master.server';
import { optionGroups, productImages, productMeta, productQuality, selectVariant, variantPrice } from '~/features/catalog/product';
import { isVariantInStock, maxOrderQuantity } from '@electroshop/contracts/catalog';
import { getProductByHandle } from '~/features/catalog/products.server';
import { useShopper } from '~/features/shopper/ShopperProvider';
import { paths } from '~/features/account/account.server';
import { getProductReviews, reviewSortFrom, reviewsView } from '~/features/review/reviews.server';
import { ProductReviews } from '~/features/review/components/ProductReviews';
import { productJsonLd } from '~/features/catalog/product-json-ld.server';
import { productFinancingHtml } from '~/features/installment/lease.server';
import { productExtrasHtml } from '~/features/cart/extras.server';
import { productOffers } from '~/features/catalog/special-offers.server';

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'description', content: loaderData.product.subtitle || loaderData.product.title }] : [];

export const loader = withMessages(loadPage, 'cart', 'home', 'installment', 'lease', 'metaMaster', 'offers', 'payment', 'product', 'reviews');

async function loadPage({ params, request, context }: LoaderFunctionArgs) {
  const handle = params.handle ?? '';
  // All three at once: a page the cache lacks (after a catalogue change) waits for the slowest only.
  const [product, tree, metaMaster] = await Promise.all([
    getProductByHandle(handle),
    getCategoryTree(context).catch(() => []),
    // The same device in other qualities; the page still renders when that call fails.
    getMetaMasterSiblings(handle).catch((error: unknown) => {
      console.error(`Meta master of ${handle} could not be loaded`, error);
      return null;
    }),
  ]);
  if (!product) throw new Response('Not found', { status: 404 });

  const url = new URL(request.url);
  const reviewSort = reviewSortFrom(url.searchParams.get('reviews'));
  const variant = selectVariant(product, url.searchParams.get('variant'));
  const [reviews, financing, extras, offers, accessories] = await Promise.all([
    getProductReviews(product.id, reviewSort),
    // installments and lease offers, as HTML written on the server (no code on the page)
    productFinancingHtml(variantPrice(variant)?.amount, isVariantInStock(variant) ? (variant?.id ?? null) : null),
    productExtrasHtml(product.id),
    productOffers(product.id),
    recommendedAccessories([product], new Set([product.handle])),
  ]);
  // The same for every visitor (cached): the visit is recorded, and the last
  // visited products shown, by features/shopper after the page.
  const categoryHandle = product.categories?.[0]?.handle;
  const trail = categoryHandle ? (findCategoryPath(tree, categoryHandle) ?? []) : [];

  return {
    title: `${product.title} | ${serverT()('brand.name')}`,
    product,
    variantId: variant?.id ?? null,
    trail: trail.map(({ name, handle: h }) => ({ name, handle: h })),
    metaMaster,
    // the form's link is the same for everyone: the account's review page decides who may write
    reviews: reviewsView(reviews, url, getShopConfig().locale, `${paths().reviews}?${new URLSearchParams({ product: product.handle })}`),
    // the warranty extensions and insurances join the financing box: no code of their own on the page
    financing: [financing, extras].filter(Boolean).join('') || null,
    offers,
    accessories,
    // texts written here keep their code out of the page's JavaScript
    titles: { accessories: serverT()('product.accessories'), lastVisited: serverT()('home.lastVisited') },
    // texts written here keep their code out of the page's JavaScript
    qualityNote: qualityNoteOf(productQuality(product)),
    description: product.description ? product.description.split(/\n{2,}/) : [],
    // built here, so its code stays out of the page's JavaScript
    jsonLd: productJsonLd(product, variant ?? null, isVariantInStock(variant), reviews),
  };
}

/** A used device's grade explained (a new one needs none). */
function qualityNoteOf(quality: ReturnType<typeof productQuality>): string | null {
  return quality && quality !== 'new' ? serverT()(`quality.description.${quality.replace('+', 'plus').toLowerCase()}`) : null;
}

/** Without JavaScript the add-to-cart form posts here; success shows the cart. */
export async function action({ request }: ActionFunctionArgs) {
  const result = await addToCartFromForm(request, await request.formData());
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  return redirect('/cart', result.setCookie ? { headers: { 'Set-Cookie': result.setCookie } } : undefined);
}

export default function ProductPage() {
  const { t } = useTranslation();
  const shop = useShop();
  const { product, variantId, trail, metaMaster, reviews, financing, offers, accessories, titles, qualityNote, description, jsonLd } =
    useLoaderData<typeof loader>();
  const lastVisited = useShopper()?.lastVisited ?? [];
  const actionData = useActionData<typeof action>();
  const variant = selectVariant(product, variantId);
  const images = productImages(product);
  const [imageIndex, setImageIndex] = useState(0);
  const groups = optionGroups(product, variant);
  const inStock = isVariantInStock(variant);
  const quality = productQuality(product);
  const manufacturer = productMeta(product, 'manufacturer');
  const mainImage = images[Math.min(imageIndex, images.length - 1)];

  return (
    <div className="container product-page">
      <Breadcrumbs items={[...trail.map((c) => ({ label: c.name, to: categoryUrl(c) })), { label: product.title }]} />

      <div className="product">
        <section className="product__gallery" aria-label={t('product.gallery')}>
          <div className="product__image">
            {mainImage ? (
              <img src={mainImage} alt={product.title} width={560} height={560} data-testid="product-image" />
            ) : (
              <span className="product-card__placeholder" aria-hidden="true" />
            )}
          </div>
          {images.length > 1 ? (
            <ul className="product__thumbs">
              {images.map((src, index) => (
                <li key={src}>
                  <button
                    type="button"
                    className={`product__thumb ${index === imageIndex ? 'is-active' : ''}`}
                    onClick={() => setImageIndex(index)}
                    aria-pressed={index === imageIndex}
                  >
                    <img src={src} alt={t('product.imageN', { n: index + 1 })} width={72} height={72} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section className="product__info">
          {manufacturer ? <p className="product__brand">{manufacturer}</p> : null}
          <FavoriteButton productId={product.id} />
          <h1 className="product__title" data-testid="product-title">
            {product.title}
          </h1>
          {product.subtitle ? <p className="product__subtitle">{product.subtitle}</p> : null}
          <div className="product__badges">
            <QualityBadge quality={quality} />
          </div>
          {offers.map((o) => (
            <p key={o.text} className={o.className}>
              {o.href ? <a href={o.href}>{o.text}</a> : o.text}
            </p>
          ))}
          {qualityNote ? <p className="product__quality-note">{qualityNote}</p> : null}

          <div className="product__price-box">
            <Price price={variantPrice(variant)} size="lg" testId="product-price" />
            <p className="product__vat">{t('product.vatNote', { rate: shop.vatRate })}</p>
            {financing ? <div className="product__financing" dangerouslySetInnerHTML={{ __html: financing }} /> : null}
            <StockState inStock={inStock} />
          </div>

          {groups.map((group) => (
            <fieldset key={group.id} className="variant-picker" data-testid="variant-picker">
              <legend>
                {group.title}
                {': '}
                <strong>{group.choices.find((c) => c.selected)?.value ?? ''}</strong>
              </legend>
              <ul className={`variant-picker__choices ${group.isColour ? 'variant-picker__choices--colour' : ''}`}>
                {group.choices.map((choice) => (
                  <li key={choice.value}>
                    {choice.variantId ? (
                      <Link
                        to={`${productUrl(product.handle)}?variant=${encodeURIComponent(choice.variantId)}`}
                        replace
                        preventScrollReset
                        className={`variant-choice ${choice.selected ? 'is-selected' : ''} ${choice.available ? '' : 'is-unavailable'}`}
                        aria-current={choice.selected ? 'true' : undefined}
                        data-testid="variant-choice"
                      >
                        {group.isColour && choice.colorHex ? <span className="swatch" style={{ backgroundColor: choice.colorHex }} aria-hidden="true" /> : null}
                        <span className="variant-choice__label">{choice.value}</span>
                        {!choice.available ? <span className="visually-hidden"> ({t('product.outOfStock')})</span> : null}
                      </Link>
                    ) : (
                      <span className="variant-choice is-unavailable">{choice.value}</span>
                    )}
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}

          <AddToCartForm
            key={variant?.id ?? 'none'}
            variantId={variant?.id ?? null}
            maxQuantity={maxOrderQuantity(variant)}
            inStock={inStock}
            serverError={firstCartError(actionData?.errors)}
          />
          {variant?.sku ? (
            <p className="product__sku">
              {t('product.sku')}: {variant.sku}
            </p>
          ) : null}
        </section>
      </div>

      <MetaMasterSiblings siblings={metaMaster} />

      {description.length ? (
        <section className="section product__description" aria-labelledby="description-title">
          <h2 id="description-title" className="section__title">
            {t('product.description')}
          </h2>
          {description.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ) : null}

      <ProductStrip id="accessories" title={titles.accessories} products={accessories} />

      <ProductReviews view={reviews} />

      <ProductStrip id="last-visited" title={titles.lastVisited} products={lastVisited} />
      <script
        type="application/ld+json"
        // data for search engines, not code: CSP does not run it, and productJsonLd escapes `<`
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
    </div>
  );
}
