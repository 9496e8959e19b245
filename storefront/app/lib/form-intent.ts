/**
 * A page form's intents: the submit button's `intent` value names one, and a
 * value `name:argument` (a remove button naming its code, `remove-promo:SLEVA10`)
 * hands the argument on. Each page keeps a table of its intents and their
 * handlers beside its feature, so its route's action only picks one.
 */
export function pickIntent<Handler>(handlers: Record<string, Handler>, form: FormData, fallback = ''): { handler: Handler; argument: string } | null {
  const value = String(form.get('intent') ?? fallback);
  const colon = value.indexOf(':');
  const name = colon < 0 ? value : value.slice(0, colon);
  // Own keys only: a forged intent such as "constructor" names no handler.
  if (!Object.hasOwn(handlers, name)) return null;
  return { handler: handlers[name]!, argument: colon < 0 ? '' : value.slice(colon + 1) };
}
