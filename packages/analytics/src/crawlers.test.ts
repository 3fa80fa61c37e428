import { describe, expect, it } from 'vitest';
import { createCrawlerPolicy, DEFAULT_BOT_CHALLENGE_BYPASS, isCrawler } from './crawlers.js';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const AHREFS = 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';

describe('crawlers', () => {
  it('recognises known crawlers, whatever the case, and not browsers', () => {
    expect(isCrawler(GOOGLEBOT)).toBe(true);
    expect(isCrawler(AHREFS.toUpperCase())).toBe(true);
    expect(isCrawler(CHROME)).toBe(false);
    expect(isCrawler('')).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
    expect(isCrawler(CHROME, ['Chrome/'])).toBe(true);
  });

  it('lets search engines accept consent and one named agent past the bot challenge', () => {
    const policy = createCrawlerPolicy();
    expect(policy.autoAcceptsConsent(GOOGLEBOT)).toBe(true);
    expect(policy.autoAcceptsConsent(AHREFS)).toBe(false);
    expect(policy.isCrawler(AHREFS)).toBe(true);
    expect(policy.bypassesBotChallenge(`Mozilla/5.0 ${DEFAULT_BOT_CHALLENGE_BYPASS}/1.0`)).toBe(
      true,
    );
    expect(policy.bypassesBotChallenge(GOOGLEBOT)).toBe(false);
  });

  it('takes its lists from configuration', () => {
    const policy = createCrawlerPolicy({
      crawlers: ['MyBot'],
      searchEngines: [],
      botChallengeBypass: 'Checkly',
    });
    expect(policy.isCrawler(GOOGLEBOT)).toBe(false);
    expect(policy.isCrawler('MyBot/1.0')).toBe(true);
    expect(policy.autoAcceptsConsent(GOOGLEBOT)).toBe(false);
    expect(policy.bypassesBotChallenge('Checkly/2.0')).toBe(true);
  });
});
