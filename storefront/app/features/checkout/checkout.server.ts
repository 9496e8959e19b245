import {
  companyPurchaseProblems,
  compactCompanyId,
  normalizeEmail,
  normalizePhone,
  normalizePostcode,
  validateEmail,
  validatePhone,
  validatePostcode,
  validationMessage,
} from '@electroshop/domain';
import type { HttpTypes } from '@medusajs/types';
import type { CardPaymentMethod } from '@electroshop/contracts/payment';
import { z } from 'zod';
import { CHECKOUT_FIELDS, type CheckoutErrors, type CheckoutValues } from './checkout';
import { getShopConfig } from '~/lib/config.server';
import { serverT } from '~/lib/i18n.server';
import { errorMessage, getSdk, isFetchError } from '~/lib/medusa.server';
import { answerError, backendApi, BackendError } from '~/lib/backend.server';
import {
  CASH_ON_DELIVERY_SUFFIX,
  COURIER_OPTION_CODE,
  PICKUP_POINT_OPTION_CODE,
  STORE_PICKUP_OPTION_CODE,
  deliveryCode,
  isCashOnDeliveryCode,
} from '@electroshop/contracts/delivery';
import { isCashOnDelivery, parsePaymentChoice } from './payment';
import { completingWhileBusy } from './busy-retry';

const text = (max: number) => z.string().trim().max(max);

/** The raw form, trimmed; everything the shopper typed goes back on error. */
export function readCheckoutValues(form: FormData): CheckoutValues {
  const values: CheckoutValues = {};
  for (const field of CHECKOUT_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string' && value !== '') values[field] = value;
  }
  return values;
}

const addressShape = {
  first_name: text(100),
  last_name: text(100),
  company: text(200).optional(),
  address_1: text(200),
  city: text(100),
  postal_code: text(20),
};

const schema = z.object({
  email: text(254),
  phone: text(40),
  billing: z.object({ ...addressShape, metadata: z.object({ company_id: text(20), vat_id: text(20).optional() }).optional() }),
  ship_to_other: z.boolean(),
  shipping: z.object(addressShape).optional(),
  shipping_option_id: z.string().trim(),
  pickup_point_id: z.string().trim().max(100).optional(),
  stock_location_id: z.string().trim().max(100).optional(),
  timeslot: z.string().trim().max(120).optional(),
  payment_provider_id: z.string().trim(),
  consent: z.boolean(),
});

export type CheckoutData = z.infer<typeof schema>;

export type CheckoutValidation = { ok: true; data: CheckoutData } | { ok: false; errors: CheckoutErrors };

/**
 * Server validation of the checkout form: required fields, e-mail, phone and
 * postcode through the shared domain validators, messages in the shop language.
 */
