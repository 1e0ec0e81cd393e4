import { matchPath, useLocation } from "react-router";

/** Card routes whose id makes "a card selected" for the sidebar's card links. */
const CARD_ROUTES = [
  "/card-editor/:id",
  "/editor/:id",
  "/mobile-editor/:id",
  "/analytics/:id",
  "/salesbot/:id/*",
  "/salesbot/:id",
];

export function useSelectedCardId(): string | undefined {
  const { pathname } = useLocation();
  for (const pattern of CARD_ROUTES) {
    const id = matchPath(pattern, pathname)?.params.id;
    if (id && /^\d+$/.test(id)) return id;
  }
  return undefined;
}
