import type { ShopVariant } from '@electroshop/domain/variant';

export interface AccountPaths {
  /** The account summary. */
  account: string;
  login: string;
  register: string;
  logout: string;
  /** Asks for a password reset e-mail. */
  forgotPassword: string;
  /** Sets a new password with the e-mailed reset token. */
  resetPassword: string;
  /** Opened from the verification e-mail. */
  verify: string;
  profile: string;
  password: string;
  addresses: string;
  orders: string;
  /** Bought products still to review, and the review form (`?product=<handle>`). */
  reviews: string;
  /** Favourite products, for guests too (their list is a cookie until they log in). */
  favorites: string;
}

/**
 * Storefront paths of the account pages per variant. The backend writes the
 * verification and reset links of its e-mails with them, the storefront
 * routes them (Czech route files, other variants declared in vite.config.ts).
 */
export const ACCOUNT_PATHS: Readonly<Record<ShopVariant, Readonly<AccountPaths>>> = {
  cz: {
    account: '/ucet',
    login: '/ucet/prihlaseni',
    register: '/ucet/registrace',
    logout: '/ucet/odhlaseni',
    forgotPassword: '/ucet/zapomenute-heslo',
    resetPassword: '/ucet/nove-heslo',
    verify: '/ucet/overeni',
    profile: '/ucet/osobni-udaje',
    password: '/ucet/zmena-hesla',
    addresses: '/ucet/adresy',
    orders: '/ucet/objednavky',
    reviews: '/ucet/hodnoceni',
    favorites: '/ucet/oblibene',
  },
  ro: {
    account: '/cont',
    login: '/cont/autentificare',
    register: '/cont/inregistrare',
    logout: '/cont/deconectare',
    forgotPassword: '/cont/parola-uitata',
    resetPassword: '/cont/parola-noua',
    verify: '/cont/verificare',
    profile: '/cont/date-personale',
    password: '/cont/schimbare-parola',
    addresses: '/cont/adrese',
    orders: '/cont/comenzi',
    reviews: '/cont/recenzii',
    favorites: '/cont/favorite',
  },
};

export function accountPaths(variant: ShopVariant): Readonly<AccountPaths> {
  return ACCOUNT_PATHS[variant] ?? ACCOUNT_PATHS.cz;
}
