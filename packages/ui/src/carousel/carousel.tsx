import { clsx } from 'clsx';
import {
  Children,
  isValidElement,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { mediaMatches, subscribeMedia, usePrefersReducedMotion } from '../core/use-media-query.js';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons/icons.js';
import utilities from '../styles/utilities.module.css';
import {
  CAROUSEL_BREAKPOINT_ORDER,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_DEFAULT_INTERVAL,
  canGoNext,
  canGoPrevious,
  clampPage,
  createAutoplayTimer,
  firstSlideOfPage,
  hasRotationControl,
  isRotating,
  nextPage,
  pageAtScroll,
  pageCount,
  previousPage,
  resolvePerPage,
} from './carousel-paging.js';
import type { CarouselBreakpoint, CarouselWidth } from './carousel-paging.js';
import styles from './carousel.module.css';

export interface CarouselProps {
  /** Accessible name of the carousel (aria-label of its region). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slides per page at phone width (default 6 — spec §9 — unless overridden per breakpoint). */
  perPage?: number | undefined;
  /**
   * Slides per page from each breakpoint up: `small` from 576 px, `medium` from 768 px, `large`
   * from 992 px, `extraLarge` from 1200 px, `wide` from 1600 px. A breakpoint left out keeps the
   * count of the one below it.
   */
  perPageFrom?: Partial<Record<CarouselBreakpoint, number>> | undefined;
  /** Gap between slides in px (default 10, the `--vt-carousel-gap` token). */
  gap?: number | undefined;
  /**
   * Advance automatically every `interval` ms (default 3000, on the `UiProvider`'s clock); pauses
   * on hover/focus, has a pause button, off under prefers-reduced-motion. The rotation always
   * wraps to the first page.
   */
  autoplay?: boolean | undefined;
  interval?: number | undefined;
  /** Wrap from the last page to the first (and back). */
  loop?: boolean | undefined;
  /** Called when the previous or next button turns the page (analytics 'other click'). */
  onArrow?: ((direction: 'previous' | 'next') => void) | undefined;
}

const WIDTH_QUERIES = CAROUSEL_BREAKPOINT_ORDER.map(
  (breakpoint) => [breakpoint, `(min-width: ${CAROUSEL_BREAKPOINTS[breakpoint]}px)`] as const,
);

const subscribeWidth = (onChange: () => void) =>
  subscribeMedia(
    WIDTH_QUERIES.map(([, query]) => query),
    onChange,
  );

function widthSnapshot(): CarouselWidth {
  let range: CarouselWidth = 'phone';
  for (const [breakpoint, query] of WIDTH_QUERIES) if (mediaMatches(query)) range = breakpoint;
  return range;
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
  };
}

/** The width range the CSS media queries apply now (the same queries, so both agree). */
function useWidthRange(): CarouselWidth {
  return useSyncExternalStore(subscribeWidth, widthSnapshot, () => 'phone');
}

function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.hidden,
    () => false,
  );
}

/** Waits this long after the last scroll event before reading the page the track settled on. */
const SCROLL_SETTLE_MS = 120;

/**
 * A row of slides shown a page at a time (WAI-ARIA APG carousel): a scroll-snapping track that
 * also follows swipes, previous / next buttons, arrow keys on the track, the page announced
 * politely, and an optional rotation that stops on hover, focus, the pause button and reduced
 * motion. The number of slides per page comes from CSS media queries, so nothing moves once
 * the page is rendered.
 */
