import { createContext, useContext } from "react";

/**
 * The origin the page was reached at, for the links a screen shows (a card's public address):
 * the browser's own, or, where the server writes the page (entries/app-server.tsx), the one the
 * request came to, which is the same, so the browser takes the page over unchanged.
 */
export const PageOriginContext = createContext<string | undefined>(undefined);

export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}
