/** User agents of the search engines: they see the site as shoppers would, consent accepted. */
export const SEARCH_ENGINE_AGENTS: readonly string[] = [
  'Googlebot',
  'Google-InspectionTool',
  'AdsBot-Google',
  'bingbot',
  'Slurp',
  'DuckDuckBot',
  'Baiduspider',
  'YandexBot',
  'Applebot',
  'Qwantbot',
  'Qwantify',
  'SeznamBot',
  'PetalBot',
  'Sogou',
  'Exabot',
];

/** Other known crawlers: previews, SEO tools, archives. */
export const OTHER_CRAWLER_AGENTS: readonly string[] = [
  'facebookexternalhit',
  'Facebot',
  'Twitterbot',
  'LinkedInBot',
  'Pinterestbot',
  'Slackbot',
  'WhatsApp',
  'AhrefsBot',
  'SemrushBot',
  'MJ12bot',
  'DotBot',
  'ia_archiver',
  'archive.org_bot',
];

export const KNOWN_CRAWLERS: readonly string[] = [...SEARCH_ENGINE_AGENTS, ...OTHER_CRAWLER_AGENTS];

/** The one agent allowed past the bot challenge by default: our own synthetic monitoring. */
export const DEFAULT_BOT_CHALLENGE_BYPASS = 'VitrineSyntheticMonitor';

const matches = (userAgent: string | null | undefined, agents: readonly string[]) => {
  const text = (userAgent ?? '').toLowerCase();
  return text !== '' && agents.some((agent) => text.includes(agent.toLowerCase()));
};

/** Whether a user agent is a known crawler (case-insensitive). */
export const isCrawler = (
  userAgent: string | null | undefined,
  agents: readonly string[] = KNOWN_CRAWLERS,
): boolean => matches(userAgent, agents);

export interface CrawlerPolicyOptions {
  crawlers?: readonly string[];
  searchEngines?: readonly string[];
  botChallengeBypass?: string;
}

/** The rules of spec 6 for robots, with lists a store can change in its configuration. */
export function createCrawlerPolicy({
  crawlers = KNOWN_CRAWLERS,
  searchEngines = SEARCH_ENGINE_AGENTS,
  botChallengeBypass = DEFAULT_BOT_CHALLENGE_BYPASS,
}: CrawlerPolicyOptions = {}) {
  return {
    isCrawler: (userAgent: string | null | undefined) => matches(userAgent, crawlers),
    /** Search engines accept the cookie consent automatically. */
    autoAcceptsConsent: (userAgent: string | null | undefined) => matches(userAgent, searchEngines),
    /** The named agent skips the bot challenge. */
    bypassesBotChallenge: (userAgent: string | null | undefined) =>
      matches(userAgent, [botChallengeBypass]),
  };
}
