import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; browsers hide nonces from scripts). */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
