import type { Customer } from '@vitrine/api-client';

/** Where the footer newsletter box leads (spec 4, footer newsletter box). */
export type NewsletterNextStep =
  /** Logged in with their own address: subscribe at once, then the account newsletter page. */
  | { kind: 'subscribe-then-account' }
  /** Logged in, another address: the account newsletter page. */
  | { kind: 'account-newsletter' }
  /** Not logged in, the address has an account: login, with the must-log-in-for-newsletter flag. */
  | { kind: 'login-for-newsletter' }
  /** Not logged in, unknown address: the subscriber page, address preset, mail on, others off. */
  | { kind: 'subscriber-page' };

export function newsletterNextStep(
  customer: Customer | null,
  email: string,
  emailHasAccount: () => Promise<boolean>,
): Promise<NewsletterNextStep> | NewsletterNextStep {
  if (customer?.isLoggedIn)
    return customer.email.toLowerCase() === email.toLowerCase()
      ? { kind: 'subscribe-then-account' }
      : { kind: 'account-newsletter' };
  return emailHasAccount().then((exists) =>
    exists ? { kind: 'login-for-newsletter' } : { kind: 'subscriber-page' },
  );
}
