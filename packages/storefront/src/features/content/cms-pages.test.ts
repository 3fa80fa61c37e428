import { describe, expect, it } from 'vitest';
import { ENGLISH_SLUGS, FRENCH_SLUGS } from '../../config/store-fixtures.test-support.js';
import { cmsPagePath, cmsTitleKey, metaDescription, storeCmsPath } from './cms-pages.js';

const fr = FRENCH_SLUGS;
const uk = ENGLISH_SLUGS;

describe('cmsPagePath', () => {
  it('drops the slashes around the store path', () => {
    expect(cmsPagePath('/livraison-et-retours')).toBe('livraison-et-retours');
    expect(cmsPagePath('/aide/')).toBe('aide');
    expect(cmsPagePath('/infos/magasins')).toBe('infos/magasins');
  });

  it('decodes the address, and keeps a malformed one as typed', () => {
    expect(cmsPagePath('/s%C3%A9lection')).toBe('sélection');
    expect(cmsPagePath('/100%')).toBe('100%');
  });
});

describe('storeCmsPath', () => {
  it('asks for the store’s own form of the help page', () => {
    expect(storeCmsPath('aide', uk)).toBe('help');
    expect(storeCmsPath('help', uk)).toBe('help');
    expect(storeCmsPath('help', fr)).toBe('aide');
    expect(storeCmsPath('AIDE', fr)).toBe('aide');
  });

  it('asks for the store’s own form of the privacy policy', () => {
    expect(storeCmsPath('donnees-personnelles-cookies', uk)).toBe('privacy-policy');
    expect(storeCmsPath('privacy-policy', fr)).toBe('donnees-personnelles-cookies');
  });

  it('leaves every other page as it is', () => {
    expect(storeCmsPath('livraison-et-retours', uk)).toBe('livraison-et-retours');
    expect(storeCmsPath('promotional-offers-terms-and-conditions', fr)).toBe(
      'promotional-offers-terms-and-conditions',
    );
    expect(storeCmsPath('aide/contact', uk)).toBe('aide/contact');
  });
});

describe('cmsTitleKey', () => {
  it('names the help, privacy, promotional terms and delivery pages', () => {
    expect(cmsTitleKey('aide', fr)).toBe('CONTENT_TITLE_HELP');
    expect(cmsTitleKey('help', uk)).toBe('CONTENT_TITLE_HELP');
    expect(cmsTitleKey('privacy-policy', uk)).toBe('CONTENT_TITLE_PRIVACY');
    expect(cmsTitleKey('promotional-offers-terms-and-conditions', uk)).toBe(
      'CONTENT_TITLE_PROMOTIONAL_TERMS',
    );
    expect(cmsTitleKey('livraison-et-retours', fr)).toBe('CONTENT_TITLE_DELIVERY');
    expect(cmsTitleKey('delivery-and-returns', uk)).toBe('CONTENT_TITLE_DELIVERY');
  });

  it('knows the other pages by their content only', () => {
    expect(cmsTitleKey('mentions-legales', fr)).toBeUndefined();
    // The other store's form never reaches it: storeCmsPath maps it first.
    expect(cmsTitleKey('aide', uk)).toBeUndefined();
  });
});

describe('metaDescription', () => {
  it('keeps a short text whole, spaces tidied', () => {
    expect(metaDescription('  Livraison\n offerte  dès 49 €. ')).toBe(
      'Livraison offerte dès 49 €.',
    );
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const text = 'Vous pouvez commander 24 h/24 sur notre site, depuis votre ordinateur.';
    const cut = metaDescription(text, 40);
    expect(cut).toBe('Vous pouvez commander 24 h/24 sur notre…');
    expect(cut?.length).toBeLessThanOrEqual(40);
  });

  it('has nothing to say for an empty text', () => {
    expect(metaDescription(' \n ')).toBeUndefined();
  });
});
