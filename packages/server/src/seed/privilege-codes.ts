/* eslint-disable @typescript-eslint/no-unused-vars -- stub, filled in by issue 4 */
import type { Db } from '../db/database.js';
import type { CataloguePlan } from './catalogue-plan.js';

/** The privilege codes of both stores, the default one included. */
export async function seedPrivilegeCodes(_db: Db, _plan: CataloguePlan): Promise<void> {
  // Filled in by issue 4's work on this module.
}
