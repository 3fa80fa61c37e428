import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { userProfileEvent } from '@vitrine/analytics';
import type { Customer, SignedInCustomer } from '@vitrine/api-client';
import { toApiFailure } from '../app/api-failure.js';
import type { StoreExtra } from '../app/store-extra.js';
import { track } from '../shared/analytics.js';
import { readCookie } from '../shared/cookies.js';
import { customerReceived, customerSignedOut } from './customer-slice.js';
import type { Thunk } from './session-thunks.js';

/**
 * The retargeting cookie (spec 4; the name is ours): the visitor's identifier, written by the
 * retargeting partner's tag on the site's domain. The store only reads it.
 */
export const RETARGETING_COOKIE = 'vitrine_retarg';

/** The contract's `Retarg`: anything else would be refused by the server, so it is ignored. */
const RETARG = /^[A-Za-z0-9._-]{1,128}$/;

/** The retargeting identifier in a `document.cookie` string; undefined when absent or malformed. */
export function readRetargetingCookie(cookies: string): string | undefined {
  const raw = readCookie(cookies, RETARGETING_COOKIE);
  if (raw === undefined) return undefined;
  try {
    const value = decodeURIComponent(raw);
    return RETARG.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The page's retargeting identifier, if its cookie holds one (none outside a browser). */
export const currentRetarg = (): string | undefined =>
  typeof document === 'undefined' ? undefined : readRetargetingCookie(document.cookie);

/** A sync to run: for whom, with which identifier, and its key (customer number|identifier). */
export interface RetargetingSync {
  key: string;
  customer: SignedInCustomer;
  retarg: string;
}

/**
 * The trigger rule (spec 4: "with a retargeting cookie and a customer"): a sync is due for a
 * signed-in customer when the cookie holds an identifier, unless this customer and identifier
 * were synced last in this page load (`lastKey`): once per page load and per sign-in, not on
 * every refresh of the same customer. Null when none is due.
 */
export function dueRetargetingSync(
  customer: Customer | null,
  retarg: string | undefined,
  lastKey: string | null,
): RetargetingSync | null {
  if (!customer?.isLoggedIn || retarg === undefined) return null;
  const key = `${customer.customerNumber}|${retarg}`;
  return key === lastKey ? null : { key, customer, retarg };
}

/**
 * Attaches the identifier to the session (customer/updateSession), fetches the customer's
 * retargeting profile (customer/user/retarg) and pushes it, mapped, to the data layer. Analytics
 * never break the page: a failure is only logged.
 */
const syncRetargeting =
  (customer: SignedInCustomer, retarg: string): Thunk<void> =>
  async (_dispatch, _getState, extra) => {
    try {
      await extra.client.customer.updateSession(retarg);
      const profile = await extra.client.customer.retargetingProfile(retarg);
      track(await userProfileEvent(customer, profile));
    } catch (error) {
      console.warn('Retargeting sync failed', toApiFailure(error));
    }
  };

type StoreListener = ListenerMiddlewareInstance<
  unknown,
  ThunkDispatch<unknown, StoreExtra, UnknownAction>,
  StoreExtra
>;

/** Runs `syncRetargeting` when a customer answer makes one due (`dueRetargetingSync`). */
export function listenForRetargeting(listener: StoreListener): void {
  // The last sync of this page load; signing out forgets it, so the next sign-in syncs again.
  let synced: string | null = null;
  listener.startListening({
    actionCreator: customerSignedOut,
    effect: () => {
      synced = null;
    },
  });
  listener.startListening({
    actionCreator: customerReceived,
    effect: async ({ payload: customer }, api) => {
      // A visitor: the next sign-in syncs again.
      if (!customer.isLoggedIn) synced = null;
      const due = dueRetargetingSync(customer, currentRetarg(), synced);
      if (!due) return;
      synced = due.key;
      await api.dispatch(syncRetargeting(due.customer, due.retarg));
    },
  });
}
