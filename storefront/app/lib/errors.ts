/** Recognises Medusa's stock errors so they can be shown translated at the line. */
export function isStockError(message: string | null | undefined): boolean {
  return Boolean(message && /inventory|stock|not enough|insufficient/i.test(message));
}
