import type { RetargetingProfile } from '@vitrine/api-client';
import type { AnalyticsEvent } from './events.js';
import type { UserStatus } from './order.js';

/** The visitor as the data layer describes them (spec 3, retargeting profile). */
export interface TrackingUser {
  user_id: string;
  user_logged: boolean;
  user_email_optin: boolean;
  user_nb_command: number;
  user_status: UserStatus;
  customer_last_order: string;
  user_category: string;
  /** SHA-256 of the trimmed, lower-cased e-mail: the address itself is never pushed. */
  user_email_sha256: string;
}

/** Hex SHA-256 of an e-mail address, trimmed and lower-cased (Web Crypto: browsers and Node). */
export async function hashEmail(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The customer as customer/get answers them (a signed-in `Customer` is one). */
export interface CustomerInput {
  isLoggedIn: boolean;
  customerNumber?: string;
  email?: string;
  /** The customer's own count of orders (spec 3): user status and order count come from it. */
  numberOfOrders?: number;
  /** The customer's brand e-mail opt-in. */
  mailOption?: boolean;
}

/**
 * A visitor, from the customer's own data and, when there is one, their retargeting profile
 * (absent, or CODE_RETOUR other than '0': unknown). The customer's number of orders and opt-in
 * win over the profile's; the profile adds the last order's date and the category. A visitor who
 * is not signed in is `user_logged: false`, a prospect without orders.
 */
export async function trackUser(
  customer: CustomerInput,
  profile?: RetargetingProfile,
): Promise<TrackingUser> {
  const known = profile?.CODE_RETOUR === '0' ? profile : undefined;
  const orders = customer.numberOfOrders ?? known?.NBCDE ?? 0;
  return {
    user_id: customer.isLoggedIn ? (customer.customerNumber ?? '') : '',
    user_logged: customer.isLoggedIn,
    user_email_optin: customer.mailOption ?? known?.OPTIONMAIL === 'O',
    user_nb_command: orders,
    user_status: orders > 0 ? 'client' : 'prospect',
    customer_last_order: known?.DATEDERNCDE ?? '',
    user_category: known?.CATEGORIE ?? '',
    user_email_sha256: customer.isLoggedIn && customer.email ? await hashEmail(customer.email) : '',
  };
}

/**
 * The data-layer entry of a signed-in customer's retargeting profile (spec 4: with a
 * retargeting cookie and a customer, the profile is fetched and mapped into the data layer).
 */
export async function userProfileEvent(
  customer: CustomerInput,
  profile: RetargetingProfile,
): Promise<Extract<AnalyticsEvent, { event: 'user_profile' }>> {
  return { event: 'user_profile', user: await trackUser(customer, profile) };
}
