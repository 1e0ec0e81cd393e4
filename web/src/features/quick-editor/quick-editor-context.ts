import type { BusinessCard } from "@core/card";
import { createContext, useContext } from "react";

/** What every part of the quick editor needs: the card as last loaded or saved, and the Saved signal. */
export interface QuickEditorState {
  card: BusinessCard;
  markSaved: () => void;
}

export const QuickEditorContext = createContext<QuickEditorState | null>(null);

export function useQuickEditor(): QuickEditorState {
  const state = useContext(QuickEditorContext);
  if (!state) throw new Error("useQuickEditor must be used inside the quick editor");
  return state;
}
