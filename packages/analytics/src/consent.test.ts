import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  consentModeState,
  grantsAnything,
  parseConsent,
  REFUSE_ALL,
  serializeConsent,
} from './consent.js';
import { createDataLayer } from './data-layer.js';

describe('consent', () => {
  it('maps a choice to the four types of Consent Mode v2', () => {
    expect(consentModeState(REFUSE_ALL)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeState({ analytics: true, advertising: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeState({ analytics: false, advertising: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('keeps a choice in a cookie value and reads it back', () => {
    expect(serializeConsent(ACCEPT_ALL)).toBe('v1.analytics=1.advertising=1');
    expect(serializeConsent({ analytics: true, advertising: false })).toBe(
      'v1.analytics=1.advertising=0',
    );
    for (const choice of [ACCEPT_ALL, REFUSE_ALL, { analytics: false, advertising: true }])
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
  });

  it('asks again when the cookie is absent, of another format or tampered with', () => {
    for (const value of [
      undefined,
      '',
      'v1',
      'v0.analytics=1.advertising=1',
      'v1.analytics=1',
      'v1.analytics=2.advertising=0',
      'v1.advertising=1.analytics=1',
      'v1.analytics=1.advertising=1.extra=1',
    ])
      expect(parseConsent(value)).toBeUndefined();
  });

  it('lets anything load only when one purpose is accepted', () => {
    expect(grantsAnything(REFUSE_ALL)).toBe(false);
    expect(grantsAnything({ analytics: false, advertising: true })).toBe(true);
    expect(grantsAnything(ACCEPT_ALL)).toBe(true);
  });

  it('pushes consent commands as gtag does: an Arguments object, not an event', () => {
    const received: unknown[] = [];
    const layer = createDataLayer({ push: (entry) => received.push(entry) });
    layer.pushConsent('default', consentModeState(REFUSE_ALL));
    layer.pushConsent('update', consentModeState(ACCEPT_ALL));
    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect(Array.from(first as IArguments)).toEqual([
      'consent',
      'default',
      consentModeState(REFUSE_ALL),
    ]);
    expect(Array.from(second as IArguments)).toEqual([
      'consent',
      'update',
      consentModeState(ACCEPT_ALL),
    ]);
  });
});