export function Carousel({
  label,
  children,
  perPage,
  perPageFrom,
  gap,
  autoplay = false,
  interval = CAROUSEL_DEFAULT_INTERVAL,
  loop = false,
  onArrow,
}: CarouselProps) {
  const { t } = useTranslation();
  const { clock } = useUi();
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The page a button, a key or the rotation scrolls to, until the track is there: a busy device
  // can pause a smooth scroll longer than SCROLL_SETTLE_MS, and the page on the way is not news.
  const scrollTarget = useRef<number | null>(null);

  const slides = Children.toArray(children);
  const total = slides.length;
  const counts = resolvePerPage(perPage, perPageFrom);
  const width = useWidthRange();
  const perPageNow = counts[width];
  const count = pageCount(total, perPageNow);

  const [requestedPage, setRequestedPage] = useState(0);
  const page = clampPage(requestedPage, count);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Still until the browser says otherwise: a server render never shows the rotation.
  const reducedMotion = usePrefersReducedMotion(true);
  const hidden = useDocumentHidden();
  const rotating = isRotating({
    autoplay,
    playing,
    hovered,
    focused,
    reducedMotion,
    hidden,
    pageCount: count,
  });

  const pageOffsets = (track: HTMLElement): number[] => {
    const first = track.children[0];
    if (!(first instanceof HTMLElement)) return [];
    const offsets: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const start = track.children[firstSlideOfPage(index, perPageNow)];
      if (start instanceof HTMLElement) offsets.push(start.offsetLeft - first.offsetLeft);
    }
    return offsets;
  };

  const goTo = (target: number) => {
    const next = clampPage(target, count);
    setRequestedPage(next);
    const track = trackRef.current;
    if (!track) return;
    const left = pageOffsets(track)[next];
    if (left === undefined) return;
    // No scroll event comes when the track is already there.
    scrollTarget.current = Math.abs(track.scrollLeft - left) > 1 ? next : null;
    track.scrollTo({ left, behavior: reducedMotion ? 'instant' : 'smooth' });
  };

  const settle = () => {
    const track = trackRef.current;
    if (!track) return;
    const reached = pageAtScroll(
      track.scrollLeft,
      pageOffsets(track),
      track.scrollWidth - track.clientWidth,
    );
    if (scrollTarget.current !== null && reached !== scrollTarget.current) return;
    scrollTarget.current = null;
    setRequestedPage(reached);
  };

  /** The shopper takes over the track: whatever it settles on is the page. */
  const onTrackHandled = () => {
    scrollTarget.current = null;
  };

  const onScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(settle, SCROLL_SETTLE_MS);
  };

  useEffect(
    () => () => {
      clearTimeout(settleTimer.current);
    },
    [],
  );

  const advance = useEffectEvent(() => {
    goTo(nextPage(page, count, true));
  });

  useEffect(() => {
    if (!rotating) return;
    const timer = createAutoplayTimer(
      interval,
      () => {
        advance();
      },
      clock,
    );
    return () => {
      timer.dispose();
    };
  }, [rotating, interval, clock]);

  if (total === 0) return null;

  const paged = count > 1;
  const previousEnabled = canGoPrevious(page, count, loop);
  const nextEnabled = canGoNext(page, count, loop);

  const onTrackKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const targets: Partial<Record<string, number>> = {
      ArrowLeft: previousPage(page, count, loop),
      ArrowRight: nextPage(page, count, loop),
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Focus on the pause / play button itself does not hold the rotation it controls.
    setFocused(!(event.target instanceof HTMLElement && 'rotation' in event.target.dataset));
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      setFocused(false);
  };

  const style = {
    '--carousel-per-page': counts.phone,
    '--carousel-per-page-small': counts.small,
    '--carousel-per-page-medium': counts.medium,
    '--carousel-per-page-large': counts.large,
    '--carousel-per-page-extra-large': counts.extraLarge,
    '--carousel-per-page-wide': counts.wide,
    ...(gap === undefined ? {} : { '--vt-carousel-gap': `${Math.max(0, gap)}px` }),
  } as CSSProperties;

  return (
    <section
      className={styles.carousel}
      style={style}
      aria-roledescription={t('LABEL_CAROUSEL_ROLE')}
      aria-label={label}
      onPointerEnter={() => {
        setHovered(true);
      }}
      onPointerLeave={() => {
        setHovered(false);
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {hasRotationControl(autoplay, reducedMotion, count) && (
        <button
          type="button"
          className={clsx(styles.control, styles.rotation)}
          data-rotation=""
          aria-controls={trackId}
          aria-label={t(playing ? 'LABEL_CAROUSEL_PAUSE' : 'LABEL_CAROUSEL_PLAY')}
          onClick={() => {
            setPlaying(!playing);
          }}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
      {paged && (
        <>
          <button
            type="button"
            className={clsx(styles.control, styles.arrow, styles.previous)}
            aria-controls={trackId}
            aria-label={t('LABEL_PREVIOUS')}
            aria-disabled={previousEnabled ? undefined : true}
            onClick={() => {
              if (!previousEnabled) return;
              goTo(previousPage(page, count, loop));
              onArrow?.('previous');
            }}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={clsx(styles.control, styles.arrow, styles.next)}
            aria-controls={trackId}
            aria-label={t('LABEL_NEXT')}
            aria-disabled={nextEnabled ? undefined : true}
            onClick={() => {
              if (!nextEnabled) return;
              goTo(nextPage(page, count, loop));
              onArrow?.('next');
            }}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
      <div
        id={trackId}
        ref={trackRef}
        className={styles.track}
        role="group"
        aria-label={t('LABEL_CAROUSEL_SLIDES')}
        tabIndex={paged ? 0 : undefined}
        data-page={page + 1}
        onKeyDown={paged ? onTrackKeyDown : undefined}
        onScroll={paged ? onScroll : undefined}
        onPointerDown={paged ? onTrackHandled : undefined}
        onWheel={paged ? onTrackHandled : undefined}
      >
        {slides.map((slide, index) => (
          <div
            key={isValidElement(slide) && slide.key !== null ? slide.key : String(index)}
            className={clsx(styles.slide, index % perPageNow === 0 && styles.pageStart)}
            role="group"
            aria-roledescription={t('LABEL_CAROUSEL_SLIDE_ROLE')}
            aria-label={t('LABEL_CAROUSEL_SLIDE_POSITION', { index: index + 1, total })}
          >
            {slide}
          </div>
        ))}
      </div>
      {paged && (
        <div
          className={styles.progress}
          style={{ '--carousel-pages': count, '--carousel-page': page } as CSSProperties}
          aria-hidden="true"
        >
          <span className={styles.progressBar} />
        </div>
      )}
      <p
        className={utilities.visuallyHidden}
        aria-live={rotating ? 'off' : 'polite'}
        aria-atomic="true"
      >
        {paged ? t('LABEL_CAROUSEL_PAGE', { page: page + 1, total: count }) : ''}
      </p>
    </section>
  );
}
