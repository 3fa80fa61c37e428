import type * as ProductTrackingEvents from './product-tracking-events.js';

type Events = typeof ProductTrackingEvents;

/**
 * The product events of lists and carousels (product-tracking-events), with their mappers split
 * off the pages' first script: the cards are on the first screen of most pages, their tracking
 * need not delay it. The browser asks for that code as soon as this module runs; until it is
 * there (a moment), events wait for it, in order, and once it is, they are pushed at once.
 */
let loaded: Events | undefined;
const loading =
  typeof window === 'undefined'
    ? undefined
    : import('./product-tracking-events.js').then((module) => {
        loaded = module;
        return module;
      });

function withEvents(push: (events: Events) => void): void {
  if (loaded) push(loaded);
  else void loading?.then(push);
}

export function trackImpressions(...args: Parameters<Events['trackImpressions']>): void {
  withEvents(({ trackImpressions }) => {
    trackImpressions(...args);
  });
}

export function trackProductClick(...args: Parameters<Events['trackProductClick']>): void {
  withEvents(({ trackProductClick }) => {
    trackProductClick(...args);
  });
}
