import { consentTranslations, uiTextsEn, uiTextsFr, uiTranslations } from '@vitrine/ui';
import { describe, expect, it } from 'vitest';
import { startTranslationGroups, storefrontTranslationGroups } from './storefront-translations.js';
import { englishTexts } from './texts-en.js';
import { frenchTexts } from './texts-fr.js';

/** The user-facing keys spec 8 names: each needs a real French and English text. */
const SPEC_LABELS = [
  'LABEL_SCROLL_TO_TOP',
  'LABEL_SEE_ALL_RESULTS',
  'LABEL_OK',
  'LABEL_CLOSE',
  'LABEL_FIND_A_PRODUCT',
  'LABEL_FIND_A_COLOR',
  'LABEL_FIND_A_REFERENCE',
  'LABEL_SEARCH',
  'LABEL_BASKET',
  'LABEL_TAB_HELP',
  'LABEL_MYACCOUNT_TITLE',
  'LABEL_MYACCOUNT_ORDER',
  'LABEL_MYACCOUNT_SIGNOUT',
  'LABEL_PERSONALINFORMATION_TITLE',
  'LABEL_QUICK_ORDER',
  'LABEL_ORDERING_CATALOG_REF',
];

describe('storefront texts', () => {
  const groups = [uiTranslations, ...storefrontTranslationGroups];

  it('never define a key twice (across the kit and every feature)', () => {
    const seen = new Map<string, number>();
    for (const group of groups)
      for (const key of Object.keys(group.fr)) seen.set(key, (seen.get(key) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  });

  it('have the same keys in French and English, none empty', () => {
    for (const group of storefrontTranslationGroups) {
      expect(Object.keys(group.en).sort()).toEqual(Object.keys(group.fr).sort());
      for (const language of ['fr', 'en'] as const)
        expect(Object.entries(group[language]).filter(([, text]) => text.trim() === '')).toEqual(
          [],
        );
    }
  });

  it('give every label key of spec 8 a French and an English text that differ', () => {
    const all = (language: 'fr' | 'en') =>
      Object.assign({}, ...groups.map((g) => g[language])) as Record<string, string>;
    const fr = all('fr');
    const en = all('en');
    for (const key of SPEC_LABELS) {
      expect(fr[key], key).toBeTruthy();
      expect(en[key], key).toBeTruthy();
    }
    // 'OK' is the same word in both languages; the others are translated.
    expect(SPEC_LABELS.filter((key) => key !== 'LABEL_OK' && fr[key] === en[key])).toEqual([]);
  });
});

describe('frenchTexts and englishTexts', () => {
  it('hold every text of the kit (but its consent group, loaded with the banner) and of the groups bundled at start, one language each', () => {
    const kitAtStart = { fr: uiTextsFr, en: uiTextsEn };
    const all = (language: 'fr' | 'en') =>
      Object.assign(
        {},
        ...[kitAtStart, ...startTranslationGroups].map((g) => g[language]),
      ) as Record<string, string>;
    expect(frenchTexts).toEqual(all('fr'));
    expect(englishTexts).toEqual(all('en'));
    for (const key of Object.keys(consentTranslations.fr))
      expect(frenchTexts).not.toHaveProperty(key);
  });
});
