import { describe, expect, it } from 'vitest';
import { isNewsletterLogin, newsletterPreset, readNewsletterPreset } from './newsletter-handoff.js';

describe('the newsletter box hands over (spec 4)', () => {
  it('presets the subscriber page: the address, mail on, partner and SMS off', () => {
    expect(newsletterPreset('a@b.fr')).toEqual({
      email: 'a@b.fr',
      mailOption: true,
      partnerOption: false,
      smsOption: false,
    });
  });

  it('reads the preset from the router state, and starts empty without one', () => {
    expect(readNewsletterPreset({ newsletter: newsletterPreset('a@b.fr') }).email).toBe('a@b.fr');
    expect(readNewsletterPreset(null)).toEqual(newsletterPreset(''));
    expect(readNewsletterPreset({ newsletter: { email: 42 } })).toEqual(newsletterPreset(''));
  });

  it('tells the login page it was reached from the box', () => {
    expect(isNewsletterLogin('?newsletter=1')).toBe(true);
    expect(isNewsletterLogin('?redirect=%2Fcontact')).toBe(false);
  });
});
