import type { FieldErrors } from '~/lib/field-errors';

/** Names of the checkout form fields (shared by the page and the server validation). */
export const CHECKOUT_FIELDS = [
  'email',
  'phone',
  'billing_first_name',
  'billing_last_name',
  'billing_is_company',
  'billing_company',
  'billing_company_id',
  'billing_vat_id',
  'billing_address_1',
  'billing_city',
  'billing_postal_code',
  'ship_to_other',
  'shipping_first_name',
  'shipping_last_name',
  'shipping_company',
  'shipping_address_1',
  'shipping_city',
  'shipping_postal_code',
  'shipping_option_id',
  'pickup_point_id',
  'stock_location_id',
  'timeslot',
  'payment_provider_id',
  'consent',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Partial<Record<CheckoutField, string>>;
export type CheckoutErrors = FieldErrors<CheckoutField>;
