import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { BuyoutPage, type BuyoutActionData } from '~/features/buyout/components/BuyoutPage';
import { SELECTOR_LEVELS, buyoutPaths, type SelectorResponse } from '@electroshop/contracts/buyout';
import {
  BUYOUT_VISIBLE,
  CONDITION_FIELD_PREFIX,
  SELL_ONLINE_VISIBLE,
  SEND_TO_EMAIL_VISIBLE,
  conditionChoicesFromForm,
  personalValuesFromForm,
  selectedFromValues,
  sellOnlineFieldErrors,
  sellOnlinePayload,
  sendToEmailFieldErrors,
} from '~/features/buyout/buyout';
import { answerError, passedOnHeaders, type BackendAnswer } from '~/lib/backend.server';
import { appraise, loadCountries, loadSelector, selectorUrl, sellOnline, sendQuoteByEmail } from '~/features/buyout/buyout-api.server';
import { saleCookieHeaders } from '~/features/buyout/buyout.server';
import { useVirtualPageViews } from '~/features/buyout/use-selector-navigation';
import { getShopConfig } from '~/lib/config.server';
import { ownPrefix } from '~/lib/own-path.server';
import { serverT, withMessages } from '~/lib/i18n.server';

/**
 * The buy-out page: `/vykup/<type>/<manufacturer>/<model>/<colour>` (cz) and
 * `/vanzare/...` (ro, the same module by the route configuration in `vite.config.ts`). Every
 * selection has its own server-rendered URL; `?url_code=` reopens an e-mailed
 * quote. The action serves every intent of the page form: as a plain post
 * before JavaScript runs, through the page's fetchers after.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'description', content: data?.description ?? '' }];

/** A rate-limited form post tells the browser when to come back (Remix passes only cookies on by itself). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

/** The page's own posts change nothing its loader reads (a sale redirects away): no reload of the selector per answer. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === 'POST' && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;

const ownPaths = (request: Request) => ownPrefix(request, buyoutPaths(getShopConfig().variant));

export const loader = withMessages(loadPage, 'buyout');

async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const paths = ownPaths(request);
  const config = getShopConfig();
  const t = serverT();
  const url = new URL(request.url);
  const query = url.searchParams;
  const urlCode = query.get('url_code');

  // The selector's GET form (no JavaScript) lands here; move to the selection's own path.
  if (!urlCode && SELECTOR_LEVELS.some((level) => query.has(level))) {
    const answer = await selectorUrl({ context }, Object.fromEntries(SELECTOR_LEVELS.map((level) => [level, query.get(level)]))).catch(() => null);
    if (answer?.ok && answer.body.url) throw redirect(answer.body.url);
  }

  const segments = (params['*'] ?? '').split('/').filter(Boolean).slice(0, 4).map(decodeURIComponent);
  const bySegments = Object.fromEntries(SELECTOR_LEVELS.map((level, i) => [level, segments[i]]));
  const countriesPromise = loadCountries({ context }).catch(() => null);

  let selector: SelectorResponse | null = null;
  let loadError: string | null = null;
  let quoteNotFound = false;
  try {
    let answer = await loadSelector({ context }, urlCode ? { url_code: urlCode } : bySegments);
    if (answer.status === 404 && urlCode) {
      quoteNotFound = true;
      answer = await loadSelector({ context }, bySegments);
    }
    if (answer.ok) selector = answer.body;
    else loadError = answerError(answer).message || t('buyout.errors.appraisalLoad');
  } catch (error) {
    console.error('Buy-out selector failed to load', error);
    loadError = t('buyout.errors.appraisalLoad');
  }

  // A wrong level and the ones after it stay unselected: show the canonical path.
  if (selector && !urlCode && selector.url.startsWith(paths.prefix) && decodeURI(selector.url) !== decodeURI(url.pathname.replace(/\/+$/, '') || '/')) {
    throw redirect(selector.url);
  }

  const appraisal = selector?.appraisal ?? null;
  const selected = appraisal ? selectedFromValues(appraisal.device_conditions, selector?.selected_choices.device_condition_choices ?? []) : {};
  const countries = await countriesPromise;
  const colorChoice = selector?.choices.product_color.find((c) => c.value === selector?.selected_choices.product_color);
  const modelChoice = selector?.choices.product_model.find((c) => c.value === selector?.selected_choices.product_model);
  const device = [modelChoice?.label, colorChoice?.label].filter(Boolean).join(' ');

  return {
    title: `${device ? t('buyout.metaTitleDevice', { device }) : t('buyout.title')} | ${t('brand.name')}`,
    description: t('buyout.lead'),
    variant: config.variant,
    prefix: paths.prefix,
    phonesSlug: config.phonesSlug,
    selector,
    segments: [
      selector?.selected_choices.product_type,
      selector?.selected_choices.product_manufacturer,
      selector?.selected_choices.product_model,
      colorChoice?.slug,
    ].filter((s): s is string => Boolean(s)),
    selected,
    loadError,
    quoteNotFound,
    countries: countries?.ok && Array.isArray(countries.body) ? countries.body : [{ value: config.countryCode, label: config.regionName }],
  };
}

/** Every intent of the page form (appraise, show-email, send-to-email, show-sell, sell-online), with or without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  ownPaths(request);
  const t = serverT();
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'appraise');
  const selected = conditionChoicesFromForm(form);
  // Form order is questionnaire order, which the API expects.
  const choices = [...form.entries()].filter(([key, value]) => key.startsWith(CONDITION_FIELD_PREFIX) && value !== '').map(([, value]) => Number(value));
  const appraisalPayload = {
    device_identifier: String(form.get('device_identifier') ?? ''),
    appraisal_version: String(form.get('appraisal_version') ?? ''),
    device_condition_choices: choices,
    note: '',
  };
  const values = personalValuesFromForm(form);
  const email = String(form.get('e_mail') ?? '').trim();
  const result: BuyoutActionData = { intent, selected, values, email };
  const modes: Record<string, number> = {
    'show-email': SEND_TO_EMAIL_VISIBLE,
    'send-to-email': SEND_TO_EMAIL_VISIBLE,
    'show-sell': SELL_ONLINE_VISIBLE,
    'sell-online': SELL_ONLINE_VISIBLE,
  };
  result.mode = BUYOUT_VISIBLE | (modes[intent] ?? 0);
  /** A rate-limited form answers 429 with the backend's Retry-After. */
  let limited: BackendAnswer<unknown> | null = null;

  try {
    if (intent === 'send-to-email') {
      const sent = await sendQuoteByEmail({ context }, appraisalPayload, email);
      limited = sent.status === 429 ? sent : null;
      result.emailSent = sent.ok;
      // The quote's answer carries the offer it quotes: the page shows it without appraising again.
      if (sent.ok) result.result = sent.body.appraisal;
      else {
        const error = answerError(sent);
        result.emailErrors = sendToEmailFieldErrors(error);
        result.emailError = error.message || null;
      }
    }
    if (intent === 'sell-online') {
      const sold = await sellOnline({ context }, sellOnlinePayload(appraisalPayload, values));
      if (sold.ok) return redirect(sold.location ?? sold.body.url, { headers: await saleCookieHeaders(sold.body) });
      limited = sold.status === 429 ? sold : null;
      const error = answerError(sold);
      result.sellErrors = sellOnlineFieldErrors(error);
      result.sellError = error.message || t('buyout.errors.generic');
    }
    // The page shows the offer with every answer (and again beside a refused form).
    if (!result.result) {
      const appraised = await appraise({ context }, appraisalPayload);
      if (appraised.ok) result.result = appraised.body;
      else if (appraised.status === 400) {
        const error = answerError(appraised);
        result.appraisalError = { message: error.message || t('buyout.errors.appraisalLoad'), url: error.extra('url') as string | undefined };
      } else result.appraisalError = { message: t('buyout.errors.appraisalLoad') };
    }
  } catch (error) {
    console.error('Buy-out action failed', error);
    if (intent === 'sell-online') result.sellError = t('buyout.errors.generic');
    else if (intent === 'send-to-email') result.emailSent = false;
    else result.appraisalError = { message: t('buyout.errors.appraisalLoad') };
  }
  return limited ? data(result, { status: 429, headers: passedOnHeaders(limited) }) : result;
}

export default function BuyoutRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as BuyoutActionData | undefined;
  useVirtualPageViews();
  // A new selection (or reopened quote) starts a fresh page state: section 4 clears answers and forms.
  const key = `${data.selector?.url ?? ''}|${data.selector?.quote?.code ?? ''}`;
  return (
    <BuyoutPage
      key={key}
      variant={data.variant}
      prefix={data.prefix}
      phonesSlug={data.phonesSlug}
      selector={data.selector as SelectorResponse | null}
      segments={data.segments}
      selected={data.selected}
      loadError={data.loadError}
      quoteNotFound={data.quoteNotFound}
      countries={data.countries}
      actionData={actionData}
    />
  );
}
