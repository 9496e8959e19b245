import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { COURIER_OPTION_CODE, PICKUP_POINT_OPTION_CODE, STORE_PICKUP_OPTION_CODE } from '@electroshop/contracts/delivery';
import { PUBLIC_PROMOTIONS_PATHS } from '@electroshop/contracts/promotion';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { valuesFromAccount } from '~/features/account/checkout-prefill.server';
import { retrieveCart } from '~/features/cart/cart.server';
import { CartChangeForm } from '~/features/cart/components/CartChangeForm';
import { toSummary } from '~/features/cart/summary';
import type { CheckoutActionData } from '~/features/checkout/checkout-answer';
import { listPaymentProviderIds, listShippingChoices, valuesFromCart } from '~/features/checkout/checkout-data.server';
import { checkoutIntents } from '~/features/checkout/checkout-intents.server';
import { readCheckoutValues } from '~/features/checkout/checkout.server';
import { BillingStep } from '~/features/checkout/components/BillingStep';
import type { CheckoutFormState } from '~/features/checkout/components/CheckoutInput';
import { CheckoutSummary } from '~/features/checkout/components/CheckoutSummary';
import { ContactStep } from '~/features/checkout/components/ContactStep';
import { DeliveryStep } from '~/features/checkout/components/DeliveryStep';
import { DiscountStep } from '~/features/checkout/components/DiscountStep';
import { PaymentStep } from '~/features/checkout/components/PaymentStep';
import { hasInstallmentLine, providersForLines } from '~/features/checkout/payment';
import { useCourierCheck } from '~/features/checkout/use-courier-check';
import { useDeliveryChoice } from '~/features/checkout/use-delivery-choice';
import { PICKUP_SEARCH_FORM } from '~/features/delivery/components/PickupPointPicker';
import { listPickupPoints } from '~/features/delivery/pickup-points.server';
import { listStores } from '~/features/delivery/stores.server';
import { listTimeslots } from '~/features/delivery/timeslots.server';
import { checkoutInstallmentChoices } from '~/features/installment/installments.server';
import { getShopConfig } from '~/lib/config.server';
import { pickIntent } from '~/lib/form-intent';
import { useTranslation } from '~/lib/i18n';
import { serverT, withMessages } from '~/lib/i18n.server';
import { errorMessage } from '~/lib/medusa.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: d?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(
  loadPage,
  'cart',
  'checkout',
  'delivery',
  'discount',
  'installment',
  'isic',
  'linePayment',
  'payment',
  'publicPromotions',
  'summary',
  'tradeIn',
);

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

/** Every intent of the checkout form (features/checkout/checkout-intents.server.ts); placing the order is its default. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const cart = await retrieveCart(request);
  if (!cart || (cart.items?.length ?? 0) === 0) return redirect('/cart');
  const values = readCheckoutValues(form);
  const picked = pickIntent(checkoutIntents, form, 'place-order');
  if (!picked) return data<CheckoutActionData>({ values, formError: serverT()('errors.generic') }, { status: 400 });
  return picked.handler({ cart, form, values, argument: picked.argument, context });
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  const { summary, installmentsOnly, defaults, shippingOptions, paymentProviders, installments, pickupPoints, stores, timeslots, pickupQuery, promotionsPath } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const values = actionData?.values ?? defaults;
  const delivery = useDeliveryChoice(shippingOptions, values);
  const courier = useCourierCheck(formRef);
  const form: CheckoutFormState = { values, errors: { ...(actionData?.errors ?? {}), ...delivery.errors } };
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place-order';

  // Move focus to the first field with an error after a failed submit.
  useEffect(() => {
    if (!actionData?.errors && !actionData?.formError) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .form-error');
    target?.focus();
  }, [actionData]);

  return (
    <div className="container checkout-page">
      <Breadcrumbs items={[{ label: t('cart.title'), to: '/cart' }, { label: t('checkout.title') }]} />
      <h1>{t('checkout.title')}</h1>
      {/* The pickup-point search without JavaScript: its field sits in the picker (form="pickup-search"). */}
      <form method="get" id={PICKUP_SEARCH_FORM} />

      <CartChangeForm busy={delivery.updating} method="post" id="checkout-form" className="checkout" noValidate ref={formRef} data-testid="checkout-form">
        {/* Enter in any field places the order (the first submit button is the default). */}
        <button type="submit" name="intent" value="place-order" className="visually-hidden" tabIndex={-1} aria-hidden="true" disabled={delivery.updating}>
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
          <ContactStep form={form} />
          <BillingStep form={form} onDeliveryPostcode={courier.check} />
          <DeliveryStep
            form={form}
            currency={summary.totals.currencyCode}
            shippingOptions={shippingOptions}
            delivery={delivery}
            courierRefused={courier.refused}
            pickupPoints={pickupPoints}
            pickupQuery={pickupQuery}
            stores={stores}
            timeslots={timeslots}
          />
          <PaymentStep
            form={form}
            currency={summary.totals.currencyCode}
            paymentProviders={paymentProviders}
            installments={installments}
            installmentsOnly={installmentsOnly}
            codFee={delivery.codFee}
            onSelect={delivery.choosePayment}
          />
          <DiscountStep summary={summary} outcome={actionData} promotionsPath={promotionsPath} />
        </div>
        <CheckoutSummary form={form} summary={summary} updating={delivery.updating} submitting={submitting} />
      </CartChangeForm>
    </div>
  );
}
