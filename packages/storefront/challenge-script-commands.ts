// Browser commands of the component tests (vitest.config.ts): the bot-challenge providers'
// scripts answered at the network edge, in Playwright, so that no test reaches Cloudflare or
// Google and each can count what the page asked for.
import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

/**
 * What the stand-in script does: call the global callback its URL's `onload` names, as the
 * provider's script does once its API is ready. The test has put its stand-in API on `window`.
 */
const READY_SCRIPT = `(() => {
  const callback = new URL(document.currentScript.src).searchParams.get('onload');
  if (callback) window[callback]();
})();`;

/** Requests answered, by URL prefix. */
const requests = new Map<string, number>();

/**
 * Answers every request under `prefix`, counting them from 0: with the stand-in script, or as a
 * browser offline (the script's `error` event).
 */
const serveChallengeScripts: BrowserCommand<
  [prefix: string, answer?: 'script' | 'offline']
> = async ({ page }, prefix, answer = 'script') => {
  requests.set(prefix, 0);
  await page.unroute(`${prefix}**`);
  await page.route(`${prefix}**`, (route) => {
    requests.set(prefix, (requests.get(prefix) ?? 0) + 1);
    return answer === 'offline'
      ? route.abort('internetdisconnected')
      : route.fulfill({ contentType: 'text/javascript', body: READY_SCRIPT });
  });
};

/** How many requests under `prefix` the page made since `serveChallengeScripts`. */
const challengeScriptRequests: BrowserCommand<[prefix: string], number> = (_context, prefix) =>
  requests.get(prefix) ?? 0;

export const challengeScriptCommands = { serveChallengeScripts, challengeScriptRequests };

declare module 'vitest/browser' {
  interface BrowserCommands {
    serveChallengeScripts: (prefix: string, answer?: 'script' | 'offline') => Promise<void>;
    challengeScriptRequests: (prefix: string) => Promise<number>;
  }
}
