import type { ComponentType } from 'react';
import {
  FacebookIcon,
  InstagramIcon,
  PinterestIcon,
  TikTokIcon,
  YouTubeIcon,
} from '../icons/icons.js';
import type { IconProps } from '../icons/icons.js';

export type SocialNetwork = 'facebook' | 'instagram' | 'pinterest' | 'youtube' | 'tiktok';

/** Brand names stay as they are in every language. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  pinterest: PinterestIcon,
  youtube: YouTubeIcon,
  tiktok: TikTokIcon,
};

/** The network's mark; decorative (the link carries the name). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const NetworkIcon = SOCIAL_ICONS[network];
  return <NetworkIcon />;
}
