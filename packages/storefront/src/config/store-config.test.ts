import { describe, expect, it } from 'vitest';
import { checkStoreConfig, StoreConfigError, type StoreConfig } from './store-config.js';

const french: StoreConfig = {
  segment: 'fr',
  locale: 'fr-FR',
  language: 'fr',
  currency: 'EUR',
  apiOrigin: '',
  appKey: 'key',
  brandName: 'Vitrine',
  slugs: {
    productSitemap: 'plan-de-site-produits.html',
    categorySitemap: 'plan-de-site-categories.html',
    privacyPolicy: 'donnees-personnelles-cookies',
    directOrder: 'commande_directe',
    help: 'aide',
    deliveryAndReturns: 'livraison-et-retours',
    search: 'Recherche',
  },
  features: { mixAndMatch: false, personalAccount: false, instalmentsMessage: true },
  socialLinks: [],
};

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
      appKey: '',
      apiOrigin: 'api.example/',
      features: { ...french.features, personalAccount: true },
    };
    expect(() => checkStoreConfig(broken)).toThrow(StoreConfigError);
    expect(() => checkStoreConfig(broken)).toThrow(
      /serves fr-FR, not en-GB.*language fr does not match.*currency EUR does not match.*appKey is empty.*apiOrigin must be an origin.*UK store only/,
    );
    expect(() => checkStoreConfig({ ...french, loggedInHome: 'orders' })).toThrow(/loggedInHome/);
  });
});
