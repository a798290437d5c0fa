import { createContext, useContext } from "react";

// The per-request CSP nonce, provided by entry.server (empty in the browser and at prerender).
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
