/** Small line and brand icons of the footer; all decorative (the links carry the names). */

const iconProps = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  'aria-hidden': true,
  focusable: false,
} as const;

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function ReturnsIcon() {
  return (
    <svg {...iconProps}>
      <path {...line} d="M3.5 8.5L12 4l8.5 4.5v7L12 20l-8.5-4.5z" />
      <path {...line} d="M3.5 8.5L12 13l8.5-4.5M12 13v7" />
      <path {...line} d="M7 12.5l-1.5 1.5L7 15.5" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg {...iconProps}>
      <rect {...line} x="5" y="10.5" width="14" height="10" rx="1.5" />
      <path {...line} d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </svg>
  );
}

export function HeadsetIcon() {
  return (
    <svg {...iconProps}>
      <path {...line} d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect {...line} x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect {...line} x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path {...line} d="M18.5 19c0 1.5-2 2.5-5 2.5" />
    </svg>
  );
}

export function ChevronIcon({ className }: { className?: string | undefined }) {
  return (
    <svg {...iconProps} width={20} height={20} className={className}>
      <path {...line} d="M6 9l6 6 6-6" />
    </svg>
  );
}

export type SocialNetwork = 'facebook' | 'instagram' | 'pinterest' | 'youtube' | 'tiktok';

/** Brand names stay as they are in every language. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  switch (network) {
    case 'instagram':
      return (
        <svg {...iconProps}>
          <rect {...line} x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle {...line} cx="12" cy="12" r="4" />
          <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...iconProps}>
          <path
            fill="currentColor"
            d="M13.5 21v-7.5H16l.5-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.1H8v3h2.5V21z"
          />
        </svg>
      );
    case 'pinterest':
      return (
        <svg {...iconProps}>
          <path
            fill="currentColor"
            d="M12 3a9 9 0 0 0-3.3 17.4c-.1-.8-.1-2 .1-2.8l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .8-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.3-.3 1.1c0 .2-.2.3-.4.2-1.3-.6-2-2.4-2-3.9 0-3.2 2.3-6.1 6.6-6.1 3.5 0 6.2 2.5 6.2 5.8 0 3.4-2.2 6.2-5.2 6.2-1 0-2-.5-2.3-1.1l-.6 2.4c-.2.9-.8 1.9-1.2 2.6A9 9 0 1 0 12 3z"
          />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...iconProps}>
          <rect {...line} x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path fill="currentColor" d="M10 9v6l5-3z" />
        </svg>
      );
    case 'tiktok':
      return (
        <svg {...iconProps}>
          <path
            fill="currentColor"
            d="M15.5 3c.3 2.1 1.6 3.6 3.7 3.9v2.9c-1.3 0-2.6-.4-3.7-1.1v6.1a5.3 5.3 0 1 1-5.3-5.3l.8.1v3a2.4 2.4 0 1 0 1.6 2.2V3z"
          />
        </svg>
      );
  }
}
