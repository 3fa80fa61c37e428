/* eslint-disable @typescript-eslint/no-unused-vars, @typescript-eslint/require-await -- stub, filled in by issue 4 */
import type { Db } from '../db/database.js';
import type { CataloguePlan } from './catalogue-plan.js';

/** The seeded demo customers' ids, for the orders seeded with them. */
export interface DemoAccounts {
  /** French customer with an order history (orders older than 12 months, event orders). */
  french: number;
  /** French overseas customer (97xxx postcode). */
  overseas: number;
  /** UK customer with a personal (store credit) account. */
  uk: number;
}

/** The demo accounts of docs/demo-accounts.md, with documented credentials. */
export async function seedDemoAccounts(
  _db: Db,
  _plan: CataloguePlan,
): Promise<DemoAccounts | null> {
  // Filled in by issue 4's work on this module.
  return null;
}
