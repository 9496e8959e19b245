import { LinePaymentNote } from '~/features/cart/components/LinePaymentNote';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COURIER_OPTION_CODE, PICKUP_POINT_OPTION_CODE, STORE_PICKUP_OPTION_CODE } from '@electroshop/contracts/delivery';
import { StorePicker } from '~/features/delivery/components/StorePicker';
import { listStores } from '~/features/delivery/stores.server';
import { TimeslotPicker } from '~/features/delivery/components/TimeslotPicker';
import { listTimeslots } from '~/features/delivery/timeslots.server';
import { fetchCourierCheck, type CourierCheck } from '~/features/delivery/courier-check';
import { validatePostcode } from '@electroshop/domain';
import { PICKUP_SEARCH_FORM, PickupPointPicker } from '~/features/delivery/components/PickupPointPicker';
import { listPickupPoints } from '~/features/delivery/pickup-points.server';
import { CheckoutChoices, type ChoiceField } from '~/features/checkout/components/CheckoutChoices';
import { CheckoutStep } from '~/features/checkout/components/CheckoutStep';
import { useTranslation } from '~/lib/i18n';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { FormField } from '~/components/FormField';
import { FieldError } from '~/components/FieldFrame';
import { SummaryTotals } from '~/features/cart/components/SummaryTotals';
import { DiscountCodeInput, DiscountCodeOutcome } from '~/features/cart/components/DiscountCode';
import { CartChangeForm } from '~/features/cart/components/CartChangeForm';
import { useFormat } from '~/hooks/use-format';
import { useShop } from '~/hooks/use-shop';
import { clearCartCookieHeader, retrieveCart } from '~/features/cart/cart.server';
import type { CheckoutErrors, CheckoutValues } from '~/features/checkout/checkout';
import { valuesFromAccount } from '~/features/account/checkout-prefill.server';
import { listPaymentProviderIds, listShippingChoices, valuesFromCart } from '~/features/checkout/checkout-data.server';
import { chooseDeliveryMethod, placeOrder, readCheckoutValues, validateCheckout } from '~/features/checkout/checkout.server';
import { checkoutConflictMessage } from '~/lib/errors';
import { serverT, withMessages } from '~/lib/i18n.server';
import { getShopConfig } from '~/lib/config.server';
import { errorMessage } from '~/lib/medusa.server';
import { isCashOnDelivery, paymentChoices, providersForLines, hasInstallmentLine } from '~/features/checkout/payment';
import { checkoutInstallmentChoices } from '~/features/installment/installments.server';
import { startInstallmentPayment } from '~/features/order/installment-payment.server';
import { startCardPayment } from '~/features/order/card-payment.server';
import { handlePromoIntent } from '~/features/cart/promo.server';
import { handleIsicIntent } from '~/features/checkout/isic.server';
import { handleTradeInIntent } from '~/features/checkout/trade-in.server';
import { PUBLIC_PROMOTIONS_PATHS } from '@electroshop/contracts/promotion';
import { TradeInBonus, type TradeInOutcome } from '~/features/checkout/components/TradeInBonus';
import { IsicDiscount, type IsicOutcome } from '~/features/checkout/components/IsicDiscount';
import { toSummary } from '~/features/cart/summary';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: d?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'cart', 'checkout', 'delivery', 'discount', 'installment', 'isic', 'linePayment', 'payment', 'publicPromotions', 'summary', 'tradeIn');

