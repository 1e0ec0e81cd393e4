/**
 * The lazy parts a render drew (lib/lazy-part.ts), by their `source`: the server that writes a
 * page links the scripts of those it drew, and only those, so that a phone on a slow link is not
 * sent a tab's code (the Create Card form's, say) that the page does not show.
 */
import { createContext } from "react";

export const DrawnPartsContext = createContext<Set<string> | undefined>(undefined);
