/**
 * The backend answers a cart completion lost to other shoppers (stock gone,
 * cart being completed, too many checkouts of the same product) with a 409
 * whose message is already in the shop language and meant for the shopper.
 */
export function checkoutConflictMessage(error: unknown): string | null {
  // Medusa's SDK throws the message itself; a BackendError (lib/backend.server.ts) carries the answer's reading.
  const e = error as { status?: number; message?: string; error?: { message?: string } } | null;
  if (e?.status !== 409) return null;
  return e.error?.message || e.message || null;
}
