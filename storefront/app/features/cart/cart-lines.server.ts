import { backendApi, type BackendAnswer } from '~/lib/backend.server';
import { serverT } from '~/lib/i18n.server';

/**
 * What the cart's per-line choices kept by our backend (extras, line
 * payments) share: their routes under the cart, reading them, and a line
 * intent's answer to the cart page.
 */

/** `/store/carts/:id/<resource>`, or one line's `/store/carts/:id/<resource>/:line`. */
export const cartLinesPath = (resource: string, cartId: string, lineId?: string) =>
  `/store/carts/${encodeURIComponent(cartId)}/${resource}${lineId ? `/${encodeURIComponent(lineId)}` : ''}`;

/** The cart's `resource`; `none` without the backend's answer, so the cart still shows, offering nothing. */
export async function loadCartLines<T>(resource: string, cartId: string, context: unknown, none: T): Promise<T> {
  try {
    const answer = await backendApi<T>({ context }, cartLinesPath(resource, cartId));
    if (answer.ok) return answer.body;
  } catch (error) {
    console.error(`Cart ${resource} failed`, error);
  }
  return none;
}

/** Done, or the message to show at the line with the cart page's status (502 when the backend failed). */
export type LineIntentResult = { ok: true } | { ok: false; lineId: string; error: string; status: number };

/** Sends one line's intent; `message` picks what a refusal shows (the generic error when it has nothing). */
export async function sendLineIntent(
  resource: string,
  lineId: string,
  send: () => Promise<BackendAnswer<unknown>>,
  message: (refusal: BackendAnswer<unknown>) => string | undefined,
): Promise<LineIntentResult> {
  try {
    const answer = await send();
    if (answer.ok) return { ok: true };
    return { ok: false, lineId, error: message(answer) || serverT()('errors.generic'), status: answer.status >= 500 ? 502 : 400 };
  } catch (error) {
    console.error(`Cart ${resource} failed`, error);
    return { ok: false, lineId, error: serverT()('errors.generic'), status: 502 };
  }
}
