import { describe, expect, it } from 'vitest';
import {
  BANNER_ALLOWED_ATTRIBUTES,
  BANNER_ALLOWED_TAGS,
  isBlankHtml,
  sanitizeBannerHtml,
} from './sanitize-banner-html.js';

// DOMPurify needs a DOM: its real sanitising is tested in Chromium by the 'Hostile HTML' stories.
describe('the banner sanitising rules', () => {
  it('allow inline formatting and links only', () => {
    expect(BANNER_ALLOWED_TAGS).toContain('a');
    expect(BANNER_ALLOWED_TAGS).toContain('strong');
    for (const tag of ['script', 'iframe', 'style', 'img', 'object', 'form', 'svg', 'div'])
      expect(BANNER_ALLOWED_TAGS).not.toContain(tag);
  });

  it('keep the link address and no other attribute', () => {
    expect(BANNER_ALLOWED_ATTRIBUTES).toEqual(['href']);
  });
});

describe('isBlankHtml', () => {
  it('is true for empty, space-only or tag-only HTML', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('   \n ')).toBe(true);
    expect(isBlankHtml('<strong> </strong><br>')).toBe(true);
    expect(isBlankHtml('<span>&nbsp;</span>')).toBe(true);
  });

  it('is false as soon as some text shows', () => {
    expect(isBlankHtml('Livraison offerte')).toBe(false);
    expect(isBlankHtml('<strong>-20 %</strong>')).toBe(false);
  });
});

describe('sanitizeBannerHtml without a DOM', () => {
  it('returns nothing for blank HTML', () => {
    expect(sanitizeBannerHtml('  ')).toBe('');
  });

  it('never returns unsanitised HTML when DOMPurify cannot run (server rendering)', () => {
    expect(sanitizeBannerHtml('<img src=x onerror="alert(1)">Soldes')).toBe('');
  });
});
