import { EMAIL_VERIFIED_AT, SHOP_ACCOUNT_FLAG, storedFavorites, type AccountSummary } from "@electroshop/contracts/account"

type CustomerLike = {
  id: string
  email: string
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  metadata?: Record<string, unknown> | null
}

/** The signed-in customer as the account pages read it. */
export function accountSummary(customer: CustomerLike): AccountSummary {
  return {
    id: customer.id,
    email: customer.email,
    first_name: customer.first_name ?? null,
    last_name: customer.last_name ?? null,
    phone: customer.phone ?? null,
    email_verified: Boolean(customer.metadata?.[EMAIL_VERIFIED_AT]),
    shop_account: customer.metadata?.[SHOP_ACCOUNT_FLAG] === true,
    favorites: storedFavorites(customer.metadata),
  }
}