async function loadPage({ request }: LoaderFunctionArgs) {
  const cart = await retrieveCart(request);
  if (!cart || (cart.items?.length ?? 0) === 0) throw redirect('/cart');
  const t = serverT();
  const [shippingOptions, offered, fromAccount] = await Promise.all([
    listShippingChoices(cart.id, cart.currency_code).catch((error: unknown) => {
      console.error('Shipping options failed to load', errorMessage(error));
      return null;
    }),
    listPaymentProviderIds(cart.region_id ?? '').catch((error: unknown) => {
      console.error('Payment providers failed to load', errorMessage(error));
      return null;
    }),
    valuesFromAccount(request),
  ]);
  const summary = toSummary(cart);
  const installmentsOnly = hasInstallmentLine(summary.lines);
  const paymentProviders = offered && providersForLines(offered, summary.lines);
  const installments = await checkoutInstallmentChoices(paymentProviders, cart.total);
  const toPoint = shippingOptions?.some((o) => o.code === PICKUP_POINT_OPTION_CODE) ?? false;
  const pickupPoints = toPoint
    ? await listPickupPoints().catch((error: unknown) => {
        console.error('Pickup points failed to load', errorMessage(error));
        return [];
      })
    : [];
  const toStore = shippingOptions?.some((o) => o.code === STORE_PICKUP_OPTION_CODE) ?? false;
  const stores = toStore
    ? await listStores(cart.id).catch((error: unknown) => {
        console.error('Stores failed to load', errorMessage(error));
        return [];
      })
    : [];
  const byCourier = shippingOptions?.some((o) => o.code === COURIER_OPTION_CODE) ?? false;
  const timeslots = byCourier
    ? await listTimeslots().catch((error: unknown) => {
        console.error('Courier timeslots failed to load', errorMessage(error));
        return [];
      })
    : [];
  const defaults = { ...fromAccount, ...valuesFromCart(cart) };
  // A cash-on-delivery delivery on the cart is shown as its carrier's delivery (paying cash picks the twin).
  const onCart = defaults.shipping_option_id;
  const twinOf = onCart ? shippingOptions?.find((o) => o.cashOnDelivery?.optionId === onCart) : undefined;
  if (twinOf) defaults.shipping_option_id = twinOf.id;
  return {
    title: `${t('checkout.title')} | ${t('brand.name')}`,
    summary,
    installmentsOnly,
    // What the cart already holds (typed before) wins over the account's data.
    defaults,
    shippingOptions,
    paymentProviders,
    installments,
    pickupPoints,
    stores,
    timeslots,
    // The no-JS search of pickup points (a GET form beside the checkout form).
    pickupQuery: new URL(request.url).searchParams.get('pickup_q')?.slice(0, 100) ?? '',
    promotionsPath: PUBLIC_PROMOTIONS_PATHS[getShopConfig().variant],
  };
}

