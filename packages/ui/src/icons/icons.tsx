import type { ReactNode, SVGProps } from 'react';

/**
 * The kit's icons: line drawings on a 24 px grid in the current text colour (1.5 px strokes with
 * round ends), always decorative (the button or link around them carries the name).
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height in px (24 by default); CSS may size the icon instead. */
  size?: number | string | undefined;
};

/**
 * The frame of every icon: hidden from assistive technology, out of the tab order (old Edge and
 * IE focused SVGs), stroked in `currentColor`. Any SVG attribute can be overridden (viewBox,
 * width and height for another grid, strokeWidth, fill…).
 */
export function Icon({ size = 24, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** For the solid shapes inside a line icon, and solid (brand) icons. */
const solid = { fill: 'currentColor', stroke: 'none' } as const;

// ——— Arrows and chevrons ———

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 19.5v-15M5.5 11 12 4.5l6.5 6.5" />
  </Icon>
);

// ——— Actions ———

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Icon>
);

export const BurgerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 6.5h17M3.5 12h17M3.5 17.5h17" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5.5 5.5" />
  </Icon>
);

export const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="8" cy="17" r="2" />
  </Icon>
);

export const MinusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 12h15" />
  </Icon>
);

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 12h15M12 4.5v15" />
  </Icon>
);

export const BinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
  </Icon>
);

export const EyeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
    <path d="M4 20 20 4" />
  </Icon>
);

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path {...solid} d="M8 5l11 7-11 7z" />
  </Icon>
);

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path {...solid} d="M8 5h3v14H8zM13 5h3v14h-3z" />
  </Icon>
);

/** A three-quarter ring: spin it with CSS (and stop it under prefers-reduced-motion). */
export const SpinnerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3a9 9 0 1 1-9 9" strokeWidth="2.25" />
  </Icon>
);

// ——— Status ———

export const ErrorIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5" />
    <circle cx="12" cy="16.5" r="0.75" fill="currentColor" />
  </Icon>
);

export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </Icon>
);

export const SuccessIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Icon>
);

/** A solid disc with a white tick: a requirement met. */
export const TickCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" {...solid} />
    <path d="m7.75 12.25 2.75 2.75 5.75-6" stroke="#fff" strokeWidth="2" />
  </Icon>
);

/** An empty ring: a requirement not met yet. */
export const CircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.25" />
  </Icon>
);

/** A bold tick, for checkboxes. */
export const TickIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 12.5 4 4 8-9" strokeWidth="2.5" />
  </Icon>
);

// ——— Shop ———

export const BasketIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 8h14l-1 12.5H6L5 8Z" />
    <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
  </Icon>
);

export const AccountIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c.9-3.9 4.1-6 8-6s7.1 2.1 8 6" />
  </Icon>
);

export const HelpIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.6 9.4a2.5 2.5 0 0 1 4.85.85c0 1.7-2.45 2.2-2.45 3.75" />
    <circle cx="12" cy="17" r="0.6" fill="currentColor" />
  </Icon>
);

/** A clipboard: the quick order by reference. */
export const QuickOrderIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="3.5" width="14" height="17" rx="1.5" />
    <path d="M9 3.5V2.75h6v.75M8.5 9h7M8.5 12.5h7M8.5 16h4" />
  </Icon>
);

export const OrdersIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5L12 12l8.5-4.5M12 12v9" />
  </Icon>
);

export const ReturnsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 8.5L12 4l8.5 4.5v7L12 20l-8.5-4.5z" />
    <path d="M3.5 8.5L12 13l8.5-4.5M12 13v7" />
    <path d="M7 12.5l-1.5 1.5L7 15.5" />
  </Icon>
);

export const SignOutIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" />
  </Icon>
);

export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="1.5" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
  </Icon>
);

export const HeadsetIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.5-2 2.5-5 2.5" />
  </Icon>
);

export const DeliveryIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7M6.5 18a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM16.5 18a1.5 1.5 0 100-3 1.5 1.5 0 000 3z" />
  </Icon>
);

export const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
    <path d="M2.5 9.5h19M6 15h5" />
  </Icon>
);

export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 12.5v-8h8l9 9-8 8zM8 8.5a.5.5 0 100-1 .5.5 0 000 1z" />
  </Icon>
);

// ——— Social networks (brand marks) ———

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      {...solid}
      d="M13.5 21v-7.5H16l.5-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.1H8v3h2.5V21z"
    />
  </Icon>
);

export const InstagramIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="1.1" {...solid} />
  </Icon>
);

export const PinterestIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      {...solid}
      d="M12 3a9 9 0 0 0-3.3 17.4c-.1-.8-.1-2 .1-2.8l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .8-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.3-.3 1.1c0 .2-.2.3-.4.2-1.3-.6-2-2.4-2-3.9 0-3.2 2.3-6.1 6.6-6.1 3.5 0 6.2 2.5 6.2 5.8 0 3.4-2.2 6.2-5.2 6.2-1 0-2-.5-2.3-1.1l-.6 2.4c-.2.9-.8 1.9-1.2 2.6A9 9 0 1 0 12 3z"
    />
  </Icon>
);

export const YouTubeIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path {...solid} d="M10 9v6l5-3z" />
  </Icon>
);

export const TikTokIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      {...solid}
      d="M15.5 3c.3 2.1 1.6 3.6 3.7 3.9v2.9c-1.3 0-2.6-.4-3.7-1.1v6.1a5.3 5.3 0 1 1-5.3-5.3l.8.1v3a2.4 2.4 0 1 0 1.6 2.2V3z"
    />
  </Icon>
);
