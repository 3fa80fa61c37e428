import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_LABEL_PRODUCT, PRODUCTS, PROMO_BANNERS } from '../fixtures/products.story-support.js';
import type { StoryBanner } from '../fixtures/products.story-support.js';
import { createStoryClock, withClock } from '../fixtures/timing.story-support.js';
import { ProductCard } from '../product/product-card.js';
import { Carousel } from './carousel.js';

const cards = PRODUCTS.map((product) => <ProductCard key={product.href} {...product} />);

function Banner({ banner }: { banner: StoryBanner }) {
  return (
    <a href={banner.href} style={{ display: 'block' }}>
      <img
        src={banner.src}
        alt={banner.alt}
        width={banner.width}
        height={banner.height}
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '3 / 2',
          objectFit: 'cover',
        }}
      />
    </a>
  );
}

const banners = PROMO_BANNERS.map((banner) => <Banner key={banner.href} banner={banner} />);

/** Parts of a rendered carousel. */
function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const track = canvas.getByRole('group', { name: /^(Diapositives|Slides)$/ });
  const status = canvasElement.querySelector('[aria-live]');
  if (!(status instanceof HTMLElement)) throw new Error('No live region');
  return {
    canvas,
    track,
    status,
    previous: () => canvas.getByRole('button', { name: /^(Précédent|Previous)$/ }),
    next: () => canvas.getByRole('button', { name: /^(Suivant|Next)$/ }),
  };
}

/** The width of one slide in slides of the track. */
function slidesPerPage(track: HTMLElement, gap = 10) {
  const slide = track.firstElementChild;
  if (!(slide instanceof HTMLElement)) throw new Error('No slide');
  return Math.round((track.clientWidth - 8 + gap) / (slide.getBoundingClientRect().width + gap));
}