export function validateCheckout(values: CheckoutValues): CheckoutValidation {
  const t = serverT();
  const { locale, variant } = getShopConfig();
  const errors: CheckoutErrors = {};
  const message = (key: string) => validationMessage(key, locale);
  const maxLength = (max: number) => validationMessage('max_length', locale, { maxlength: max });

  const required = (field: keyof CheckoutValues) => {
    if (!values[field]?.trim()) errors[field] = message('required');
  };
  const tooLong = (field: keyof CheckoutValues, max: number) => {
    if (!errors[field] && (values[field]?.trim().length ?? 0) > max) errors[field] = maxLength(max);
  };

  required('email');
  if (!errors.email) {
    const key = validateEmail(values.email);
    if (key) errors.email = message(key);
  }
  required('phone');
  if (!errors.phone) {
    const key = validatePhone(values.phone, variant);
    if (key) errors.phone = message(key);
  }

  const shipToOther = values.ship_to_other === 'on' || values.ship_to_other === 'true';
  const prefixes = shipToOther ? (['billing', 'shipping'] as const) : (['billing'] as const);
  for (const prefix of prefixes) {
    for (const name of ['first_name', 'last_name', 'address_1', 'city', 'postal_code'] as const) {
      required(`${prefix}_${name}`);
    }
    for (const [name, max] of [
      ['first_name', 100],
      ['last_name', 100],
      ['company', 200],
      ['address_1', 200],
      ['city', 100],
    ] as const) {
      tooLong(`${prefix}_${name}`, max);
    }
    const postcodeField = `${prefix}_postal_code` as const;
    if (!errors[postcodeField]) {
      const key = validatePostcode(values[postcodeField], variant);
      if (key) errors[postcodeField] = message(key);
    }
  }

  // Buying as a company: name, IČO (and DIČ when given) in cz, CUI in ro, by the same rules as the backend's.
  const asCompany = values.billing_is_company === 'on' || values.billing_is_company === 'true';
  const companyProblems = companyPurchaseProblems(
    { company: values.billing_company, company_id: values.billing_company_id, vat_id: values.billing_vat_id },
    variant,
    asCompany,
  );
  for (const [name, key] of Object.entries(companyProblems)) {
    const field = `billing_${name}` as keyof CheckoutValues;
    if (!errors[field]) errors[field] = message(key);
  }

  if (!values.shipping_option_id) errors.shipping_option_id = t('checkout.errors.chooseShipping');
  if (!values.payment_provider_id) errors.payment_provider_id = t('checkout.errors.choosePayment');
  if (values.consent !== 'on') errors.consent = t('checkout.errors.consent');

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // The invoice address's company is the company purchase's (its part of the form); the delivery address may name one anyway.
  const company = (prefix: 'billing' | 'shipping') => (prefix === 'shipping' || asCompany ? values[`${prefix}_company`] || undefined : undefined);
  const address = (prefix: 'billing' | 'shipping') => ({
    first_name: values[`${prefix}_first_name`] ?? '',
    last_name: values[`${prefix}_last_name`] ?? '',
    company: company(prefix),
    address_1: values[`${prefix}_address_1`] ?? '',
    city: values[`${prefix}_city`] ?? '',
    postal_code: normalizePostcode(values[`${prefix}_postal_code`], variant) ?? values[`${prefix}_postal_code`] ?? '',
  });
  const parsed = schema.safeParse({
    email: normalizeEmail(values.email),
    phone: normalizePhone(values.phone, variant) ?? values.phone,
    billing: {
      ...address('billing'),
      // Stored like an account address's identifiers (`metadata.company_id`, `metadata.vat_id`).
      metadata: asCompany
        ? {
            company_id: compactCompanyId(values.billing_company_id),
            ...(variant === 'cz' && values.billing_vat_id ? { vat_id: compactCompanyId(values.billing_vat_id) } : {}),
          }
        : undefined,
    },
    ship_to_other: shipToOther,
    shipping: shipToOther ? address('shipping') : undefined,
    shipping_option_id: values.shipping_option_id,
    pickup_point_id: values.pickup_point_id || undefined,
    stock_location_id: values.stock_location_id || undefined,
    timeslot: values.timeslot || undefined,
    payment_provider_id: values.payment_provider_id,
    consent: true,
  });
  if (!parsed.success) return { ok: false, errors: { email: t('errors.generic') } };
  return { ok: true, data: parsed.data };
}

export type PlaceOrderResult =
  | { ok: true; order: HttpTypes.StoreOrder; cardMethod: CardPaymentMethod | null; installments: boolean }
  | { ok: false; error: string; field?: keyof CheckoutErrors };

