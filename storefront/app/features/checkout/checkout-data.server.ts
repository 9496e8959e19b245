import type { HttpTypes } from '@medusajs/types';
import type { CheckoutValues } from './checkout';
import { getSdk } from '~/lib/medusa.server';
import { freeShippingFrom } from './free-shipping';

export interface ShippingChoice {
  id: string;
  name: string;
  amount: number | null;
  /** The item total from which it is free, if ever. */
  freeFrom: number | null;
}

export async function listShippingChoices(cartId: string, currencyCode: string): Promise<ShippingChoice[]> {
  const sdk = await getSdk();
  const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cartId });
  return shipping_options.map((option) => ({
    id: option.id,
    name: option.name,
    amount: typeof option.amount === 'number' ? option.amount : null,
    freeFrom: freeShippingFrom((option as { prices?: Parameters<typeof freeShippingFrom>[0] }).prices, currencyCode),
  }));
}

export async function listPaymentProviderIds(regionId: string): Promise<string[]> {
  const sdk = await getSdk();
  const { payment_providers } = await sdk.store.payment.listPaymentProviders({ region_id: regionId });
  return payment_providers.map((p) => p.id);
}

/** What the cart already holds, to prefill the form (e.g. after a reload). */
export function valuesFromCart(cart: HttpTypes.StoreCart): CheckoutValues {
  const billing = cart.billing_address;
  const shipping = cart.shipping_address;
  const values: CheckoutValues = {};
  const set = (field: keyof CheckoutValues, value: string | null | undefined) => {
    if (value) values[field] = value;
  };
  set('email', cart.email);
  set('phone', billing?.phone ?? shipping?.phone);
  set('billing_first_name', billing?.first_name);
  set('billing_last_name', billing?.last_name);
  set('billing_company', billing?.company);
  set('billing_address_1', billing?.address_1);
  set('billing_city', billing?.city);
  set('billing_postal_code', billing?.postal_code);
  const differs =
    billing && shipping?.address_1 && (shipping.address_1 !== billing.address_1 || shipping.last_name !== billing.last_name);
  if (differs) {
    values.ship_to_other = 'on';
    set('shipping_first_name', shipping.first_name);
    set('shipping_last_name', shipping.last_name);
    set('shipping_company', shipping.company);
    set('shipping_address_1', shipping.address_1);
    set('shipping_city', shipping.city);
    set('shipping_postal_code', shipping.postal_code);
  }
  set('shipping_option_id', cart.shipping_methods?.[0]?.shipping_option_id);
  set('payment_provider_id', cart.payment_collection?.payment_sessions?.[0]?.provider_id);
  return values;
}
