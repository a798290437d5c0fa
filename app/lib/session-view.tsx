import { createContext, useContext } from "react";

// Whether the page is rendered for a signed-in member (and an admin), as the server verified
// it; entry.server provides it, so the header's session links are right without JavaScript.
// Undefined in the browser and at prerender: there the head script decides from the hint.
export type SessionView = { member: boolean; admin: boolean };
export const SessionViewContext = createContext<SessionView | undefined>(undefined);
export const useSessionView = () => useContext(SessionViewContext);