/** Sets contact and addresses, the delivery method and the payment, then completes the cart. */
export async function placeOrder(cart: HttpTypes.StoreCart, input: CheckoutData, context: unknown): Promise<PlaceOrderResult> {
  const t = serverT();
  const sdk = await getSdk();
  const { countryCode } = getShopConfig();
  const toAddress = <A extends CheckoutData['billing']>(a: A) => ({ ...a, country_code: countryCode, phone: input.phone });

  const billing = toAddress(input.billing);
  // The company's identifiers belong to the invoice address only.
  const { metadata: _companyIds, ...billingWithoutIds } = billing;
  const shipping = input.ship_to_other && input.shipping ? toAddress(input.shipping) : billingWithoutIds;
  await sdk.store.cart.update(cart.id, {
    email: input.email,
    billing_address: billing,
    shipping_address: shipping,
  });

  const options = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id });
  const chosen = options.shipping_options.find((o) => o.id === input.shipping_option_id && !isCashOnDeliveryCode(o.type?.code));
  if (!chosen) {
    return { ok: false, error: t('checkout.errors.shippingUnavailable'), field: 'shipping_option_id' };
  }
  // The gateway's choice is `provider:method`, the installment partner's `provider:baremId`; either travels in the session's data.
  const { providerId, method, baremId } = parsePaymentChoice(input.payment_provider_id);
  // Paying cash on delivery, the delivery is its cash-on-delivery twin: the same carrier, priced with the fee.
  const option = isCashOnDelivery(providerId)
    ? options.shipping_options.find((o) => o.type?.code === `${chosen.type?.code}${CASH_ON_DELIVERY_SUFFIX}`)
    : chosen;
  if (!option) return { ok: false, error: t('payment.cashOnDeliveryOnly'), field: 'payment_provider_id' };
  const code = deliveryCode(option.type?.code);
  const toPoint = code === PICKUP_POINT_OPTION_CODE;
  const toStore = code === STORE_PICKUP_OPTION_CODE;
  if (toPoint && !input.pickup_point_id) return { ok: false, error: t('delivery.choosePoint'), field: 'pickup_point_id' };
  if (toStore && !input.stock_location_id) return { ok: false, error: t('delivery.chooseStore'), field: 'stock_location_id' };
  let withShipping: Awaited<ReturnType<typeof sdk.store.cart.addShippingMethod>>;
  try {
    withShipping = await sdk.store.cart.addShippingMethod(
      cart.id,
      { option_id: option.id, data: deliveryData(option.type?.code, input) },
      { fields: '*payment_collection,*payment_collection.payment_sessions' },
    );
  } catch (error) {
    // The backend checks the point (gone, closed or full: the spec's "unavailable or congested"), the store's stock,
    // whether the courier delivers to the address and the courier's window (its message names the reason).
    if (isFetchError(error) && error.status === 400) {
      const field = toPoint ? 'pickup_point_id' : toStore ? 'stock_location_id' : input.timeslot ? 'timeslot' : 'shipping_option_id';
      return { ok: false, error: errorMessage(error), field };
    }
    throw error;
  }

  const sessionData = method ? { method } : baremId ? { barem_id: baremId } : null;
  const session = await startPaymentSession(withShipping.cart, { provider_id: providerId, ...(sessionData ? { data: sessionData } : {}) }, context);
  if (!session.ok) {
    const refusal = answerError(session);
    // Refused by the backend (a provider the region or the lines do not allow, e.g. leasing with another payment type).
    const atPayment = refusal.fieldError('provider_id');
    if (session.status === 400 && atPayment) return { ok: false, error: atPayment, field: 'payment_provider_id' };
    throw new BackendError(session.status, refusal);
  }

  // Completed through backendApi, which keeps the refusal's field errors (the SDK keeps only its message).
  const completed = await completingWhileBusy(() =>
    backendApi<HttpTypes.StoreCompleteCartResponse>({ context }, `/store/carts/${encodeURIComponent(cart.id)}/complete`, { method: 'POST' }),
  );
  if (!completed.ok) {
    const refusal = answerError(completed);
    // The backend checks the barem against the total and the lines' installment and lease choices against the payment.
    const atPayment = refusal.fieldError('payment_provider_id');
    if (completed.status === 400 && atPayment) return { ok: false, error: atPayment, field: 'payment_provider_id' };
    // A warranty extension or insurance whose price moved since it was chosen: the shopper chooses it again in the cart.
    const extraChanged = refusal.fieldError('insurance') ?? refusal.fieldError('warranty');
    if (completed.status === 400 && extraChanged) return { ok: false, error: extraChanged };
    throw new BackendError(completed.status, refusal);
  }
  const result = completed.body;
  if (result.type === 'order') return { ok: true, order: result.order, cardMethod: method, installments: Boolean(baremId) };
  return { ok: false, error: result.error?.message || t('checkout.errors.orderFailed') };
}

/**
 * The payment session at the chosen provider, as Medusa's SDK starts one (the cart's payment collection,
 * created when it has none), but through backendApi, which keeps a refusal's field errors.
 */
async function startPaymentSession(cart: HttpTypes.StoreCart, body: { provider_id: string; data?: Record<string, unknown> }, context: unknown) {
  let collectionId = cart.payment_collection?.id;
  if (!collectionId) {
    const created = await backendApi<HttpTypes.StorePaymentCollectionResponse>({ context }, '/store/payment-collections', {
      method: 'POST',
      body: { cart_id: cart.id },
    });
    if (!created.ok) throw new BackendError(created.status, answerError(created));
    collectionId = created.body.payment_collection.id;
  }
  return backendApi({ context }, `/store/payment-collections/${encodeURIComponent(collectionId)}/payment-sessions`, { method: 'POST', body });
}

/** The delivery method picked before the order is placed: with JavaScript the summary shows its price at once. */
export async function chooseDeliveryMethod(cartId: string, optionId: string, data?: Record<string, string>): Promise<void> {
  const sdk = await getSdk();
  await sdk.store.cart.addShippingMethod(cartId, { option_id: optionId, data });
}

/** What the delivery method carries: the chosen pickup point, store or courier window (the backend checks and completes it). */
export function deliveryData(
  optionCode: string | null | undefined,
  input: { pickup_point_id?: string; stock_location_id?: string; timeslot?: string },
): Record<string, string> | undefined {
  const code = deliveryCode(optionCode);
  if (code === PICKUP_POINT_OPTION_CODE && input.pickup_point_id) return { pickup_point_id: input.pickup_point_id };
  if (code === STORE_PICKUP_OPTION_CODE && input.stock_location_id) return { stock_location_id: input.stock_location_id };
  if (code === COURIER_OPTION_CODE && input.timeslot) return { timeslot: input.timeslot };
  return undefined;
}
