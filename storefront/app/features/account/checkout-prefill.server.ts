import type { CheckoutValues } from '~/features/checkout/checkout';
import type { AccountAddress } from './account';
import { accountApi, currentCustomer } from './account.server';

/**
 * The checkout form of a signed-in customer starts from the account: e-mail,
 * phone, the default invoice address (else the first) and, when another one
 * is the default for delivery, that one. Nothing for a guest.
 */
export async function valuesFromAccount(request: Request): Promise<CheckoutValues> {
  const customer = await currentCustomer(request);
  if (!customer) return {};
  const answer = await accountApi<{ addresses: AccountAddress[] }>({ request }, '/store/customers/me/addresses?limit=50').catch(() => null);
  const addresses = answer?.ok ? answer.body.addresses : [];
  const billing = addresses.find((address) => address.is_default_billing) ?? addresses[0];
  const shipping = addresses.find((address) => address.is_default_shipping && address.id !== billing?.id);
  const values: CheckoutValues = {};
  const set = (field: keyof CheckoutValues, value: string | null | undefined) => {
    if (value) values[field] = value;
  };
  set('email', customer.email);
  set('phone', customer.phone ?? billing?.phone);
  set('billing_first_name', billing?.first_name ?? customer.first_name);
  set('billing_last_name', billing?.last_name ?? customer.last_name);
  set('billing_company', billing?.company);
  set('billing_address_1', billing?.address_1);
  set('billing_city', billing?.city);
  set('billing_postal_code', billing?.postal_code);
  if (shipping) {
    values.ship_to_other = 'on';
    set('shipping_first_name', shipping.first_name);
    set('shipping_last_name', shipping.last_name);
    set('shipping_company', shipping.company);
    set('shipping_address_1', shipping.address_1);
    set('shipping_city', shipping.city);
    set('shipping_postal_code', shipping.postal_code);
  }
  return values;
}
