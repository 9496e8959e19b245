import { randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';

/**
 * The shop's cookies are signed with COOKIE_SECRET (the launcher generates
 * one under .data/): a forged or altered value does not verify and reads as
 * no cookie, i.e. a new cart. Without the variable (npm run dev, a bare
 * test run) each process signs with a random secret of its own, so cookies
 * last until a restart — never with a constant anyone can read here.
 * COOKIE_SECRET may hold several comma-separated secrets, newest first, to
 * rotate without logging shoppers out.
 */
function cookieSecrets(): string[] {
  const configured = (process.env.COOKIE_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (configured.length) return configured;
  console.warn('COOKIE_SECRET is not set: cart cookies are signed with a random secret and end with this process.');
  return [randomBytes(32).toString('base64url')];
}

/** `Secure` whenever shoppers reach the storefront over https (or COOKIE_SECURE=true says so). */
const secure = process.env.COOKIE_SECURE === 'true' || /^https:/i.test(process.env.STOREFRONT_URL ?? '');
const secrets = cookieSecrets();
const DAY = 60 * 60 * 24;

/** A signed, httpOnly cookie of the whole site, kept for `maxAge` seconds. */
function siteCookie(name: string, maxAge: number) {
  return createCookie(name, { httpOnly: true, sameSite: 'lax', path: '/', secure, secrets, maxAge });
}

/** Medusa cart id; httpOnly and long-lived so the cart survives a browser restart. */
export const cartIdCookie = siteCookie('es_cart', 60 * DAY);

/** Handles of the last visited products, most recent first (max 4). */
export const lastVisitedCookie = siteCookie('es_last_visited', 90 * DAY);

/**
 * The signed-in customer's Medusa token (features/account). httpOnly, so page
 * scripts never read it; as long as the token (Medusa's default: one day).
 */
export const customerTokenCookie = siteCookie('es_customer', DAY);

/** A guest's favourite products (ids, most recent first); merged into the account at login, then cleared. */
export const favoritesCookie = siteCookie('es_favorites', 365 * DAY);
