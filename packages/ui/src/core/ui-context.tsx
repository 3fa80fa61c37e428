import { createContext, use, useMemo } from 'react';
import type { ReactNode } from 'react';
import { realClock } from './clock.js';
import type { UiClock } from './clock.js';
import { AnchorLink } from './link.js';
import type { LinkComponent } from './link.js';

export type StoreLocale = 'fr-FR' | 'en-GB';
export type Currency = 'EUR' | 'GBP';

/** What every component may need from the store it runs in. */
export interface UiSettings {
  locale: StoreLocale;
  currency: Currency;
  /** The router's link; a plain anchor by default. */
  Link: LinkComponent;
  /**
   * The timers of the kit's delays, countdowns and rotations: the browser's by default. Stories
   * and tests pass a clock they move by hand (see `UiClock`).
   */
  clock: UiClock;
}

const UiContext = createContext<UiSettings>({
  locale: 'fr-FR',
  currency: 'EUR',
  Link: AnchorLink,
  clock: realClock,
});

export interface UiProviderProps extends Partial<UiSettings> {
  children: ReactNode;
}

/**
 * Gives the kit its store locale, currency and link component (French store by default), and the
 * clock its timers run on (the browser's by default).
 */
export function UiProvider({ children, locale, currency, Link, clock }: UiProviderProps) {
  const parent = use(UiContext);
  const value = useMemo<UiSettings>(
    () => ({
      locale: locale ?? parent.locale,
      currency: currency ?? parent.currency,
      Link: Link ?? parent.Link,
      clock: clock ?? parent.clock,
    }),
    [locale, currency, Link, clock, parent],
  );
  return <UiContext value={value}>{children}</UiContext>;
}

export function useUi(): UiSettings {
  return use(UiContext);
}
