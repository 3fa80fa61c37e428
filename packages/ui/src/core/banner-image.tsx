import { clsx } from 'clsx';
import styles from './banner-image.module.css';
import { useUi } from './ui-context.js';

/** A merchandising picture from the site content (menu layers, search, drawer footer). */
export interface BannerPicture {
  /** Image URL. */
  image: string;
  /** Alternative text; when the banner is a link it is also the link's name. */
  alt: string;
  /** Where the banner leads; without it the banner is a plain picture. */
  href?: string | undefined;
  /** Intrinsic size of the image, so it takes its room before it loads. */
  width: number;
  height: number;
}

export interface BannerImageProps<B extends BannerPicture = BannerPicture> {
  banner: B;
  /** Called when the banner's link is followed. */
  onClick?: ((banner: B) => void) | undefined;
  /** Lazy-load pictures that are not shown at first (closed layers, later slides). */
  lazy?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A banner: its picture, wrapped in a link when it has one (the alt text names the link); the
 * picture zooms in slightly under the pointer.
 */
export function BannerImage<B extends BannerPicture>({
  banner,
  onClick,
  lazy = false,
  className,
}: BannerImageProps<B>) {
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
