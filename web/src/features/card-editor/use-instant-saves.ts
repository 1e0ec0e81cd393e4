/**
 * The edits that are saved at once rather than with 'Save Changes': the theme (spec 000 §8
 * 'Failed to update theme') and the social links ('Failed to save social link'). Each sends
 * only its own field, so unsaved edits elsewhere in the editor stay as they are.
 */
import type { BusinessCard } from "@core/card";
import { useState } from "react";
import { useUpdateCard } from "@/features/cards/api";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";

export function useInstantSaves(base: BusinessCard) {
  const themeUpdate = useUpdateCard(base.id);
  const socialUpdate = useUpdateCard(base.id);
  /** The theme being saved, shown in the preview until the server answers. */
  const [pendingTheme, setPendingTheme] = useState<string | null>(null);

  function changeTheme(theme: string) {
    if (theme === base.theme) return;
    setPendingTheme(theme);
    themeUpdate.mutate(
      { theme },
      {
        onSettled: () => setPendingTheme(null),
        onError: (error) => {
          toast({
            title: "Failed to update theme",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  }

  /** Resolves true once saved. A link with an empty URL is removed (spec 000 §5). */
  async function saveSocialLinks(links: Record<string, string>): Promise<boolean> {
    const kept = Object.fromEntries(Object.entries(links).filter(([, url]) => url.trim() !== ""));
    try {
      await socialUpdate.mutateAsync({ socialLinks: kept });
      return true;
    } catch (error) {
      toast({
        title: "Failed to save social link",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
      return false;
    }
  }

  return {
    theme: pendingTheme ?? base.theme,
    changeTheme,
    themePending: themeUpdate.isPending,
    saveSocialLinks,
    socialPending: socialUpdate.isPending,
  };
}
