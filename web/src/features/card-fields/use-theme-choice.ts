/**
 * Choosing the card's theme, saved at once ('Failed to update theme' if it fails). While
 * the save is on its way the chosen theme is the one shown, so a preview can follow the choice;
 * if the server refuses, the saved theme comes back.
 */
import type { ThemeValue } from "@core/themes";
import { useCallback, useState } from "react";
import { useEditedCard } from "./card-fields-provider";
import { useCardSave } from "./use-card-save";

export interface ThemeChoice {
  /** The theme to show: the one being saved, else the saved one. */
  theme: string;
  /** The theme being saved, if any. */
  choosing: string | null;
  /** Resolves true once the theme is the card's. */
  choose: (theme: ThemeValue) => Promise<boolean>;
}

export function useThemeChoice(): ThemeChoice {
  const card = useEditedCard();
  const { save } = useCardSave({ failureTitle: "Failed to update theme" });
  const [choosing, setChoosing] = useState<string | null>(null);
  const saved = card.theme;

  const choose = useCallback(
    async (theme: ThemeValue) => {
      if (theme === saved) return true;
      setChoosing(theme);
      const result = await save({ theme });
      setChoosing(null);
      return result.ok;
    },
    [saved, save],
  );

  return { theme: choosing ?? saved, choosing, choose };
}
