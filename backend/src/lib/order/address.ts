/** An order's address as `query.graph` reads it: every field may be missing or empty. */
export type OrderAddressFields = {
  first_name?: string | null
  last_name?: string | null
  company?: string | null
  address_1?: string | null
  address_2?: string | null
  postal_code?: string | null
  city?: string | null
  country_code?: string | null
  metadata?: Record<string, unknown> | null
}

/** The billing address's fields as `query.graph` reads them (OrderAddressFields), a company's identifiers in its metadata. */
export const BILLING_ADDRESS_FIELDS = ["first_name", "last_name", "company", "address_1", "address_2", "postal_code", "city", "country_code", "metadata"].map(
  (field) => `billing_address.${field}`,
)
