/**
 * Icons of the platforms the quick editor offers: the card's own social icons, plus brand
 * marks for Pinterest and Medium, which the quick editor offers but the card view draws
 * with its generic link icon.
 */

import { SocialIcon } from "@card-view/social-icon";
import { IconBrandMedium, IconBrandPinterest } from "@tabler/icons-react";

const EDITOR_ONLY = { pinterest: IconBrandPinterest, medium: IconBrandMedium } as const;

export function PlatformIcon({ platform, className }: { platform: string; className?: string }) {
  if (platform === "pinterest" || platform === "medium") {
    const Icon = EDITOR_ONLY[platform];
    return <Icon stroke={1.75} aria-hidden="true" focusable="false" className={className} />;
  }
  return <SocialIcon network={platform} className={className} />;
}
