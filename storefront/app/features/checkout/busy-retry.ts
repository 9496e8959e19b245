/** Waits before the second and the third try of an order refused as busy. */
export const BUSY_RETRY_DELAYS_MS = [800, 1600];

type Answer = { ok: boolean; status: number; body: unknown };

const isBusy = (answer: Answer) => !answer.ok && answer.status === 409 && (answer.body as { code?: unknown } | null)?.code === 'checkout_busy';

/**
 * Places the order, and again twice a moment later while the backend answers 409 `checkout_busy`:
 * other shoppers are ordering the same goods and hold their stock's lock, so the outcome is still
 * open and a second try usually gets the order (or the plain "sold out"). Only the last answer
 * reaches the shopper. A refusal for anything else is never tried again.
 */
export async function completingWhileBusy<T extends Answer>(
  complete: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let answer = await complete();
  for (const delay of BUSY_RETRY_DELAYS_MS) {
    if (!isBusy(answer)) break;
    await wait(delay);
    answer = await complete();
  }
  return answer;
}
