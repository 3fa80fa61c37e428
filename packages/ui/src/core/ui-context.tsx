import { createContext, use, useMemo } from 'react';
import type { ReactNode } from 'react';
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
}

const UiContext = createContext<UiSettings>({ locale: 'fr-FR', currency: 'EUR', Link: AnchorLink });

export interface UiProviderProps extends Partial<UiSettings> {
  children: ReactNode;
}

/** Gives the kit its store locale, currency and link component (French store by default). */
export function UiProvider({ children, locale, currency, Link }: UiProviderProps) {
  const parent = use(UiContext);
  const value = useMemo<UiSettings>(
    () => ({
      locale: locale ?? parent.locale,
      currency: currency ?? parent.currency,
      Link: Link ?? parent.Link,
    }),
    [locale, currency, Link, parent],
  );
  return <UiContext value={value}>{children}</UiContext>;
}

export function useUi(): UiSettings {
  return use(UiContext);
}
