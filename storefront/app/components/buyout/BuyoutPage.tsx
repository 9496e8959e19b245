import { Link, useNavigate } from '@remix-run/react';
import { useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '~/hooks/use-format';
import { useHydrated } from '~/hooks/use-hydrated';
import {
  ANALYTICS,
  BUYOUT_VISIBLE,
  SELL_ONLINE_VISIBLE,
  SEND_TO_EMAIL_VISIBLE,
  hasFlag,
  orderedChoices,
  personalValuesFromForm,
  pushDataLayer,
  sellOnlineFieldErrors,
  sellOnlinePayload,
  sendToEmailFieldErrors,
  type AppraisalPayload,
  type AppraiseResponse,
  type Choice,
  type FieldErrors,
  type PersonalValues,
  type SelectorResponse,
} from '~/lib/buyout';
import { createReducer, fromServer, initialState, isLoaded } from '~/lib/buyout-state';
import { AppraisalSummary } from './AppraisalSummary';
import { DeviceSelector } from './DeviceSelector';
import { Questionnaire } from './Questionnaire';
import { SellOnlineSection } from './SellOnlineSection';
import { SendToEmailSection } from './SendToEmailSection';
import { BuyoutRequestError, useBuyoutMutations } from './use-buyout-api';

/** What the no-JS action hands back so the page renders the same state again. */
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

export function BuyoutPage(props: BuyoutPageProps) {
  const { variant, prefix, phonesSlug, selector, segments, loadError, quoteNotFound, countries, actionData } = props;
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const appraisal = selector?.appraisal ?? null;
  const color = selector?.selected_choices.product_color ?? null;
  const formRef = useRef<HTMLFormElement>(null);

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
  const [emailErrors, setEmailErrors] = useState<FieldErrors>(actionData?.emailErrors ?? {});
  const [emailError, setEmailError] = useState<string | null>(actionData?.emailError ?? null);
  const [sellErrors, setSellErrors] = useState<FieldErrors>(actionData?.sellErrors ?? {});
  const [sellError, setSellError] = useState<string | null>(actionData?.sellError ?? null);
  const formStarted = useRef(false);
  const { appraise, sendToEmail, sellOnline } = useBuyoutMutations();

  const loaded = isLoaded(appraisal, color, state.appraisalAPIErrorMessage);
  const current = state.currentAppraisalResult;
  const offerReady = Boolean(current?.complete && current.quality && current.canBuyout && current.price !== null);
  const answeredCount = appraisal ? appraisal.device_conditions.filter((c) => state.selected[String(c.id)] != null).length : 0;
  const isPhone = selector?.selected_choices.product_type === phonesSlug;

  const payload = (selected = state.selected): AppraisalPayload => ({
    device_identifier: color ?? '',
    appraisal_version: appraisal?.version ?? '',
    device_condition_choices: appraisal ? orderedChoices(appraisal.device_conditions, selected) : [],
    note: '',
  });

  /** Section 8: a 400 shows the server's message and moves the client url; anything else the generic one. */
  const appraisalFailure = (error: unknown) => {
    if (error instanceof BuyoutRequestError && error.status === 400) {
      dispatch({ type: 'appraisal-error', message: error.body.message || t('buyout.errors.appraisalLoad'), url: error.body.url });
    } else {
      dispatch({ type: 'appraisal-error', message: t('buyout.errors.appraisalLoad') });
    }
  };

  const onAnswer = (conditionId: string, value: number) => {
    if (!appraisal) return;
    dispatch({ type: 'answer', conditionId, value });
    // The reducer's reset rule is pure; run it here too to post what the state will hold.
    const next = reducer(state, { type: 'answer', conditionId, value }).selected;
    appraise.mutate(payload(next), {
      onSuccess: (result) => dispatch({ type: 'server-result', result, selected: next }),
      onError: appraisalFailure,
    });
  };

  const startForm = () => {
    if (formStarted.current) return;
    formStarted.current = true;
    pushDataLayer({ event: ANALYTICS.formStart, form: 'buyout' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return; // plain form post to the route action
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? 'appraise';
    const form = new FormData(event.currentTarget);
    if (intent === 'show-email') dispatch({ type: 'show', mode: SEND_TO_EMAIL_VISIBLE });
    else if (intent === 'show-sell') dispatch({ type: 'show', mode: SELL_ONLINE_VISIBLE });
    else if (intent === 'send-to-email') {
      setEmailErrors({});
      setEmailError(null);
      sendToEmail.mutate(
        { ...payload(), e_mail: String(form.get('e_mail') ?? '').trim() },
        {
          onSuccess: () => dispatch({ type: 'email-sent', ok: true }),
          onError: (error) => {
            dispatch({ type: 'email-sent', ok: false });
            const body = error instanceof BuyoutRequestError ? error.body : {};
            setEmailErrors(sendToEmailFieldErrors(body));
            setEmailError(body.message || null);
          },
        },
      );
    } else if (intent === 'sell-online') {
      setSellErrors({});
      setSellError(null);
      sellOnline.mutate(sellOnlinePayload(payload(), personalValuesFromForm(form)), {
        onSuccess: (sale) => {
          pushDataLayer({ event: ANALYTICS.formFinish, form: 'buyout', buyout_number: sale.number });
          navigate(sale.location ?? sale.url);
        },
        onError: (error) => {
          const body = error instanceof BuyoutRequestError ? error.body : {};
          const fieldErrors = sellOnlineFieldErrors(body);
          setSellErrors(fieldErrors);
          setSellError(body.message || t('buyout.errors.generic'));
          // Show the first wrong field; what was typed stays in the inputs.
          requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-testid="buyout-sell-error"]')?.focus());
        },
      });
    }
  };

  const quote = selector?.quote;
  return (
    <div className="container buyout">
      <header className="buyout__header">
        <h1>{t('buyout.title')}</h1>
        <p className="page-header__lead">{t('buyout.lead')}</p>
        <ul className="buyout__links">
          <li>
            <Link to={`${prefix}/${variant === 'cz' ? 'stav' : 'stare'}`}>{t('buyout.status.link')}</Link>
          </li>
          <li>
            <Link to={`${prefix}/${variant === 'cz' ? 'centra' : 'centre'}`}>{t('buyout.centers.link')}</Link>
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
        <form method="post" noValidate hidden={!loaded} ref={formRef} onSubmit={onSubmit} className="buyout-form" data-buyout-state={state.buyoutState}>
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
                pending={appraise.isPending}
              />
              {offerReady ? (
                <div className="buyout-actions">
                  <button type="submit" name="intent" value="show-email" formNoValidate className="button button--secondary" aria-pressed={hasFlag(state.buyoutState, SEND_TO_EMAIL_VISIBLE)}>
                    {t('buyout.actions.email')}
                  </button>
                  <button type="submit" name="intent" value="show-sell" formNoValidate className="button button--primary" aria-pressed={hasFlag(state.buyoutState, SELL_ONLINE_VISIBLE)}>
                    {t('buyout.actions.sell', { price: money(current?.price) })}
                  </button>
                </div>
              ) : null}
            </aside>
          </div>
          {offerReady ? (
            <>
              <SendToEmailSection
                hidden={!hasFlag(state.buyoutState, SEND_TO_EMAIL_VISIBLE)}
                defaultEmail={actionData?.email ?? ''}
                errors={emailErrors}
                emailSent={state.emailSent}
                formError={emailError}
                pending={sendToEmail.isPending}
              />
              <SellOnlineSection
                hidden={!hasFlag(state.buyoutState, SELL_ONLINE_VISIBLE)}
                variant={variant}
                isPhone={isPhone}
                countries={countries}
                defaultCountry={variant}
                values={actionData?.values ?? {}}
                errors={sellErrors}
                formError={sellError}
                pending={sellOnline.isPending}
                onFirstInput={startForm}
              />
            </>
          ) : null}
        </form>
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
