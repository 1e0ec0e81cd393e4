/** A localStorage that throws on every call, as a browser's does when the user refused storage. */
function refuse(): never {
  throw new Error("denied");
}

export const REFUSING_STORAGE = { getItem: refuse, setItem: refuse, removeItem: refuse };
