import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useMemo, useReducer, useRef, type MouseEvent } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import { useHydrated } from '~/hooks/use-hydrated';
import { buyoutPaths, type AppraiseResponse, type Choice, type SelectorResponse } from '@electroshop/contracts/buyout';
import {
  ANALYTICS,
  BUYOUT_VISIBLE,
  CONDITION_FIELD_PREFIX,
  SELL_ONLINE_VISIBLE,
  SEND_TO_EMAIL_VISIBLE,
  hasFlag,
  pushDataLayer,
  type PersonalValues,
} from '../buyout';
import type { FieldErrors } from '~/lib/field-errors';
import { createReducer, fromServer, initialState, isLoaded } from '../buyout-state';
import { AppraisalSummary } from './AppraisalSummary';
import { DeviceSelector } from './DeviceSelector';
import { Questionnaire } from './Questionnaire';
import { SellOnlineSection } from './SellOnlineSection';
import { SendToEmailSection } from './SendToEmailSection';

/** What the route action answers, to a plain form post (page render) and to the page's fetchers alike. */
export interface BuyoutActionData {
  intent: string;
  selected: Record<string, number | null>;
  result?: AppraiseResponse | null;
  appraisalError?: { message: string; url?: string | null } | null;
  mode?: number;
  email?: string;
  emailSent?: boolean | null;
  emailErrors?: FieldErrors;
  emailError?: string | null;
  values?: PersonalValues;
  sellErrors?: FieldErrors;
  sellError?: string | null;
}

export interface BuyoutPageProps {
  variant: 'cz' | 'ro';
  prefix: string;
  phonesSlug: string;
  selector: SelectorResponse | null;
  segments: string[];
  selected: Record<string, number | null>;
  loadError: string | null;
  quoteNotFound: boolean;
  countries: Choice[];
  actionData?: BuyoutActionData;
}

/**
 * Every intent goes to the route action: without JavaScript the page form is
 * a plain post, with it the same form and each answer go through fetchers
 * (a sale's redirect then navigates to the thank-you page by itself).
 */
