import { clsx } from 'clsx';
import { useState } from 'react';
import type { CSSProperties, MouseEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../commerce/price.js';
import { useUi } from '../core/ui-context.js';
import utilities from '../styles/utilities.module.css';
import { ColourSwatches } from './colour-swatches.js';
import type { ColourSwatch } from './colour-swatches.js';
import styles from './product-card.module.css';
import { parseSticker } from './stickers.js';
import type { Sticker } from './stickers.js';

/** The card's pictures: front, and back shown on hover and focus (ratio 0.8, spec §2.3). */
export interface ProductCardImages {
  front: string;
  back?: string | undefined;
  /** What the front picture shows. */
  alt: string;
  /** Intrinsic size of the pictures (default 400 × 500). */
  width?: number | undefined;
  height?: number | undefined;
}

/** Raw sticker values of the API ('label|background|colour|image'), see parseSticker. */
export interface ProductCardStickers {
  main?: string | undefined;
  sub1?: string | undefined;
  sub2?: string | undefined;
  /** The commercial-operation sticker. */
  operation?: string | undefined;
}

export interface ProductCardProps {
  /** The product page. */
  href: string;
  brand: string;
  /** The product's short label. */
  label: string;
  price: number;
  /** The price before the discount (with the discount percentage). */
  crossedOutPrice?: number | undefined;
  /** false: the product has several prices, shown 'From' the lowest (default true). */
  priceIsUnique?: boolean | undefined;
  /** Items in a pack ('Lot de 3'), shown from 2. */
  packQuantity?: number | undefined;
  images: ProductCardImages;
  stickers?: ProductCardStickers | undefined;
  colours?: readonly ColourSwatch[] | undefined;
  /** Swatches shown before '+N' (default 5). */
  maxColours?: number | undefined;
  /** Called when the card's link is followed (tracking). */
  onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** Above the fold: the front picture loads at once instead of lazily. */
  priority?: boolean | undefined;
  /** Show a skeleton of the same size while the product loads. */
  loading?: boolean | undefined;
  className?: string | undefined;
}

function stickerStyle(sticker: Sticker) {
  return {
    '--sticker-background': sticker.background,
    '--sticker-colour': sticker.colour,
  } as CSSProperties;
}

function StickerBadge({
  sticker,
  className,
}: {
  sticker: Sticker;
  className?: string | undefined;
}) {
  if (sticker.image !== undefined)
    return (
      <img
        className={clsx(styles.stickerImage, className)}
        src={sticker.image}
        alt={sticker.label}
        width={96}
        height={28}
        loading="lazy"
        decoding="async"
      />
    );
  return (
    <span className={clsx(styles.sticker, className)} style={stickerStyle(sticker)}>
      {sticker.label}
    </span>
  );
}

export interface ProductCardSkeletonProps {
  /** Say 'Loading…' to screen readers (off when a container already says it). */
  announce?: boolean | undefined;
  className?: string | undefined;
}

/** A product card's placeholder, the size of a real card. */
export function ProductCardSkeleton({ announce = true, className }: ProductCardSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className={clsx(styles.card, styles.skeleton, className)} data-testid="product-skeleton">
      {announce && <span className={utilities.visuallyHidden}>{t('LABEL_LOADING')}</span>}
      <div className={clsx(styles.media, styles.bone)} aria-hidden="true" />
      <div className={styles.body} aria-hidden="true">
        <span className={styles.brand}>
          <span className={clsx(styles.bone, styles.boneText)} style={{ width: '40%' }} />
        </span>
        <span className={styles.label}>
          <span className={clsx(styles.bone, styles.boneText)} style={{ width: '95%' }} />
          <span className={clsx(styles.bone, styles.boneText)} style={{ width: '70%' }} />
        </span>
        <div className={styles.priceRow}>
          <span className={clsx(styles.bone, styles.boneText)} style={{ width: '30%' }} />
        </div>
        <div className={styles.swatchRow} />
      </div>
    </div>
  );
}

/**
 * A product in a list or carousel (spec §2.3): pictures (the back one on hover and keyboard
 * focus), stickers, brand and short label, price, pack quantity and colours. The whole card
 * follows one link (a stretched link) while the colour swatches stay separate links.
 */
export function ProductCard({
  href,
  brand,
  label,
  price,
  crossedOutPrice,
  priceIsUnique = true,
  packQuantity,
  images,
  stickers,
  colours,
  maxColours,
  onClick,
  priority = false,
  loading = false,
  className,
}: ProductCardProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The back picture is fetched on the first hover or focus only: touch screens never show it, and
  // a list of cards would otherwise download and decode every picture twice.
  const [backWanted, setBackWanted] = useState(false);

  if (loading) return <ProductCardSkeleton className={className} />;

  const width = images.width ?? 400;
  const height = images.height ?? 500;
  const hasBack = images.back !== undefined && images.back !== '';
  const face = hasBack && (hovered || focused) ? 'back' : 'front';
  const main = parseSticker(stickers?.main);
  const subs = [parseSticker(stickers?.sub1), parseSticker(stickers?.sub2)].filter(
    (sticker): sticker is Sticker => sticker !== null,
  );
  const operation = parseSticker(stickers?.operation);

  const onPointer = (event: PointerEvent<HTMLElement>, over: boolean) => {
    if (event.pointerType !== 'mouse') return;
    setHovered(over);
    if (over) setBackWanted(true);
  };

  return (
    <article
      className={clsx(styles.card, className)}
      data-face={face}
      onPointerEnter={(event) => {
        onPointer(event, true);
      }}
      onPointerLeave={(event) => {
        onPointer(event, false);
      }}
    >
      <div className={styles.media}>
        <img
          className={clsx(styles.image, styles.front)}
          src={images.front}
          alt={images.alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        {hasBack && backWanted && (
          <img
            className={clsx(styles.image, styles.back)}
            src={images.back}
            alt=""
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
          />
        )}
        {(main !== null || subs.length > 0) && (
          <div className={styles.stickers}>
            {main && <StickerBadge sticker={main} className={styles.main} />}
            {subs.length > 0 && (
              <div className={styles.subs}>
                {subs.map((sticker, index) => (
                  <StickerBadge key={index} sticker={sticker} />
                ))}
              </div>
            )}
          </div>
        )}
        {operation && (
          <div className={styles.operation}>
            <StickerBadge sticker={operation} />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <Link
          href={href}
          className={styles.link}
          onClick={onClick}
          onFocus={() => {
            setFocused(true);
            setBackWanted(true);
          }}
          onBlur={() => {
            setFocused(false);
          }}
        >
          <span className={styles.brand}>{brand}</span>{' '}
          <span className={styles.label}>{label}</span>
        </Link>
        <div className={styles.priceRow}>
          <Price price={price} crossedOutPrice={crossedOutPrice} from={!priceIsUnique} size="sm" />
          {packQuantity !== undefined && packQuantity > 1 && (
            <span className={styles.pack}>
              {t('LABEL_PRODUCT_PACK_OF', { quantity: packQuantity })}
            </span>
          )}
        </div>
        <div className={styles.swatchRow}>
          {colours && colours.length > 0 && (
            <ColourSwatches colours={colours} max={maxColours} className={styles.swatches} />
          )}
        </div>
      </div>
    </article>
  );
}