/** Makes `prefers-reduced-motion: reduce` match for one story. */
function emulateReducedMotion() {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string): MediaQueryList => {
    if (!query.includes('prefers-reduced-motion')) return original(query);
    return Object.assign(new EventTarget(), {
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
    }) as unknown as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

/** The autoplay stories' time: the play functions move it (see {@link createStoryClock}). */
const clock = createStoryClock();

const meta = {
  title: 'Carousel/Carousel',
  component: Carousel,
  args: {
    label: 'Nouveautés',
    children: cards,
    perPage: 2,
    perPageFrom: { small: 3, medium: 4, large: 6 },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve cards, 6 a page on desktop (2, 3 and 4 at narrower widths). */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas, track, status, previous, next } = parts(canvasElement);
    const region = canvas.getByRole('region', { name: 'Nouveautés' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    const slides = within(track).getAllByRole('group');
    await expect(slides).toHaveLength(12);
    await expect(slides[2]).toHaveAttribute('aria-roledescription', 'diapositive');
    await expect(slides[2]).toHaveAttribute('aria-label', '3 sur 12');
    await expect(slidesPerPage(track)).toBe(6);
    await expect(status).toHaveTextContent('Page 1 sur 2');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(previous()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(next());
    await expect(status).toHaveTextContent('Page 2 sur 2');
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(track.clientWidth / 2));
    await expect(next()).toHaveAttribute('aria-disabled', 'true');
    // Without loop the last page stays.
    await userEvent.click(next());
    await expect(status).toHaveTextContent('Page 2 sur 2');

    await userEvent.click(previous());
    await expect(status).toHaveTextContent('Page 1 sur 2');
    await waitFor(() => expect(track.scrollLeft).toBe(0));
    await expect(previous()).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The arrows report each page they turn, and nothing when they cannot turn (other clicks). */
export const ArrowClicks: Story = {
  args: { onArrow: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const { status, previous, next } = parts(canvasElement);
    await userEvent.click(previous());
    await expect(args.onArrow).not.toHaveBeenCalled();
    await userEvent.click(next());
    await expect(status).toHaveTextContent('Page 2 sur 2');
    await expect(args.onArrow).toHaveBeenLastCalledWith('next');
    await userEvent.click(next());
    await expect(args.onArrow).toHaveBeenCalledTimes(1);
    await userEvent.click(previous());
    await expect(args.onArrow).toHaveBeenLastCalledWith('previous');
    await expect(args.onArrow).toHaveBeenCalledTimes(2);
  },
};

export const Keyboard: Story = {
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { track, status, previous, next } = parts(canvasElement);
    await expect(slidesPerPage(track)).toBe(4);
    // Tab order: previous, next, then the track.
    await userEvent.tab();
    await expect(previous()).toHaveFocus();
    await userEvent.tab();
    await expect(next()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Page 2 sur 3');
    await userEvent.tab();
    await expect(track).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Page 3 sur 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Page 3 sur 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(status).toHaveTextContent('Page 2 sur 3');
    await userEvent.keyboard('{Home}');
    await expect(status).toHaveTextContent('Page 1 sur 3');
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent('Page 3 sur 3');
    await waitFor(() =>
      expect(track.scrollLeft).toBeGreaterThanOrEqual(track.scrollWidth - track.clientWidth - 1),
    );
  },
};

export const Loop: Story = {
  args: { loop: true },
  globals: { viewport: { value: 'large', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { status, previous, next } = parts(canvasElement);
    await expect(status).toHaveTextContent('Page 1 sur 2');
    await expect(previous()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(previous());
    await expect(status).toHaveTextContent('Page 2 sur 2');
    await userEvent.click(next());
    await expect(status).toHaveTextContent('Page 1 sur 2');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { track, status, next } = parts(canvasElement);
    await expect(slidesPerPage(track)).toBe(2);
    await expect(status).toHaveTextContent('Page 1 sur 6');
    await userEvent.click(next());
    await expect(status).toHaveTextContent('Page 2 sur 6');
  },
};

/** Swiping (scrolling the track) moves the page too. */
export const Swipe: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { track, status } = parts(canvasElement);
    const third = track.children[4];
    if (!(third instanceof HTMLElement)) throw new Error('No slide');
    track.scrollTo({ left: third.offsetLeft - 4, behavior: 'instant' });
    await waitFor(() => expect(status).toHaveTextContent('Page 3 sur 6'));
  },
};

const INTERVAL = 3000;

const AUTOPLAY_ARGS = {
  label: 'Nos temps forts',
  children: banners,
  perPage: 1,
  perPageFrom: undefined,
  autoplay: true,
  loop: true,
  interval: INTERVAL,
};

/**
 * The mobile menu's banners: one a page, autoplay every 3 s, looping. The story's clock is moved
 * by its play function: the rotation waits for it.
 */
export const AutoplayBanners: Story = {
  args: AUTOPLAY_ARGS,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
  play: async ({ canvasElement }) => {
    const { canvas, status } = parts(canvasElement);
    await expect(status).toHaveTextContent('Page 1 sur 4');
    // While rotating, page changes are not announced.
    await expect(status).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(clock.pendingTimers()).toBe(1));
    // A full interval on the first page, not a millisecond less.
    clock.advance(INTERVAL - 1);
    await expect(status).toHaveTextContent('Page 1 sur 4');
    clock.advance(1);
    await expect(status).toHaveTextContent('Page 2 sur 4');

    const pause = canvas.getByRole('button', { name: 'Arrêter le défilement automatique' });
    await userEvent.click(pause);
    await expect(
      canvas.getByRole('button', { name: 'Lancer le défilement automatique' }),
    ).toBeVisible();
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // Stopped: no timer left, and three intervals later the page has not moved.
    await waitFor(() => expect(clock.pendingTimers()).toBe(0));
    clock.advance(INTERVAL * 3);
    await expect(status).toHaveTextContent('Page 2 sur 4');
  },
};

/** Hovering holds the rotation, leaving starts it again. */
export const AutoplayPausesOnHover: Story = {
  args: AUTOPLAY_ARGS,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
  play: async ({ canvasElement }) => {
    const { canvas, status } = parts(canvasElement);
    const region = canvas.getByRole('region', { name: 'Nos temps forts' });
    await userEvent.hover(region);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // Held: the rotation's timer is gone, and three intervals later the page has not moved.
    await waitFor(() => expect(clock.pendingTimers()).toBe(0));
    clock.advance(INTERVAL * 3);
    await expect(status).toHaveTextContent('Page 1 sur 4');
    await userEvent.unhover(region);
    await waitFor(() => expect(status).toHaveAttribute('aria-live', 'off'));
    await waitFor(() => expect(clock.pendingTimers()).toBe(1));
    clock.advance(INTERVAL);
    await expect(status).toHaveTextContent('Page 2 sur 4');
  },
};

/** Loop at the end of autoplaying banners: back to the first (on the real clock, 600 ms a page). */
export const AutoplayWrapsAround: Story = {
  args: { ...AUTOPLAY_ARGS, interval: 600 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { status } = parts(canvasElement);
    await waitFor(() => expect(status).toHaveTextContent('Page 4 sur 4'), { timeout: 6000 });
    await waitFor(() => expect(status).toHaveTextContent('Page 1 sur 4'), { timeout: 4000 });
  },
};

export const ReducedMotion: Story = {
  args: AUTOPLAY_ARGS,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
    return emulateReducedMotion();
  },
  play: async ({ canvasElement }) => {
    const { canvas, track, status, next } = parts(canvasElement);
    // No rotation, hence no pause button, no timer, and moves are instant.
    await expect(canvas.queryByRole('button', { name: /défilement/ })).toBeNull();
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(clock.pendingTimers()).toBe(0);
    clock.advance(INTERVAL * 3);
    await expect(status).toHaveTextContent('Page 1 sur 4');
    await userEvent.click(next());
    await expect(track.scrollLeft).toBeGreaterThan(0);
    await expect(status).toHaveTextContent('Page 2 sur 4');
  },
};

/** Fewer slides than a page holds: no buttons, nothing to page through. */
export const FewItems: Story = {
  args: { children: cards.slice(0, 3) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas, track, status } = parts(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(track).not.toHaveAttribute('tabindex');
    await expect(status).toBeEmptyDOMElement();
    await expect(within(track).getAllByRole('group')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { children: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const LongFrenchLabels: Story = {
  args: {
    label: 'Nos coups de cœur de la saison printemps-été pour toute la famille et la maison',
    children: Array.from({ length: 8 }, (_, index) => (
      <ProductCard key={index} {...LONG_LABEL_PRODUCT} href={`/fr/P-JU66020${String(index)}`} />
    )),
  },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas, status } = parts(canvasElement);
    await expect(canvas.getByRole('region', { name: /Nos coups de cœur/ })).toBeVisible();
    await expect(status).toHaveTextContent('Page 1 sur 3');
  },
};

export const English: Story = {
  globals: { locale: 'en-GB', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas, track, status, next } = parts(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Nouveautés' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(within(track).getAllByRole('group')[0]).toHaveAttribute('aria-label', '1 of 12');
    await userEvent.click(next());
    await expect(status).toHaveTextContent('Page 2 of 2');
  },
};

export const WideGap: Story = {
  args: { gap: 24, perPageFrom: { small: 3, medium: 4, large: 5, wide: 6 } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { track } = parts(canvasElement);
    await expect(getComputedStyle(track).columnGap).toBe('24px');
    await expect(slidesPerPage(track, 24)).toBe(6);
  },
};
