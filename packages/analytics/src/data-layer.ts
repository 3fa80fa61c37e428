import type { ConsentModeState } from './consent.js';
import type { AnalyticsEvent } from './events.js';
import type { Ga4Event } from './ga4.js';

type Entry = AnalyticsEvent | Ga4Event | { ecommerce: null } | IArguments;

/**
 * A gtag.js command as the tag manager reads it: the `arguments` object that gtag() pushes, which
 * it tells apart from events (an array or a plain object would be taken for an event).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the call's parameters, read through `arguments`
function gtagCommand(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the Arguments object itself is the command
  return arguments;
}

/** The array a tag manager reads (`window.dataLayer`), or anything with a push. */
export interface DataLayerTarget {
  push(...entries: object[]): unknown;
}

export interface DataLayer {
  push(event: AnalyticsEvent): void;
  /** GA4 e-commerce: clears the previous `ecommerce` object first, as Google recommends. */
  pushEcommerce(event: Ga4Event): void;
  /** Consent Mode: the 'default' state (before anything else) or an 'update' on a choice. */
  pushConsent(command: 'default' | 'update', state: ConsentModeState): void;
  /** Entries not delivered yet (the target threw); retried on each push. */
  readonly pending: readonly object[];
}

/** `window.dataLayer`, created if the tag manager has not loaded yet; none outside a browser. */
function browserDataLayer(): DataLayerTarget | undefined {
  if (typeof window === 'undefined') return undefined;
  const host = window as unknown as { dataLayer?: DataLayerTarget };
  host.dataLayer ??= [];
  return host.dataLayer;
}

/**
 * The page's data layer. When no tag manager has loaded yet, entries go into `window.dataLayer`
 * (created if needed), which the tag manager reads when it arrives; outside a browser they wait in
 * memory. A target that throws (a blocked or broken tag manager) never breaks the page: entries
 * stay pending and are retried with the next one.
 */
export function createDataLayer(
  target?: DataLayerTarget | (() => DataLayerTarget | undefined),
): DataLayer {
  const pending: object[] = [];
  const resolveTarget = typeof target === 'object' ? () => target : (target ?? browserDataLayer);

  const deliver = (entries: Entry[]) => {
    pending.push(...entries);
    let destination: DataLayerTarget | undefined;
    try {
      destination = resolveTarget();
    } catch {
      return;
    }
    if (!destination) return;
    for (let next = pending[0]; next !== undefined; next = pending[0]) {
      try {
        destination.push(next);
      } catch {
        return;
      }
      pending.shift();
    }
  };

  return {
    push: (event) => {
      deliver([event]);
    },
    pushEcommerce: (event) => {
      deliver([{ ecommerce: null }, event]);
    },
    pushConsent: (command, state) => {
      deliver([gtagCommand('consent', command, state)]);
    },
    get pending() {
      return pending;
    },
  };
}