export function BuyoutPage(props: BuyoutPageProps) {
  const { variant, prefix, phonesSlug, selector, segments, loadError, quoteNotFound, countries, actionData } = props;
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const hydrated = useHydrated();
  const appraisal = selector?.appraisal ?? null;
  const color = selector?.selected_choices.product_color ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFetcher<BuyoutActionData>();
  const appraiser = useFetcher<BuyoutActionData>();

  const reducer = useMemo(() => createReducer(appraisal), [appraisal]);
  const [state, dispatch] = useReducer(reducer, undefined, () => {
    const initial = initialState(appraisal, actionData?.selected ?? props.selected, { loadError, mode: actionData?.mode });
    if (actionData?.result) initial.currentAppraisalResult = fromServer(actionData.result);
    if (actionData?.appraisalError) {
      initial.appraisalAPIErrorMessage = actionData.appraisalError.message;
      initial.clientTargetUrl = actionData.appraisalError.url ?? null;
    }
    initial.emailSent = actionData?.emailSent ?? null;
    return initial;
  });
  const formStarted = useRef(false);
  /** The answers the appraiser's last submission carried; its result counts only for them. */
  const appraised = useRef(state.selected);

  const loaded = isLoaded(appraisal, color, state.appraisalAPIErrorMessage);
  const current = state.currentAppraisalResult;
  const offerReady = Boolean(current?.complete && current.quality && current.canBuyout && current.price !== null);
  const answeredCount = appraisal ? appraisal.device_conditions.filter((c) => state.selected[String(c.id)] != null).length : 0;
  const isPhone = selector?.selected_choices.product_type === phonesSlug;

  // The last answer of the page form's action: a fetcher's, or the plain post's the page was rendered with.
  const answer = form.data ?? actionData;
  const submitting = form.state === 'submitting' ? String(form.formData?.get('intent') ?? '') : null;
  const answerFor = (intent: string) => (submitting !== intent && answer?.intent === intent ? answer : undefined);
  const emailAnswer = answerFor('send-to-email');
  const sellAnswer = answerFor('sell-online');

  useEffect(() => {
    const data = appraiser.data;
    if (data?.result) dispatch({ type: 'server-result', result: data.result, selected: appraised.current });
    else if (data?.appraisalError) dispatch({ type: 'appraisal-error', message: data.appraisalError.message, url: data.appraisalError.url });
  }, [appraiser.data]);

  useEffect(() => {
    const data = form.data;
    if (data?.intent === 'send-to-email') dispatch({ type: 'email-sent', ok: data.emailSent === true });
    // The keyboard goes to the first wrong field (its error is its description), else to the form's error; what was typed stays.
    // Not one selector for both: the form's error stands above the fields and would always come first.
    const element = formRef.current;
    if (data?.intent === 'sell-online')
      (element?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? element?.querySelector<HTMLElement>('[data-testid="buyout-sell-error"]'))?.focus();
  }, [form.data]);

  const onAnswer = (conditionId: string, value: number) => {
    if (!appraisal) return;
    dispatch({ type: 'answer', conditionId, value });
    // The reducer's reset rule is pure; run it here too to post what the state will hold.
    const next = reducer(state, { type: 'answer', conditionId, value }).selected;
    appraised.current = next;
    const fields: Record<string, string> = { intent: 'appraise', device_identifier: color ?? '', appraisal_version: appraisal.version };
    // Questionnaire order, as the form posts them.
    for (const condition of appraisal.device_conditions) {
      const chosen = next[String(condition.id)];
      if (chosen != null) fields[`${CONDITION_FIELD_PREFIX}${condition.id}`] = String(chosen);
    }
    appraiser.submit(fields, { method: 'post' });
  };

  /** Opening a form is the page's own state once JavaScript runs; before, the action renders it open. */
  const show = (mode: typeof SEND_TO_EMAIL_VISIBLE | typeof SELL_ONLINE_VISIBLE) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    dispatch({ type: 'show', mode });
  };

  const modeButton = (mode: typeof SEND_TO_EMAIL_VISIBLE | typeof SELL_ONLINE_VISIBLE, intent: string, label: string, variantClass: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      onClick={show(mode)}
      className={`button ${variantClass}`}
      aria-pressed={hasFlag(state.buyoutState, mode)}
    >
      {label}
    </button>
  );

  const startForm = () => {
    if (formStarted.current) return;
    formStarted.current = true;
    pushDataLayer({ event: ANALYTICS.formStart, form: 'buyout' });
  };

  const quote = selector?.quote;
  return (
    <div className="container buyout">
      <header className="buyout__header">
        <h1>{t('buyout.title')}</h1>
        <p className="page-header__lead">{t('buyout.lead')}</p>
        <ul className="buyout__links">
          <li>
            <Link to={buyoutPaths(variant).status}>{t('buyout.status.link')}</Link>
          </li>
          <li>
            <Link to={buyoutPaths(variant).centers}>{t('buyout.centers.link')}</Link>
          </li>
        </ul>
      </header>

      {quoteNotFound ? (
        <p className="notice notice--warning" role="alert">
          {t('buyout.quote.notFound')}
        </p>
      ) : null}
      {quote ? (
        <p className={`notice ${quote.expired || quote.version_changed ? 'notice--warning' : ''}`} data-testid="buyout-quote">
          {t('buyout.quote.reopened', { email: quote.e_mail, date: date(quote.expires_at) })}{' '}
          {quote.expired ? t('buyout.quote.expired') : quote.version_changed ? t('buyout.quote.changed') : null}
        </p>
      ) : null}

      <section className="buyout-step" aria-labelledby="buyout-device-title">
        <h2 id="buyout-device-title" className="section__title">
          {t('buyout.selector.title')}
        </h2>
        <DeviceSelector prefix={prefix} selector={selector} segments={segments} />
      </section>

      {state.appraisalAPIErrorMessage ? (
        <div className="notice notice--error" role="alert" data-testid="buyout-appraisal-error">
          <p>{state.appraisalAPIErrorMessage}</p>
          {state.clientTargetUrl ? (
            <p>
              <a href={state.clientTargetUrl}>{t('buyout.errors.reload')}</a>
            </p>
          ) : null}
        </div>
      ) : null}

      {/* Hidden, not unmounted, while an appraisal error shows: nothing typed is lost. */}
      {appraisal && hasFlag(state.buyoutState, BUYOUT_VISIBLE) ? (
        <form.Form method="post" noValidate hidden={!loaded} ref={formRef} className="buyout-form" data-buyout-state={state.buyoutState}>
          <input type="hidden" name="device_identifier" value={color ?? ''} />
          <input type="hidden" name="appraisal_version" value={appraisal.version} />
          <div className="buyout-layout">
            <section className="buyout-step" aria-labelledby="buyout-questions-title">
              <h2 id="buyout-questions-title" className="section__title">
                {t('buyout.questions.title')}
              </h2>
              {state.clearedQuestions.length ? (
                <p className="notice notice--warning" role="status" data-testid="buyout-cleared">
                  {t('buyout.questions.cleared', { questions: state.clearedQuestions.map((name) => `„${name}“`).join(', ') })}
                </p>
              ) : null}
              <Questionnaire conditions={appraisal.device_conditions} selected={state.selected} onAnswer={onAnswer} />
              {hydrated ? null : (
                <button type="submit" name="intent" value="appraise" className="button button--secondary">
                  {t('buyout.questions.submit')}
                </button>
              )}
            </section>
            <aside className="buyout-aside">
              <AppraisalSummary
                current={current}
                results={appraisal.appraisal_result}
                minimalPrice={appraisal.minimal_buyout_price}
                maxBonusPercent={appraisal.max_bonus_percent}
                answered={answeredCount}
                total={appraisal.device_conditions.length}
                pending={appraiser.state !== 'idle'}
              />
              {offerReady ? (
                <div className="buyout-actions">
                  {modeButton(SEND_TO_EMAIL_VISIBLE, 'show-email', t('buyout.actions.email'), 'button--secondary')}
                  {modeButton(SELL_ONLINE_VISIBLE, 'show-sell', t('buyout.actions.sell', { price: money(current?.price) }), 'button--primary')}
                </div>
              ) : null}
            </aside>
          </div>
          {offerReady ? (
            <>
              <SendToEmailSection
                hidden={!hasFlag(state.buyoutState, SEND_TO_EMAIL_VISIBLE)}
                defaultEmail={actionData?.email ?? ''}
                errors={emailAnswer?.emailErrors ?? {}}
                emailSent={state.emailSent}
                formError={emailAnswer?.emailError ?? null}
                pending={submitting === 'send-to-email'}
              />
              <SellOnlineSection
                hidden={!hasFlag(state.buyoutState, SELL_ONLINE_VISIBLE)}
                variant={variant}
                isPhone={isPhone}
                countries={countries}
                defaultCountry={variant}
                values={actionData?.values ?? {}}
                errors={sellAnswer?.sellErrors ?? {}}
                formError={sellAnswer?.sellError ?? null}
                // Through the redirect to the thank-you page too: the sale is made, the button stays off.
                pending={submitting === 'sell-online' || (form.state === 'loading' && form.formData?.get('intent') === 'sell-online')}
                onFirstInput={startForm}
              />
            </>
          ) : null}
        </form.Form>
      ) : color && !appraisal && !state.appraisalAPIErrorMessage ? (
        <p className="notice notice--error" role="alert">
          {t('buyout.errors.appraisalLoad')}
        </p>
      ) : !color && selector ? (
        <p className="empty-state">{t('buyout.selector.hint')}</p>
      ) : null}
    </div>
  );
}
