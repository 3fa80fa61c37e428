import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import type { StoreLocale } from '../src/core/ui-context.js';
import { UiProvider } from '../src/core/ui-context.js';
import { i18nFor } from './story-i18n.js';
import { VIEWPORTS } from './viewports.js';
import '../src/styles/tokens.css';
import '../src/styles/base.css';

const STORES = {
  'fr-FR': { currency: 'EUR', language: 'fr' },
  'en-GB': { currency: 'GBP', language: 'en' },
} as const;

/** Wraps every story in the store chosen in the toolbar: its texts, locale and currency. */
const withStore: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'fr-FR') as StoreLocale;
  const store = STORES[locale];
  return (
    <I18nextProvider i18n={i18nFor(store.language)}>
      <UiProvider locale={locale} currency={store.currency}>
        <div lang={store.language}>
          <Story />
        </div>
      </UiProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withStore],
  globalTypes: {
    locale: {
      description: 'Store: language, locale and currency',
      toolbar: {
        title: 'Store',
        icon: 'globe',
        items: [
          { value: 'fr-FR', title: 'fr-FR · euros', right: '€' },
          { value: 'en-GB', title: 'en-GB · pounds', right: '£' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'fr-FR' },
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color|colour)$/i } },
    // Any axe violation fails the story's test (and shows in the Accessibility panel). WCAG 2.2's
    // target size (24 px, rule off by default in axe) is checked too.
    a11y: {
      test: 'error',
      config: { rules: [{ id: 'target-size', enabled: true }] },
    },
  },
};

export default preview;
