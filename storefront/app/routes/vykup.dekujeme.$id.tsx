import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useNavigationType } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/lib/i18n';
import { BuyoutReview } from '~/features/buyout/components/BuyoutReview';
import { buyoutPaths, type SavedBuyout } from '@electroshop/contracts/buyout';
import { ANALYTICS, pushDataLayer } from '~/features/buyout/buyout';
import { loadCountries, loadSale } from '~/features/buyout/buyout-api.server';
import { reviewCookie } from '~/features/buyout/buyout.server';
import { getShopConfig } from '~/lib/config.server';
import { serverT, withMessages } from '~/lib/i18n.server';

/**
 * Thank-you page after selling online (the backend's Location:
 * `/vykup/dekujeme/<id>`, ro `/vanzare/multumim/<id>`, declared in `vite.config.ts`), with
 * the saved buy-out in review mode. It holds the seller's personal data, so
 * it opens only in the browser that made the sale (review cookie) or from the
 * confirmation e-mail's link (`?token=`); otherwise 404, like an unknown id.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'buyout');

async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const { variant } = getShopConfig();
  const paths = buyoutPaths(variant);
  const url = new URL(request.url);
  if (!url.pathname.startsWith(`${paths.thanks}/`)) throw new Response('Not found', { status: 404 });
  const id = params.id ?? '';
  const cookie = reviewCookie(id);
  // The e-mail's link: a valid token goes into the cookie and leaves the URL (history, Referer).
  const linkToken = url.searchParams.get('token');
  const token = linkToken ?? ((await cookie.parse(request.headers.get('Cookie'))) as string | null);
  const [answer, countries] = await Promise.all([loadSale({ context }, id, token), loadCountries({ context }).catch(() => null)]);
  if (answer.status === 404 || answer.status === 400) throw new Response('Not found', { status: 404 });
  if (!answer.ok) throw new Response('Backend error', { status: 502 });
  if (linkToken) throw redirect(url.pathname, { headers: { 'Set-Cookie': await cookie.serialize(linkToken) } });
  const t = serverT();
  return {
    title: `${t('buyout.thanks.title')} | ${t('brand.name')}`,
    sale: answer.body,
    paths,
    countries: countries?.ok && Array.isArray(countries.body) ? countries.body : [],
  };
}

export default function BuyoutThanks() {
  const { sale, paths, countries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigationType = useNavigationType();
  // The sale's redirect is an in-app navigation; a reload or the e-mail's link opens the page anew (POP) and is no new sale.
  useEffect(() => {
    if (navigationType !== 'POP') pushDataLayer({ event: ANALYTICS.formFinish, form: 'buyout', buyout_number: sale.number });
  }, [navigationType, sale.id, sale.number]);
  return (
    <div className="container buyout">
      <section className="thank-you" aria-labelledby="buyout-thanks-title">
        <h1 id="buyout-thanks-title">{t('buyout.thanks.title')}</h1>
        <p className="thank-you__number" data-testid="buyout-number">
          {t('buyout.thanks.number', { number: sale.number })}
        </p>
        <p>{t('buyout.thanks.lead', { email: sale.customer_data?.e_mail ?? '' })}</p>
        <ol className="buyout-steps">
          <li>{t('buyout.thanks.step1')}</li>
          <li>{t('buyout.thanks.step2')}</li>
          <li>{t('buyout.thanks.step3')}</li>
          <li>{t('buyout.thanks.step4')}</li>
        </ol>
        <p>
          <Link to={`${paths.status}?number=${encodeURIComponent(sale.number)}`} className="button button--secondary">
            {t('buyout.status.link')}
          </Link>
        </p>
      </section>
      <BuyoutReview sale={sale as SavedBuyout} countries={countries} />
    </div>
  );
}
