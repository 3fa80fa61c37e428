import { describe, expect, it } from 'vitest';
import { checkStoreConfig, StoreConfigError, type StoreConfig } from './store-config.js';
import { FRENCH_STORE } from './store-fixtures.test-support.js';

const french = FRENCH_STORE;

describe('checkStoreConfig', () => {
  it('accepts a consistent store', () => {
    expect(checkStoreConfig(french)).toBe(french);
    expect(
      checkStoreConfig({ ...french, apiOrigin: 'https://api.example', loggedInHome: '/x' }),
    ).toBeTruthy();
  });

  it('names every inconsistency at once', () => {
    const broken: StoreConfig = {
      ...french,
      locale: 'en-GB',
      currency: 'GBP',
      slugs: { ...french.slugs, search: 'Search' },
      appKey: '',
      apiOrigin: 'api.example/',
      features: { ...french.features, personalAccount: true },
    };
    expect(() => checkStoreConfig(broken)).toThrow(StoreConfigError);
    expect(() => checkStoreConfig(broken)).toThrow(
      /serves fr-FR, not en-GB.*language fr does not match.*sells in EUR, not GBP.*searches under \/Recherche, not \/Search.*appKey is empty.*apiOrigin must be an origin.*UK store only/,
    );
    expect(() => checkStoreConfig({ ...french, loggedInHome: 'orders' })).toThrow(/loggedInHome/);
  });

  it("accepts the bot challenges' site keys, and refuses what cannot be one", () => {
    const keys = {
      turnstileSiteKey: '1x00000000000000000000AA',
      recaptchaSiteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
    };
    expect(checkStoreConfig({ ...french, challenges: keys }).challenges).toEqual(keys);
    // An empty setting (VITE_TURNSTILE_SITE_KEY=) is no key: the sandbox.
    expect(checkStoreConfig({ ...french, challenges: { turnstileSiteKey: '' } })).toBeTruthy();
    expect(() =>
      checkStoreConfig({ ...french, challenges: { ...keys, recaptchaSiteKey: '"6LeIx AcT"' } }),
    ).toThrow(
      new StoreConfigError(
        'Invalid store configuration: challenges.recaptchaSiteKey must be the provider\'s site key (got ""6LeIx AcT"").',
      ),
    );
  });
});
