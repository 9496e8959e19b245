import { createCookie } from '@remix-run/node';
import { getShopConfig } from '~/lib/config.server';
import { buyoutPaths } from '@electroshop/contracts/buyout';

/**
 * The seller's browser keeps the review token of each sale it made (from the
 * sell-online answer or the e-mail link) in its own HttpOnly cookie, sent only
 * to the thank-you pages; the backend shows the sale only with that token.
 * It lives as long as the token (30 days).
 */
export function reviewCookie(id: string) {
  return createCookie(`buyout_review_${id.replace(/[^A-Za-z0-9_]/g, '')}`, {
    path: buyoutPaths(getShopConfig().variant).thanks,
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.COOKIE_SECURE === 'true',
    maxAge: 30 * 24 * 60 * 60,
  });
}

/** The Set-Cookie header of a completed sale's answer `{ id, review_token }`, or none. */
export async function saleCookieHeaders(sale: unknown): Promise<Record<string, string>> {
  const { id, review_token: token } = (sale ?? {}) as { id?: unknown; review_token?: unknown };
  if (typeof id !== 'string' || typeof token !== 'string') return {};
  return { 'Set-Cookie': await reviewCookie(id).serialize(token) };
}
