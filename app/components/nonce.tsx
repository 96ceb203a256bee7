import { createContext, useContext } from "react";

/** The CSP nonce of the current response; empty in the browser, which hides nonces anyway. */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export function useNonce() {
  return useContext(NonceContext);
}
