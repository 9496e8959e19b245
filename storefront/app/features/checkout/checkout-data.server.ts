import type { HttpTypes } from '@medusajs/types';
import type { CheckoutValues } from './checkout';
import { getSdk } from '~/lib/medusa.server';
import { freeShippingFrom } from './free-shipping';
import { CASH_ON_DELIVERY_SUFFIX, isCashOnDeliveryCode, ratesFreeFrom } from '@electroshop/contracts/delivery';

export interface ShippingChoice {
  id: string;
  name: string;
  /** The option type's code: courier, pickup-point, store-pickup. */
  code: string | null;
  amount: number | null;
  /** The item total from which it is free, if ever. */
  freeFrom: number | null;
  /** Its cash-on-delivery twin (the same delivery, priced with the fee), where the carrier takes cash. */
  cashOnDelivery: { optionId: string; fee: number | null } | null;
}

/**
 * The cart's deliveries with their prices. Carrier deliveries are priced by
 * the cart's weight and value (calculated options): Medusa lists them without
 * a price and prices each through `POST /store/shipping-options/:id/calculate`,
 * so the shopper sees what the cart will cost before choosing. `prices: false`
 * skips that where only the free-delivery thresholds are wanted (the cart page).
 */
export async function listShippingChoices(cartId: string, currencyCode: string, { prices = true } = {}): Promise<ShippingChoice[]> {
  const sdk = await getSdk();
  const { shipping_options: listed } = await sdk.store.fulfillment.listCartOptions({ cart_id: cartId });
  const shipping_options = await Promise.all(
    listed.map(async (option) => {
      if (option.price_type !== 'calculated' || !prices) return option;
      // An option its provider cannot price now cannot be chosen either: it is left out.
      return sdk.store.fulfillment.calculate(option.id, { cart_id: cartId }).then(
        ({ shipping_option }) => ({ ...option, amount: shipping_option.amount }),
        () => null,
      );
    }),
  ).then((options) => options.filter((option): option is (typeof listed)[number] => option !== null));
  const amount = (option: (typeof shipping_options)[number] | undefined) => (typeof option?.amount === 'number' ? option.amount : null);
  // A cash-on-delivery option is not a delivery of its own: it is chosen by paying cash (see payment.ts).
  return shipping_options
    .filter((option) => !isCashOnDeliveryCode(option.type?.code))
    .map((option) => {
      const cod = option.type?.code ? shipping_options.find((o) => o.type?.code === `${option.type?.code}${CASH_ON_DELIVERY_SUFFIX}`) : undefined;
      const [base, withFee] = [amount(option), amount(cod)];
      return {
        id: option.id,
        name: option.name,
        code: option.type?.code ?? null,
        amount: base,
        freeFrom:
          freeShippingFrom((option as { prices?: Parameters<typeof freeShippingFrom>[0] }).prices, currencyCode) ?? ratesFreeFrom(option.data, currencyCode),
        cashOnDelivery: cod ? { optionId: cod.id, fee: base !== null && withFee !== null ? withFee - base : null } : null,
      };
    });
}

export async function listPaymentProviderIds(regionId: string): Promise<string[]> {
  const sdk = await getSdk();
  const { payment_providers } = await sdk.store.payment.listPaymentProviders({ region_id: regionId });
  return payment_providers.map((p) => p.id);
}

type AddressLike = {
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  address_1?: string | null;
  city?: string | null;
  postal_code?: string | null;
  metadata?: Record<string, unknown> | null;
};

const ADDRESS_PARTS = ['first_name', 'last_name', 'company', 'address_1', 'city', 'postal_code'] as const;

/** One address block of the form (`billing_*` or `shipping_*`, with a company purchase's identifiers) from an address of the cart or of the account. */
export function addressValues(kind: 'billing' | 'shipping', address: AddressLike | null | undefined): CheckoutValues {
  const values: CheckoutValues = {};
  for (const part of ADDRESS_PARTS) {
    const value = address?.[part];
    if (value) values[`${kind}_${part}` as keyof CheckoutValues] = value;
  }
  // A company's identifiers (account and cart addresses keep them in `metadata`) make it a company purchase.
  const companyId = address?.metadata?.company_id;
  const vatId = address?.metadata?.vat_id;
  if (kind === 'billing' && typeof companyId === 'string' && companyId) {
    Object.assign(values, { billing_is_company: 'on', billing_company_id: companyId }, typeof vatId === 'string' && vatId ? { billing_vat_id: vatId } : {});
  }
  return values;
}

/** What the cart already holds, to prefill the form (e.g. after a reload). */
export function valuesFromCart(cart: HttpTypes.StoreCart): CheckoutValues {
  const billing = cart.billing_address;
  const shipping = cart.shipping_address;
  const values: CheckoutValues = { ...addressValues('billing', billing) };
  const set = (field: keyof CheckoutValues, value: string | null | undefined) => {
    if (value) values[field] = value;
  };
  set('email', cart.email);
  set('phone', billing?.phone ?? shipping?.phone);
  const differs = billing && shipping?.address_1 && (shipping.address_1 !== billing.address_1 || shipping.last_name !== billing.last_name);
  if (differs) Object.assign(values, { ship_to_other: 'on' }, addressValues('shipping', shipping));
  set('shipping_option_id', cart.shipping_methods?.[0]?.shipping_option_id);
  const point = (cart.shipping_methods?.[0]?.data as { pickup_point_id?: string } | undefined)?.pickup_point_id;
  set('pickup_point_id', point);
  set('stock_location_id', (cart.shipping_methods?.[0]?.data as { stock_location_id?: string } | undefined)?.stock_location_id);
  set('payment_provider_id', cart.payment_collection?.payment_sessions?.[0]?.provider_id);
  return values;
}
