import { clsx } from 'clsx';
import { useUi } from '../core/ui-context.js';
import styles from './menu-banner.module.css';
import type { MenuBanner } from './menu-types.js';

export interface MenuBannerImageProps {
  banner: MenuBanner;
  /** Called when the banner's link is followed. */
  onClick?: ((banner: MenuBanner) => void) | undefined;
  /** Lazy-load pictures that are not shown at first (closed layers, later slides). */
  lazy?: boolean | undefined;
  className?: string | undefined;
}

/** A menu banner: its picture, wrapped in a link when it has one (the alt text names the link). */
export function MenuBannerImage({
  banner,
  onClick,
  lazy = false,
  className,
}: MenuBannerImageProps) {
  const { Link } = useUi();
  const image = (
    <img
      className={styles.image}
      src={banner.image}
      alt={banner.alt}
      width={banner.width}
      height={banner.height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
  if (banner.href === undefined)
    return <div className={clsx(styles.banner, className)}>{image}</div>;
  return (
    <Link
      href={banner.href}
      className={clsx(styles.banner, styles.link, className)}
      onClick={() => onClick?.(banner)}
    >
      {image}
    </Link>
  );
}
