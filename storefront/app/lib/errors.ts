/**
 * The backend answers a cart completion lost to other shoppers (stock gone,
 * cart being completed, too many checkouts of the same product) with a 409
 * whose message is already in the shop language and meant for the shopper.
 */
export function checkoutConflictMessage(error: unknown): string | null {
  const e = error as { status?: number; message?: string } | null;
  return e?.status === 409 && e.message ? e.message : null;
}
