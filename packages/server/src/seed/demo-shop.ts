import type { Db } from '../db/database.js';
import type { CataloguePlan } from './catalogue-plan.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDeliveryNetwork } from './delivery-network.js';
import { seedPrivilegeCodes } from './privilege-codes.js';

/** What the shop needs besides the catalogue: codes, relay points, demo accounts and their orders. */
export async function seedShop(db: Db, plan: CataloguePlan): Promise<void> {
  await seedPrivilegeCodes(db, plan);
  await seedDeliveryNetwork(db, plan);
  const accounts = await seedDemoAccounts(db, plan);
  await seedDemoOrders(db, plan, accounts);
}
