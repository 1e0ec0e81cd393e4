/**
 * The card an editor works on, and what follows each of its saves, for every field widget
 * under it. Both editors (the full editor and the quick editor), and any later tab such as
 * PWA settings, a form builder or salesbot settings, read the saved card here and save through
 * useCardSave; what a save means for the screen is set once per editor, not once per field:
 * `onSaved` (the quick editor's 'Saved' indicator), `onUnauthorized` (its sign-in toast), and
 * whether any save is on its way (the full editor holds 'Save Changes' until all have landed).
 */
import type { BusinessCard } from "@core/card";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

export interface CardSavePolicy {
  /** After every successful save, with the card the server returned. */
  onSaved?: (card: BusinessCard) => void;
  /** Instead of the failure toast when the session has ended (401). */
  onUnauthorized?: () => void;
}

interface CardFieldsState extends CardSavePolicy {
  /** The card as the server last returned it. */
  card: BusinessCard;
  /** Whether any save is on its way. */
  saving: boolean;
  /** Counts a save in (+1) and out (-1). */
  track: (delta: 1 | -1) => void;
}

const CardFieldsContext = createContext<CardFieldsState | null>(null);

export function CardFieldsProvider({
  card,
  onSaved,
  onUnauthorized,
  children,
}: CardSavePolicy & { card: BusinessCard; children: ReactNode }) {
  const [inFlight, setInFlight] = useState(0);
  const track = useCallback((delta: 1 | -1) => setInFlight((count) => Math.max(0, count + delta)), []);
  const saving = inFlight > 0;
  const state = useMemo(
    () => ({ card, onSaved, onUnauthorized, saving, track }),
    [card, onSaved, onUnauthorized, saving, track],
  );
  return <CardFieldsContext.Provider value={state}>{children}</CardFieldsContext.Provider>;
}

export function useCardFields(): CardFieldsState {
  const state = useContext(CardFieldsContext);
  if (!state) throw new Error("useCardFields must be used inside a CardFieldsProvider");
  return state;
}

/** The card as the server last returned it. */
export function useEditedCard(): BusinessCard {
  return useCardFields().card;
}
