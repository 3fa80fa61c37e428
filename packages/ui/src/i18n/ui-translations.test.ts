import { VALIDATION_MESSAGES } from '@vitrine/validation/forms';
import { describe, expect, it } from 'vitest';
import { uiTextsEn } from './ui-texts-en.js';
import { uiTextsFr } from './ui-texts-fr.js';
import { TRANSLATION_GROUPS, uiTranslations } from './ui-translations.js';

describe('the kit texts', () => {
  it.each(Object.entries(TRANSLATION_GROUPS))(
    '%s has the same keys in French and English, none empty',
    (_name, group) => {
      expect(Object.keys(group.en).sort()).toEqual(Object.keys(group.fr).sort());
      for (const text of [...Object.values(group.fr), ...Object.values(group.en)])
        expect(text.trim()).not.toBe('');
    },
  );

  it('never defines one key in two groups', () => {
    const seen = new Map<string, string>();
    for (const [name, group] of Object.entries(TRANSLATION_GROUPS))
      for (const key of Object.keys(group.fr)) {
        expect(seen.get(key), `${key} is in ${name} and ${seen.get(key) ?? ''}`).toBeUndefined();
        seen.set(key, name);
      }
  });

  it('translates every error key of the validation schemas in both languages', () => {
    for (const key of Object.values(VALIDATION_MESSAGES)) {
      expect(uiTranslations.fr[key], key).toBeTypeOf('string');
      expect(uiTranslations.en[key], key).toBeTypeOf('string');
    }
  });
});

describe('uiTextsFr and uiTextsEn', () => {
  it('hold every text of the kit but the consent group (added with the banner), one language each', () => {
    const { consent, ...loadedAtStart } = TRANSLATION_GROUPS;
    const atStart = (language: 'fr' | 'en') =>
      Object.assign({}, ...Object.values(loadedAtStart).map((group) => group[language])) as Record<
        string,
        string
      >;
    expect(uiTextsFr).toEqual(atStart('fr'));
    expect(uiTextsEn).toEqual(atStart('en'));
    for (const key of Object.keys(consent.fr)) expect(uiTextsFr).not.toHaveProperty(key);
  });
});
