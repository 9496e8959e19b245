import { createContext, useContext } from 'react';

/**
 * The per-request CSP nonce (server.mjs puts it into the load context) for
 * Remix's inline hydration scripts. Browsers hide a nonce from the DOM, so in
 * the browser the value is empty and hydration leaves the attribute alone.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
