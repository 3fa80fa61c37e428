import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentModeState,
  grantsAnything,
  isCrawler,
  loadTagManager,
  parseConsent,
  REFUSE_ALL,
  SEARCH_ENGINE_AGENTS,
  serializeConsent,
  type ConsentChoice,
} from '@vitrine/analytics';
import { dataLayer } from '../analytics.js';
import { cookieAssignment, isSecurePage, readCookie } from '../cookies.js';

/**
 * The visitor's consent in the page (decision 019). `choice` is null until the visitor decides
 * (the banner asks); `started` is false on the server and while the page hydrates, when nothing
 * about the visitor is known and no banner is rendered.
 */
export interface ConsentSnapshot {
  started: boolean;
  choice: ConsentChoice | null;
  preferencesOpen: boolean;
}

const NOT_STARTED: ConsentSnapshot = { started: false, choice: null, preferencesOpen: false };

let snapshot = NOT_STARTED;
let containers: readonly string[] = [];
const listeners = new Set<() => void>();

function update(next: Partial<ConsentSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

/** Tells the tag manager, and loads it once anything is granted (never before). */
function apply(choice: ConsentChoice) {
  dataLayer.pushConsent('update', consentModeState(choice));
  if (grantsAnything(choice)) loadTagManager(containers, dataLayer);
}

/**
 * Starts consent in the browser, before anything else reaches the data layer: Consent Mode's
 * default (everything denied), then the choice kept in the cookie, if any. Search engines accept
 * automatically (spec 6) and are never asked.
 */
export function startConsent(tagManagerContainers: readonly string[]): void {
  containers = tagManagerContainers;
  dataLayer.pushConsent('default', consentModeState(REFUSE_ALL));
  const saved = parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
  const searchEngine = isCrawler(navigator.userAgent, SEARCH_ENGINE_AGENTS);
  const choice = saved ?? (searchEngine ? ACCEPT_ALL : null);
  if (choice) apply(choice);
  snapshot = { started: true, choice, preferencesOpen: false };
}

/** The visitor's choice: kept six months, told to the tag manager, the banner and dialog closed. */
export function chooseConsent(choice: ConsentChoice): void {
  document.cookie = cookieAssignment(
    CONSENT_COOKIE,
    serializeConsent(choice),
    CONSENT_MAX_AGE_SECONDS,
    isSecurePage(),
  );
  apply(choice);
  update({ choice, preferencesOpen: false });
}

/** Opens the preferences dialog (the banner's 'choose' button, the footer's link). */
export const openConsentPreferences = () => {
  update({ preferencesOpen: true });
};

export const closeConsentPreferences = () => {
  update({ preferencesOpen: false });
};

export const consentStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => snapshot,
  getServerSnapshot: () => NOT_STARTED,
};
