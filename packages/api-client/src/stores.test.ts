import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_APP_KEY, STORES } from './index.js';

describe('STORES', () => {
  it('describes the French store in euros and the British one in pounds', () => {
    expect(STORES).toEqual({
      fr: { segment: 'fr', locale: 'fr-FR', currency: 'EUR', searchSlug: 'Recherche' },
      uk: { segment: 'uk', locale: 'en-GB', currency: 'GBP', searchSlug: 'Search' },
    });
  });

  it('files each store under its own segment', () => {
    for (const [segment, store] of Object.entries(STORES)) expect(store.segment).toBe(segment);
  });

  it('has one development key', () => {
    expect(DEVELOPMENT_APP_KEY).toBe('vitrine-dev-app-key');
  });
});
