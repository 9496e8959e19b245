import type { CheckoutValues } from '~/features/checkout/checkout';
import { addressValues } from '~/features/checkout/checkout-data.server';
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
  const values: CheckoutValues = {
    email: customer.email,
    billing_first_name: customer.first_name ?? undefined,
    billing_last_name: customer.last_name ?? undefined,
    ...addressValues('billing', billing),
    ...(shipping ? { ship_to_other: 'on', ...addressValues('shipping', shipping) } : {}),
  };
  const phone = customer.phone ?? billing?.phone;
  if (phone) values.phone = phone;
  return values;
}
