import { realClock } from '../core/clock.js';
import type { UiClock } from '../core/clock.js';

/** How long each search placeholder stays before the next one (spec §9: 2000 ms). */
export const SEARCH_PLACEHOLDER_INTERVAL = 2000;

/** The placeholders the desktop search bar rotates through, in order (spec §2.2). */
export const SEARCH_PLACEHOLDER_KEYS = [
  'LABEL_FIND_A_PRODUCT',
  'LABEL_FIND_A_COLOR',
  'LABEL_FIND_A_REFERENCE',
] as const;

/** The plain placeholder of the mobile search bar (spec §2.2). */
const SEARCH_PLAIN_PLACEHOLDER_KEY = 'LABEL_SEARCH';

export type SearchPlaceholderKey =
  (typeof SEARCH_PLACEHOLDER_KEYS)[number] | typeof SEARCH_PLAIN_PLACEHOLDER_KEY;

/** The index after `index` in a list of `count` placeholders, back to the first after the last. */
export function nextPlaceholderIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

export interface PlaceholderRotationOptions {
  /** How many placeholders there are. Nothing rotates with fewer than two. */
  count: number;
  /** The index shown now; the first change goes to the one after it. */
  from?: number | undefined;
  /** Milliseconds between changes; {@link SEARCH_PLACEHOLDER_INTERVAL} by default. */
  interval?: number | undefined;
  /** Called with the new index at each change. */
  onChange: (index: number) => void;
  /** The clock of the rotation (the browser's timers by default). */
  clock?: UiClock | undefined;
}

/**
 * Moves to the next placeholder every `interval` ms (a chain of timeouts on `clock`) until the
 * returned function is called. The first change comes one full interval after the start.
 */
export function startPlaceholderRotation({
  count,
  from = 0,
  interval = SEARCH_PLACEHOLDER_INTERVAL,
  onChange,
  clock = realClock,
}: PlaceholderRotationOptions): () => void {
  if (count < 2) return () => undefined;
  let index = from;
  let timer: unknown;
  const schedule = () => {
    timer = clock.setTimeout(() => {
      index = nextPlaceholderIndex(index, count);
      schedule();
      onChange(index);
    }, interval);
  };
  schedule();
  return () => {
    clock.clearTimeout(timer);
  };
}

export interface PlaceholderChoice {
  /** Desktop: rotate between the three placeholders. Mobile: the plain one. */
  rotate: boolean;
  /** The index of the rotating placeholder reached so far. */
  index: number;
}

/** The i18n key of the placeholder to show. */
export function searchPlaceholderKey({ rotate, index }: PlaceholderChoice): SearchPlaceholderKey {
  if (!rotate) return SEARCH_PLAIN_PLACEHOLDER_KEY;
  return (
    SEARCH_PLACEHOLDER_KEYS[index % SEARCH_PLACEHOLDER_KEYS.length] ?? SEARCH_PLACEHOLDER_KEYS[0]
  );
}
