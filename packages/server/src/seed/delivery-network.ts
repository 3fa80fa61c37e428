/* eslint-disable @typescript-eslint/no-unused-vars -- stub, filled in by issue 4 */
import type { Db } from '../db/database.js';
import type { CataloguePlan } from './catalogue-plan.js';

/** Relay points of both networks (RP, MLR) with opening hours. */
export async function seedDeliveryNetwork(_db: Db, _plan: CataloguePlan): Promise<void> {
  // Filled in by issue 4's work on this module.
}
