import type { BrowserContext, Request } from '@playwright/test';
import type { StoreId } from './stores.js';

/**
 * The tag-manager containers `npm test` builds the apps with (scripts/quickstart.mjs keeps a copy:
 * it runs before anything is installed). The journeys check they load only after consent.
 */
export const TAG_MANAGER_CONTAINERS: Record<StoreId, readonly string[]> = {
  fr: ['GTM-VTRFR01', 'GTM-VTRFR02'],
  uk: ['GTM-VTRUK01', 'GTM-VTRUK02'],
};

/** Google's tag-manager and analytics hosts (those the Content-Security-Policy allows). */
const TAG_MANAGER_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

export const isTagManagerRequest = (request: Request) => TAG_MANAGER_HOSTS.test(request.url());

/**
 * The tag manager is a third party: its requests never leave the browser. A container answers
 * with an empty script, so a page behaves as with a container that has no tags.
 */
export async function stubTagManager(context: BrowserContext): Promise<void> {
  await context.route(TAG_MANAGER_HOSTS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

/** The consent cookie of a visitor who accepted everything (@vitrine/analytics's format). */
export const ACCEPTED_CONSENT = { name: 'vitrine_consent', value: 'v1.analytics=1.advertising=1' };
