import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { CounterOffer } from '~/features/buyout/components/CounterOffer';
import { buyoutPaths } from '@electroshop/contracts/buyout';
import { answerError } from '~/lib/backend.server';
import { decideOffer, loadOffer } from '~/features/buyout/buyout-api.server';
import { getShopConfig } from '~/lib/config.server';
import { serverT, withMessages } from '~/lib/i18n.server';
import { ownPath } from '~/lib/own-path.server';

/**
 * A new price offer for a sold device (`/vykup/nabidka?id=&token=`, ro
 * `/vanzare/oferta`; the link of the `re_offer` e-mail). Opening the link
 * only shows the offer; the seller decides with the form's POST, which the
 * status page's offer form posts here too.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

function offerParams(request: Request) {
  const url = new URL(request.url);
  const paths = buyoutPaths(getShopConfig().variant);
  ownPath(request, paths.offer);
  return { paths, id: url.searchParams.get('id') ?? '', token: url.searchParams.get('token') ?? '' };
}

export const loader = withMessages(loadPage, 'buyout');

async function loadPage({ request, context }: LoaderFunctionArgs) {
  const { paths, id, token } = offerParams(request);
  const answer = await loadOffer({ context }, id, token);
  if (answer.status === 404 || answer.status === 400) throw new Response('Not found', { status: 404 });
  if (!answer.ok) throw new Response('Backend error', { status: 502 });
  const t = serverT();
  return { title: `${t('buyout.offer.title')} | ${t('brand.name')}`, offer: answer.body, token, offerPath: paths.offer };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { id, token } = offerParams(request);
  const decision = String((await request.formData()).get('decision') ?? '');
  const answer = await decideOffer({ context }, id, token, decision);
  const t = serverT();
  if (answer.ok) return { ok: true, text: t(answer.body.status === 'accepted' ? 'buyout.offer.accepted' : 'buyout.offer.declined') };
  if (answer.status === 404) throw new Response('Not found', { status: 404 });
  return { ok: false, text: answerError(answer).message || t('buyout.errors.generic') };
}

export default function BuyoutOfferPage() {
  const { offer, token, offerPath } = useLoaderData<typeof loader>();
  const message = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="container buyout">
      <h1>{t('buyout.status.result', { number: offer.number })}</h1>
      <p>
        <span className="status-pill">{offer.status_label}</span>
      </p>
      <CounterOffer offer={offer} token={token} offerPath={offerPath} message={message} />
    </div>
  );
}
