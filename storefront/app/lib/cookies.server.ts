import { createCookie } from '@remix-run/node';

const secure = process.env.COOKIE_SECURE === 'true';
const secrets = process.env.COOKIE_SECRET ? [process.env.COOKIE_SECRET] : undefined;

/** Medusa cart id; httpOnly and long-lived so the cart survives a browser restart. */
export const cartIdCookie = createCookie('es_cart', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure,
  secrets,
  maxAge: 60 * 60 * 24 * 60,
});

/** Handles of the last visited products, most recent first (max 4). */
export const lastVisitedCookie = createCookie('es_last_visited', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure,
  secrets,
  maxAge: 60 * 60 * 24 * 90,
});
