import { useEffect, useState } from "react";

/**
 * False in a page written ahead (at build time, or by the server) until its script has taken it
 * over, then true. A form's submit button waits for it: pressed before that, the submit would be
 * the browser's own, a GET with the fields (a password, an email) in the address.
 */
export function useTakenOver(): boolean {
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => setTakenOver(true), []);
  return takenOver;
}
