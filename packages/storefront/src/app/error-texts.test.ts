import { ERROR_CODES, type ErrorCode } from '@vitrine/api-client';
import { uiTranslations } from '@vitrine/ui';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { storefrontTranslationGroups } from '../i18n/storefront-translations.js';
import { ERROR_TEXT_KEYS, errorTextOptions, fieldErrorKey, isErrorCode } from './error-texts.js';

/** Every text of the kit and the storefront, without a fallback: a missing one shows. */
function allTexts() {
  const groups = [uiTranslations, ...storefrontTranslationGroups];
  const texts = (language: 'fr' | 'en') =>
    Object.assign({}, ...groups.map((g) => g[language])) as Record<string, string>;
  const i18n = createInstance();
  void i18n.init({
    resources: { fr: { translation: texts('fr') }, en: { translation: texts('en') } },
    lng: 'fr',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const i18n = allTexts();
const say = (
  language: 'fr' | 'en',
  code: ErrorCode,
  params?: { stock?: number; product?: string },
) => i18n.getFixedT(language)(ERROR_TEXT_KEYS[code], errorTextOptions(params));

describe('ERROR_TEXT_KEYS', () => {
  it('gives every error code of the API a text in French and in English', () => {
    const missing = ERROR_CODES.flatMap((code) =>
      (['fr', 'en'] as const).flatMap((lng) =>
        // Each plural form too: a count of 0, 1 and more.
        [0, 1, 2].some((count) => !i18n.exists(ERROR_TEXT_KEYS[code], { lng, count }))
          ? [`${code} (${lng})`]
          : [],
      ),
    );
    expect(missing).toEqual([]);
  });

  it('knows the codes of the API and nothing else', () => {
    expect(ERROR_CODES.every(isErrorCode)).toBe(true);
    expect(Object.keys(ERROR_TEXT_KEYS).sort()).toEqual([...ERROR_CODES].sort());
    expect(['VALIDATION_REQUIRED', 'toString', 'Not found.', undefined, 7].some(isErrorCode)).toBe(
      false,
    );
  });
});

describe('fieldErrorKey', () => {
  it('keeps a validation key, and says an error code with its text', () => {
    expect(fieldErrorKey('VALIDATION_EMAIL_INVALID')).toBe('VALIDATION_EMAIL_INVALID');
    expect(fieldErrorKey('catalogue.product_not_found')).toBe('NOT_FOUND_PRODUCT');
    expect(fieldErrorKey('auth.wrong_current_password')).toBe('INFORMATION_WRONG_PASSWORD');
    expect(fieldErrorKey('delivery.area_not_delivered')).toBe(
      'VALIDATION_POSTCODE_UNSUPPORTED_AREA',
    );
    expect(fieldErrorKey('request.invalid')).toBe('ERROR_FORM_INVALID');
  });
});

describe('errorTextOptions', () => {
  it('writes the stock left into the stock message, in each store’s language', () => {
    expect(say('fr', 'cart.stock_limit', { stock: 0 })).toBe('Cette taille est épuisée.');
    expect(say('fr', 'cart.stock_limit', { stock: 1 })).toBe(
      'Plus qu’un article en stock pour cette taille.',
    );
    expect(say('fr', 'cart.stock_limit', { stock: 4 })).toBe(
      'Plus que 4 articles en stock pour cette taille.',
    );
    expect(say('en', 'cart.stock_limit', { stock: 0 })).toBe('This size is out of stock.');
    expect(say('en', 'cart.stock_limit', { stock: 1 })).toBe('Only 1 left in stock for this size.');
    expect(say('en', 'cart.stock_limit', { stock: 3 })).toBe('Only 3 left in stock for this size.');
  });

  it('names the product short of stock', () => {
    expect(say('en', 'order.not_enough_stock', { product: 'Linen dress' })).toBe(
      'Sorry, there is not enough stock left of “Linen dress” for your order. Please change your basket and try again.',
    );
    expect(say('fr', 'order.not_enough_stock', { product: 'Robe en lin' })).toContain(
      '«\u00a0Robe en lin\u00a0»',
    );
  });

  it('gives nothing more to a text without values', () => {
    expect(errorTextOptions(undefined)).toEqual({});
    expect(say('fr', 'auth.invalid_login')).toBe(
      'Votre adresse e-mail ou votre mot de passe est incorrect. Veuillez réessayer.',
    );
  });
});
