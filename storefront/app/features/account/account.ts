/** A saved address as Medusa's `/store/customers/me/addresses` answers it; the company numbers live in its metadata. */
export interface AccountAddress {
  id: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address_1: string | null;
  city: string | null;
  postal_code: string | null;
  phone: string | null;
  is_default_shipping: boolean;
  is_default_billing: boolean;
  metadata: { company_id?: string | null; vat_id?: string | null } | null;
}
