/**
 * What the footer's newsletter box hands to the page it leads to (spec 4): the login page's query
 * flag, and the subscriber page's starting values (in the router state, never in the address).
 */

/** Login's query flag: the shopper must log in to subscribe (spec 4). */
export const NEWSLETTER_LOGIN_FLAG = 'newsletter';

/** The subscriber page's starting values for an unknown address (spec 4). */
export interface NewsletterPreset {
  email: string;
  mailOption: true;
  partnerOption: false;
  smsOption: false;
}

/** The router state the footer leaves for the subscriber page (and the login page: its address). */
export interface NewsletterHandoffState {
  newsletter: NewsletterPreset;
}

export const newsletterPreset = (email: string): NewsletterPreset => ({
  email,
  mailOption: true,
  partnerOption: false,
  smsOption: false,
});

/** The preset the footer left in the router state; the spec's preset with no address otherwise. */
export function readNewsletterPreset(state: unknown): NewsletterPreset {
  const handoff = (state as Partial<NewsletterHandoffState> | null)?.newsletter;
  return newsletterPreset(typeof handoff?.email === 'string' ? handoff.email : '');
}

/** Whether the login page was reached from the newsletter box (`?newsletter=1`). */
export const isNewsletterLogin = (search: string): boolean =>
  new URLSearchParams(search).has(NEWSLETTER_LOGIN_FLAG);
