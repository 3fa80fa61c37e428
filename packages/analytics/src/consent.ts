/**
 * The visitor's cookie consent and Google Consent Mode v2. Two purposes, each accepted or refused
 * on its own: audience measurement (analytics) and personalised advertising.
 */
export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

export type ConsentPurpose = keyof ConsentChoice;

export const CONSENT_PURPOSES: readonly ConsentPurpose[] = ['analytics', 'advertising'];

export const ACCEPT_ALL: ConsentChoice = { analytics: true, advertising: true };
export const REFUSE_ALL: ConsentChoice = { analytics: false, advertising: false };

/** Whether the choice lets anything load (the tag manager loads only then). */
export const grantsAnything = (choice: ConsentChoice): boolean =>
  CONSENT_PURPOSES.some((purpose) => choice[purpose]);

type Signal = 'granted' | 'denied';

/** The consent types of Consent Mode v2 the store sets. */
export interface ConsentModeState {
  analytics_storage: Signal;
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
}

const signal = (granted: boolean): Signal => (granted ? 'granted' : 'denied');

/** A choice in Consent Mode's terms: advertising covers the three advertising types. */
export function consentModeState(choice: ConsentChoice): ConsentModeState {
  return {
    analytics_storage: signal(choice.analytics),
    ad_storage: signal(choice.advertising),
    ad_user_data: signal(choice.advertising),
    ad_personalization: signal(choice.advertising),
  };
}

/** The cookie that keeps the choice (first party, read by the store only). */
export const CONSENT_COOKIE = 'vitrine_consent';

/** The choice is kept six months (CNIL's recommended longest), then asked again. */
export const CONSENT_MAX_AGE_SECONDS = 15_768_000;

/** Version of the cookie's format: a new set of purposes asks everyone again. */
const FORMAT = 'v1';

/** The cookie's value: 'v1.analytics=1.advertising=0'. */
export const serializeConsent = (choice: ConsentChoice): string =>
  [FORMAT, ...CONSENT_PURPOSES.map((purpose) => `${purpose}=${choice[purpose] ? 1 : 0}`)].join('.');

/** A cookie value back to a choice; undefined when absent, malformed or of another format. */
export function parseConsent(value: string | undefined): ConsentChoice | undefined {
  const [format, ...parts] = (value ?? '').split('.');
  if (format !== FORMAT || parts.length !== CONSENT_PURPOSES.length) return undefined;
  const choice: Partial<Record<ConsentPurpose, boolean>> = {};
  for (const [index, purpose] of CONSENT_PURPOSES.entries()) {
    const flag = parts[index];
    if (flag !== `${purpose}=1` && flag !== `${purpose}=0`) return undefined;
    choice[purpose] = flag.endsWith('1');
  }
  return choice as ConsentChoice;
}
