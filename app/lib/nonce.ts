import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; browsers hide nonces from scripts). */
export const NonceContext = createContext("");

/**
 * The nonce of an admin document; undefined on public pages, which run no inline code and must be the same bytes
 * for every visitor (decision 111), so nothing writes a `nonce` attribute there.
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
