/**
 * The sample person shown in every theme of the public theme gallery: a complete card as the
 * API would return it, so the gallery draws each theme with the real card view.
 */
import { blankCard } from "@core/blank-card";
import type { BusinessCard } from "@core/card";
import type { ThemeValue } from "@core/themes";

export function sampleCard(theme: ThemeValue, id: number): BusinessCard {
  return {
    ...blankCard(id, 0),
    slug: "jordan-rivera",
    theme,
    name: "Jordan Rivera",
    title: "Consultant",
    company: "Rivera & Co.",
    phone: "+1 555 0100",
    email: "jordan@example.com",
    website: "https://example.com",
    socialLinks: { linkedin: "https://www.linkedin.com/in/example", github: "https://github.com/example" },
    socialLinkOrder: ["linkedin", "github"],
  };
}
