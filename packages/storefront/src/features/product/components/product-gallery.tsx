import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_HEIGHT, IMAGE_WIDTH, type GalleryImage } from '../product-images.js';
import styles from './product-gallery.module.css';

export interface ProductGalleryProps {
  images: readonly GalleryImage[];
  productLabel: string;
  colourName: string;
}

const VIEW_KEYS = {
  front: 'PRODUCT_VIEW_FRONT',
  back: 'PRODUCT_VIEW_BACK',
  detail: 'PRODUCT_VIEW_DETAIL',
  other: 'PRODUCT_VIEW_OTHER',
} as const;

/**
 * The colour's pictures: a strip that swipes (scroll snap) and follows the keyboard's arrows,
 * with thumbnails as buttons and previous/next buttons. The first picture loads at once with a
 * high priority (the page's largest paint), the others when they come near the view.
 */
export function ProductGallery({ images, productLabel, colourName }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const slides = useRef<(HTMLDivElement | null)[]>([]);
  // The picture a button or a key is scrolling to: until it arrives (or the scroll ends), the
  // pictures the strip passes on its way are not "shown", so the thumbnails do not flicker.
  const heading = useRef<number | null>(null);
  const count = images.length;
  // The observer follows these pictures: a new list (another colour) is a new key.
  const sources = images.map((image) => image.src).join(' ');

  useEffect(() => {
    // A swipe or a scroll of the strip changes the picture shown: follow it.
    const root = track.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = slides.current.indexOf(entry.target as HTMLDivElement);
          if (!entry.isIntersecting || index < 0) continue;
          if (heading.current !== null && index !== heading.current) continue;
          heading.current = null;
          setCurrent(index);
        }
      },
      { root, threshold: 0.6 },
    );
    const arrived = () => {
      heading.current = null;
    };
    for (const slide of slides.current) if (slide) observer.observe(slide);
    root.addEventListener('scrollend', arrived);
    return () => {
      observer.disconnect();
      root.removeEventListener('scrollend', arrived);
    };
  }, [sources]);

  const show = (index: number) => {
    const target = Math.min(Math.max(index, 0), count - 1);
    const slide = slides.current[target];
    setCurrent(target);
    const root = track.current;
    if (!slide || !root || root.scrollLeft === slide.offsetLeft) return;
    heading.current = target;
    // Smooth or not is the stylesheet's choice (reduced motion).
    root.scrollTo({ left: slide.offsetLeft });
  };

  const onTrackKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  const viewText = (image: GalleryImage) => t(VIEW_KEYS[image.view]);

  return (
    <div className={styles.gallery}>
      <div className={styles.viewer}>
        <div
          ref={track}
          className={styles.track}
          role="region"
          aria-label={t('PRODUCT_GALLERY')}
          tabIndex={0}
          onKeyDown={onTrackKeyDown}
        >
          {images.map((image, index) => (
            <div
              key={image.src}
              ref={(element) => {
                slides.current[index] = element;
              }}
              className={styles.slide}
            >
              <img
                className={styles.image}
                src={image.src}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                alt={t('PRODUCT_IMAGE_ALT', {
                  product: productLabel,
                  colour: colourName,
                  view: viewText(image),
                })}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'auto' : 'async'}
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.step} ${styles.previous}`}
              aria-label={t('PRODUCT_GALLERY_PREVIOUS')}
              disabled={current === 0}
              onClick={() => {
                show(current - 1);
              }}
            >
              <Chevron />
            </button>
            <button
              type="button"
              className={`${styles.step} ${styles.next}`}
              aria-label={t('PRODUCT_GALLERY_NEXT')}
              disabled={current === count - 1}
              onClick={() => {
                show(current + 1);
              }}
            >
              <Chevron />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbnails} aria-label={t('PRODUCT_GALLERY_THUMBNAILS')}>
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={t('PRODUCT_GALLERY_SHOW', {
                  index: index + 1,
                  count,
                  view: viewText(image),
                })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => {
                  show(index);
                }}
              >
                <img
                  src={image.src}
                  width={IMAGE_WIDTH / 10}
                  height={IMAGE_HEIGHT / 10}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M6 3l5 5-5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
