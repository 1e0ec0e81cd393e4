/**
 * The icon of a social network: brand icons for the keys that have one, a
 * generic link icon for every other key. Decorative: the link around it carries the name.
 */
import { type DedicatedIconNetwork, hasDedicatedIcon } from "@core/social-networks";
import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandGmail,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandSkype,
  IconBrandSnapchat,
  IconBrandTelegram,
  IconBrandThreads,
  IconBrandTiktok,
  IconBrandViber,
  IconBrandWechat,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconLink,
  IconVideo,
  type TablerIcon,
} from "@tabler/icons-react";

const ICONS: Record<DedicatedIconNetwork, TablerIcon> = {
  linkedin: IconBrandLinkedin,
  // Twitter's current mark is the X logo; the network keeps its spec name "Twitter".
  twitter: IconBrandX,
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  whatsapp: IconBrandWhatsapp,
  viber: IconBrandViber,
  telegram: IconBrandTelegram,
  skype: IconBrandSkype,
  gmail: IconBrandGmail,
  wechat: IconBrandWechat,
  youtube: IconBrandYoutube,
  video: IconVideo,
  threads: IconBrandThreads,
  discord: IconBrandDiscord,
  snapchat: IconBrandSnapchat,
  tiktok: IconBrandTiktok,
};

export function SocialIcon({
  network,
  size = 20,
  className,
}: {
  network: string;
  size?: number;
  className?: string;
}) {
  const Icon = hasDedicatedIcon(network) ? ICONS[network] : IconLink;
  return <Icon size={size} stroke={1.75} aria-hidden="true" focusable="false" className={className} />;
}
