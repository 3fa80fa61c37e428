/* eslint-disable @typescript-eslint/no-unused-vars -- stub, filled in by issue 4 */
import type { Db } from '../db/database.js';
import type { CataloguePlan } from './catalogue-plan.js';
import type { DemoAccounts } from './demo-accounts.js';

/** The demo accounts' order histories. */
export async function seedDemoOrders(
  _db: Db,
  _plan: CataloguePlan,
  _accounts: DemoAccounts | null,
): Promise<void> {
  // Filled in by issue 4's work on this module.
}