interface CheckoutActionData {
  values?: CheckoutValues;
  errors?: CheckoutErrors;
  formError?: string;
  promoError?: string | null;
  promoApplied?: boolean;
  isic?: IsicOutcome;
  tradeIn?: TradeInOutcome;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const t = serverT();
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'place-order');
  const cart = await retrieveCart(request);
  if (!cart || (cart.items?.length ?? 0) === 0) return redirect('/cart');
  const values = readCheckoutValues(form);

  if (intent === 'apply-promo' || intent.startsWith('remove-promo:')) {
    if (intent.startsWith('remove-promo:')) form.set('code', intent.slice('remove-promo:'.length));
    const result = await handlePromoIntent(intent === 'apply-promo' ? 'apply-promo' : 'remove-promo', cart.id, form);
    return data<CheckoutActionData>(
      result.ok ? { values, promoError: null, promoApplied: result.applied } : { values, promoError: result.error },
      { status: result.ok ? 200 : 400 },
    );
  }

  if (intent === 'apply-isic' || intent === 'remove-isic') {
    const result = await handleIsicIntent(intent, cart.id, form, context);
    return data<CheckoutActionData>({ values, isic: result.ok ? { applied: result.applied } : result }, { status: result.ok ? 200 : result.status });
  }

  if (intent === 'apply-trade-in' || intent.startsWith('remove-trade-in:')) {
    const result = await handleTradeInIntent(intent, cart.id, form, context);
    return data<CheckoutActionData>({ values, tradeIn: result.ok ? { applied: result.applied } : result }, { status: result.ok ? 200 : result.status });
  }

  if (intent === 'set-shipping') {
    // With JavaScript, picking a delivery method updates the summary at once.
    const optionId = String(form.get('shipping_option_id') ?? '');
    const pointId = String(form.get('pickup_point_id') ?? '');
    const storeId = String(form.get('stock_location_id') ?? '');
    try {
      const choice: Record<string, string> | undefined = pointId ? { pickup_point_id: pointId } : storeId ? { stock_location_id: storeId } : undefined;
      await chooseDeliveryMethod(cart.id, optionId, choice);
      return data<CheckoutActionData>({});
    } catch (error) {
      console.warn('Setting the delivery method failed', errorMessage(error));
      // The cart still busy with another change after the backend's wait: its 409 says so in the shop language.
      const message = checkoutConflictMessage(error) ?? t('checkout.errors.shippingUnavailable');
      return data<CheckoutActionData>({ errors: { shipping_option_id: message } }, { status: 400 });
    }
  }

  const validation = validateCheckout(values);
  if (!validation.ok) return data<CheckoutActionData>({ values, errors: validation.errors }, { status: 400 });

  try {
    const result = await placeOrder(cart, validation.data);
    if (!result.ok) {
      return data<CheckoutActionData>(
        { values, formError: result.error, errors: result.field ? { [result.field]: result.error } : undefined },
        { status: 400 },
      );
    }
    const headers = { 'Set-Cookie': await clearCartCookieHeader() };
    if (result.cardMethod) {
      // Placed awaiting payment: straight on to the gateway; if it cannot be reached, the payment page offers a retry.
      return redirect(await startCardPayment(result.order.id, result.cardMethod, { context }), { headers });
    }
    if (result.installments) {
      // Placed awaiting the loan: straight on to the partner's application; if it cannot be created, the installment page says so.
      const started = await startInstallmentPayment(result.order.id, { context });
      return redirect(started.ok ? started.redirectUrl : `/order/${result.order.id}/installments?error=send`, { headers });
    }
    return redirect(`/order/confirmed/${result.order.id}`, { headers });
  } catch (error) {
    const message = errorMessage(error);
    console.error('Placing the order failed', message);
    const formError = checkoutConflictMessage(error) ?? t('checkout.errors.orderFailed');
    return data<CheckoutActionData>({ values, formError }, { status: 400 });
  }
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const shop = useShop();
  const { summary, installmentsOnly, defaults, shippingOptions, paymentProviders, installments, pickupPoints, stores, timeslots, pickupQuery, promotionsPath } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const shippingFetcher = useFetcher<typeof action>();
  const courierTimer = useRef<ReturnType<typeof setTimeout>>();
  const courierRequest = useRef<AbortController>();
  const [verdict, setVerdict] = useState<CourierCheck | null>(null);
  const [deliveryPostcode, setDeliveryPostcode] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const values: CheckoutValues = actionData?.values ?? defaults;
  const errors: CheckoutErrors = { ...(actionData?.errors ?? {}), ...(shippingFetcher.data?.errors ?? {}) };
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place-order';
  // While the chosen delivery is being set, the cart is locked by that update: placing the order then would fail
  // on the lock (seconds on a busy server), so the order waits until the update and its reload are done.
  const updatingCart = shippingFetcher.state !== 'idle';
  const currency = summary.totals.currencyCode;
  const [shippingOptionId, setShippingOptionId] = useState(values.shipping_option_id);
  const pickupOption = shippingOptions?.find((o) => o.code === PICKUP_POINT_OPTION_CODE);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Without JavaScript the picker is always there (it is used when "Výdejní místo" is chosen); with it, only then.
  const showPicker = !!pickupOption && (!hydrated || shippingOptionId === pickupOption.id);
  const storeOption = shippingOptions?.find((o) => o.code === STORE_PICKUP_OPTION_CODE);
  const showStores = !!storeOption && (!hydrated || shippingOptionId === storeOption.id);
  // The courier's windows, where the shop offers them: likewise always there without JavaScript.
  const courierOption = shippingOptions?.find((o) => o.code === COURIER_OPTION_CODE);
  const showTimeslots = !!courierOption && timeslots.length > 0 && (!hydrated || shippingOptionId === courierOption.id);
  const [payment, setPayment] = useState(values.payment_provider_id);
  const [place, setPlace] = useState<{ pickup_point_id: string } | { stock_location_id: string } | undefined>(
    values.pickup_point_id ? { pickup_point_id: values.pickup_point_id } : values.stock_location_id ? { stock_location_id: values.stock_location_id } : undefined,
  );
  const chosenOption = shippingOptions?.find((o) => o.id === shippingOptionId);
  /** With JavaScript, the cart gets the delivery as chosen (paying cash: its cash-on-delivery twin), so the summary shows its price. */
  const sendShipping = (optionId: string | undefined, choice: typeof place, paymentChoice: string | undefined) => {
    const option = shippingOptions?.find((o) => o.id === optionId);
    if (!option) return;
    // A pickup-point or store delivery is set on the cart once the point or store is chosen.
    if ((option.id === pickupOption?.id || option.id === storeOption?.id) && !choice) return;
    const effective = isCashOnDelivery(paymentChoice) && option.cashOnDelivery ? option.cashOnDelivery.optionId : option.id;
    shippingFetcher.submit({ intent: 'set-shipping', shipping_option_id: effective, ...choice }, { method: 'post' });
  };
  const setShipping = (optionId: string, choice?: { pickup_point_id: string } | { stock_location_id: string }) => {
    setShippingOptionId(optionId);
    setPlace(choice);
    sendShipping(optionId, choice, payment);
  };
  /** A step's radio field (delivery, payment): its state in the form; its error under the step is `<id>-error`, its radios `<id>-option`. */
  const choiceField = (name: 'shipping_option_id' | 'payment_provider_id', id: string): ChoiceField => ({
    name,
    selected: values[name],
    error: errors[name],
    errorId: `${id}-error`,
    testId: `${id}-option`,
  });
  const shippingField = choiceField('shipping_option_id', 'shipping');
  const paymentField = choiceField('payment_provider_id', 'payment');
  const choosePayment = (value: string) => {
    setPayment(value);
    if (isCashOnDelivery(value) !== isCashOnDelivery(payment)) sendShipping(shippingOptionId, place, value);
  };
  /**
   * The delivery postcode (the other delivery address's when it is on), checked for the courier a moment after
   * typing stops: a GET under the data policy (retried, kept 5 minutes); typing on drops the older check.
   */
  const checkCourierLive = () => {
    clearTimeout(courierTimer.current);
    courierRequest.current?.abort();
    const form = formRef.current;
    if (!form) return;
    const other = (form.elements.namedItem('ship_to_other') as HTMLInputElement | null)?.checked;
    const postcode = (form.elements.namedItem(other ? 'shipping_postal_code' : 'billing_postal_code') as HTMLInputElement | null)?.value ?? '';
    setDeliveryPostcode(postcode);
    if (validatePostcode(postcode, shop.variant)) return;
    courierTimer.current = setTimeout(() => {
      const request = (courierRequest.current = new AbortController());
      fetchCourierCheck(postcode, request.signal)
        .then((answer) => setVerdict(answer.courierCheck))
        // Still failing after its retries: no verdict, as the same check runs again when the order is placed.
        .catch(() => request.signal.aborted || setVerdict(null));
    }, 300);
  };
  useEffect(
    () => () => {
      clearTimeout(courierTimer.current);
      courierRequest.current?.abort();
    },
    [],
  );
  // Only the verdict on the postcode as it is now (typing on clears an older one).
  const courierRefused = verdict?.deliverable === false && verdict.postcode === deliveryPostcode ? verdict.message : null;
  const codFee = chosenOption?.cashOnDelivery?.fee ?? shippingOptions?.find((o) => o.cashOnDelivery?.fee != null)?.cashOnDelivery?.fee ?? null;

  // Move focus to the first field with an error after a failed submit.
  useEffect(() => {
    if (!actionData?.errors && !actionData?.formError) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .form-error');
    target?.focus();
  }, [actionData]);

  const field = (name: keyof CheckoutValues, label: string, props: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField
      key={name}
      name={name}
      label={label}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      data-testid={`field-${name}`}
      {...props}
    />
  );

  const addressFields = (prefix: 'billing' | 'shipping', requiredWhenShown: boolean) => (
    <div className="form-grid">
      {field(`${prefix}_first_name`, t('checkout.firstName'), { autoComplete: `${prefix} given-name`, required: requiredWhenShown })}
      {field(`${prefix}_last_name`, t('checkout.lastName'), { autoComplete: `${prefix} family-name`, required: requiredWhenShown })}
      {/* The invoice address's company is asked in the company-purchase part below. */}
      {prefix === 'shipping'
        ? field(`${prefix}_company`, t('checkout.company'), { autoComplete: `${prefix} organization`, className: 'form-grid__wide' })
        : null}
      {field(`${prefix}_address_1`, t('checkout.street'), {
        autoComplete: `${prefix} address-line1`,
        required: requiredWhenShown,
        className: 'form-grid__wide',
      })}
      {field(`${prefix}_city`, t('checkout.city'), { autoComplete: `${prefix} address-level2`, required: requiredWhenShown })}
      {field(`${prefix}_postal_code`, t('checkout.postcode'), {
        autoComplete: `${prefix} postal-code`,
        inputMode: 'numeric',
        required: requiredWhenShown,
        onChange: checkCourierLive,
      })}
      <p className="form-grid__wide field__static">
        <span className="field__label">{t('checkout.country')}</span> {t('checkout.countryName')}
      </p>
    </div>
  );

  /** A checkbox and the part of the form it opens (CSS hides the part while unchecked; without :has() it stays, with its hint). */
  const toggledPart = (
    toggle: { name: 'billing_is_company' | 'ship_to_other'; label: string; testId: string },
    part: { kind: 'company-purchase' | 'delivery-address'; legend: string; hint: string },
    children: ReactNode,
  ) => (
    <>
      <label className="check check--block">
        <input
          type="checkbox"
          name={toggle.name}
          id={toggle.name}
          defaultChecked={values[toggle.name] === 'on'}
          data-testid={toggle.testId}
          onChange={toggle.name === 'ship_to_other' ? checkCourierLive : undefined}
        />
        <span>{toggle.label}</span>
      </label>
      <fieldset className={part.kind} data-testid={part.kind}>
        <legend>{part.legend}</legend>
        <p className={`field__hint ${part.kind}__hint`}>{part.hint}</p>
        {children}
      </fieldset>
    </>
  );

  return (
    <div className="container checkout-page">
      <Breadcrumbs items={[{ label: t('cart.title'), to: '/cart' }, { label: t('checkout.title') }]} />
      <h1>{t('checkout.title')}</h1>
      {/* The pickup-point search without JavaScript: its field sits in the picker (form="pickup-search"). */}
      <form method="get" id={PICKUP_SEARCH_FORM} />

      <CartChangeForm busy={updatingCart} method="post" id="checkout-form" className="checkout" noValidate ref={formRef} data-testid="checkout-form">
        {/* Enter in any field places the order (the first submit button is the default). */}
        <button type="submit" name="intent" value="place-order" className="visually-hidden" tabIndex={-1} aria-hidden="true" disabled={updatingCart}>
          {t('checkout.submit')}
        </button>

        <div className="checkout__main">
          {actionData?.formError ? (
            <div className="notice notice--error form-error" role="alert" tabIndex={-1} data-testid="checkout-error">
              {actionData.formError}
            </div>
          ) : null}
          {actionData?.errors && !actionData.formError ? (
            <div className="notice notice--error" role="alert">
              {t('checkout.errors.fixFields')}
            </div>
          ) : null}

          <CheckoutStep id="contact" n={1} title={t('checkout.contact')}>
            <div className="form-grid">
              {field('email', t('checkout.email'), { type: 'email', autoComplete: 'email', required: true })}
              {field('phone', t('checkout.phone'), {
                type: 'tel',
                autoComplete: 'tel',
                required: true,
                hint: t('checkout.phoneHint'),
              })}
            </div>
          </CheckoutStep>

          <CheckoutStep id="billing" n={2} title={t('checkout.billingAddress')}>
            {addressFields('billing', true)}
            {toggledPart(
              { name: 'billing_is_company', label: t('checkout.asCompany'), testId: 'billing-is-company' },
              { kind: 'company-purchase', legend: t('checkout.companyPurchase'), hint: t('checkout.companyPurchaseHint') },
              <div className="form-grid">
                {field('billing_company', t('checkout.companyName'), {
                  autoComplete: 'billing organization',
                  className: 'form-grid__wide',
                })}
                {field('billing_company_id', t('checkout.companyId'), { inputMode: shop.variant === 'cz' ? 'numeric' : undefined, maxLength: 20 })}
                {shop.variant === 'cz' ? field('billing_vat_id', t('checkout.vatId'), { hint: t('checkout.vatIdHint'), maxLength: 20 }) : null}
              </div>,
            )}
            {toggledPart(
              { name: 'ship_to_other', label: t('checkout.shipToOther'), testId: 'ship-to-other' },
              { kind: 'delivery-address', legend: t('checkout.deliveryAddress'), hint: t('checkout.deliveryAddressHint') },
              addressFields('shipping', false),
            )}
          </CheckoutStep>

          <CheckoutStep id="delivery" n={3} title={t('checkout.delivery')}>
            <CheckoutChoices
              field={shippingField}
              legend={t('checkout.delivery')}
              onSelect={(id) => setShipping(id)}
              loadFailed={t('checkout.errors.shippingLoad')}
              empty={t('checkout.noShipping')}
              choices={shippingOptions && shippingOptions.map((option) => ({
                value: option.id,
                title: option.name,
                aside: <span className="choice__price">{option.amount === null ? '' : option.amount === 0 ? t('checkout.free') : money(option.amount, currency)}</span>,
              }))}
            />
            {/* The live courier check's verdict (the same check runs again when the order is placed). */}
            <p className={courierRefused ? 'notice notice--warning' : 'visually-hidden'} role="status" data-testid="courier-check">
              {courierRefused ?? ''}
            </p>
            <FieldError id={shippingField.errorId} name={shippingField.name} error={shippingField.error} />
            {showPicker && pickupOption ? (
              <PickupPointPicker
                points={pickupPoints}
                initialQuery={pickupQuery}
                selectedId={values.pickup_point_id}
                error={errors.pickup_point_id}
                onSelect={(id) => setShipping(pickupOption.id, { pickup_point_id: id })}
              />
            ) : null}
            {showTimeslots ? <TimeslotPicker timeslots={timeslots} selected={values.timeslot} error={errors.timeslot} /> : null}
            {showStores && storeOption ? (
              <StorePicker
                stores={stores}
                selectedId={values.stock_location_id}
                error={errors.stock_location_id}
                onSelect={(id) => setShipping(storeOption.id, { stock_location_id: id })}
              />
            ) : null}
          </CheckoutStep>

          <CheckoutStep id="payment" n={4} title={t('checkout.payment')}>
            <CheckoutChoices
              field={paymentField}
              legend={t('checkout.payment')}
              onSelect={choosePayment}
              loadFailed={t('checkout.errors.paymentLoad')}
              notice={
                installmentsOnly ? (
                  <p className="notice" data-testid="installments-only">
                    {t('payment.installmentsOnly')}
                  </p>
                ) : null
              }
              choices={paymentProviders && paymentChoices(paymentProviders, installments).map((choice) => ({
                value: choice.value,
                title: choice.name ?? (choice.nameKey ? t(choice.nameKey) : choice.value),
                description: choice.note ?? (choice.noteKey ? t(choice.noteKey) : ''),
                // The fee under the name (it wraps on a phone; the price column does not).
                children:
                  isCashOnDelivery(choice.value) && codFee !== null ? (
                    <small className="choice__description choice__fee" data-testid="cod-fee">
                      {t('payment.cashOnDeliveryFee', { fee: money(codFee, currency) })}
                    </small>
                  ) : null,
              }))}
            />
            <FieldError id={paymentField.errorId} name={paymentField.name} error={paymentField.error} />
          </CheckoutStep>

          <CheckoutStep id="discount" n={5} title={t('discount.title')}>
            {summary.promotions.length > 0 ? (
              <ul className="discount__applied">
                {summary.promotions.map((promotion) => (
                  <li key={promotion.id} className="discount__chip">
                    <span data-testid="applied-code">{promotion.code}</span>
                    <button type="submit" name="intent" value={`remove-promo:${promotion.code}`} formNoValidate className="button button--link">
                      {t('discount.remove')}
                      <span className="visually-hidden"> {promotion.code}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="discount__form">
              <DiscountCodeInput id="checkout-discount" error={actionData?.promoError} nested />
            </div>
            <DiscountCodeOutcome id="checkout-discount" error={actionData?.promoError} applied={actionData?.promoApplied} />
            <p className="field__hint">
              <Link to={promotionsPath} target="_blank" rel="noopener">
                {t('publicPromotions.link')}
              </Link>
            </p>
            <IsicDiscount card={summary.isic} outcome={actionData?.isic} />
            <TradeInBonus bonuses={summary.tradeIn} currency={currency} outcome={actionData?.tradeIn} />
          </CheckoutStep>
        </div>

        <aside className="checkout__summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{t('summary.title')}</h2>
          <ul className="summary-lines" data-testid="summary-lines">
            {summary.lines.map((line) => (
              <li key={line.id} className="summary-line">
                {line.thumbnail ? <img src={line.thumbnail} alt="" width={48} height={48} /> : <span className="mini-cart__noimg" />}
                <span className="summary-line__name">
                  {line.title}
                  {line.variantTitle ? <small>{line.variantTitle}</small> : null}
                  <LinePaymentNote choice={line.payment} currencyCode={currency} />
                </span>
                <span className="summary-line__qty">{t('cart.quantityShort', { count: line.quantity })}</span>
                <span className="summary-line__price">{money(line.total, currency)}</span>
              </li>
            ))}
          </ul>
          {summary.shippingMethod ? (
            <p className="summary__method">
              {t('summary.shippingMethod')}: <strong>{summary.shippingMethod}</strong>
            </p>
          ) : null}
          <div aria-live="polite" className={shippingFetcher.state !== 'idle' ? 'is-loading' : undefined}>
            <SummaryTotals totals={summary.totals} />
          </div>

          <div className={`field ${errors.consent ? 'field--invalid' : ''}`}>
            <label className="check check--block">
              <input
                type="checkbox"
                name="consent"
                defaultChecked={values.consent === 'on'}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? 'consent-error' : undefined}
                data-testid="consent"
              />
              <span>
                {t('checkout.consentBefore')}{' '}
                <Link to="/info/terms" target="_blank">
                  {t('checkout.consentTerms')}
                </Link>{' '}
                {t('checkout.consentAnd')}{' '}
                <Link to="/info/privacy" target="_blank">
                  {t('checkout.consentPrivacy')}
                </Link>
              </span>
            </label>
            {errors.consent ? (
              <p id="consent-error" className="field__error" data-testid="error-consent">
                {errors.consent}
              </p>
            ) : null}
          </div>

          <button
            type="submit"
            name="intent"
            value="place-order"
            className="button button--primary button--large button--block"
            disabled={submitting || updatingCart}
            aria-busy={submitting || updatingCart}
            data-testid="checkout-submit"
          >
            {submitting ? t('checkout.submitting') : t('checkout.submit')}
          </button>
          <p className="checkout__legal">{t('checkout.obligationNote')}</p>
        </aside>
      </CartChangeForm>
    </div>
  );
}
