/** `customer.metadata` flag of shop accounts, created by staff for in-store customers: they cannot edit their personal data. */
export const SHOP_ACCOUNT_FLAG = 'shop_account';
/** `customer.metadata` key: when the customer confirmed the e-mail address (ISO time). */
export const EMAIL_VERIFIED_AT = 'email_verified_at';

/** The signed-in customer as the account pages show it (`GET /store/account`). */
export interface AccountSummary {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email_verified: boolean;
  shop_account: boolean;
  /** Favourite products (ids, most recent first). */
  favorites: string[];
}

/** GET /store/account, POST /store/account/register (201) and POST /store/account/verify: the customer. */
export type StoreAccountResponse = { customer: AccountSummary };

/** POST /store/account/verification-email → 202: the e-mail is on its way. */
export type StoreVerificationEmailResponse = { sent: true };

/** POST /store/account/password: the new password is set. */
export type StoreChangePasswordResponse = { success: true };
