import { randomUUID } from 'node:crypto';
import type { OrderStatus, PaymentMethod, ShippingMethodCode } from '@vitrine/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { personalAccountStatement, privilegeCodes, relayPoints } from '../db/schema.js';
import { readAddresses } from '../delivery/delivery-address.js';
import { WAREHOUSE_CATEGORY_KEYS } from '../delivery/warehouse-goods.js';
import { fromCents, percentOf } from '../money.js';
import { carrierOf } from '../orders/carriers.js';
import { easyReturnNumber, nextOrderNumber, trackingNumberFor } from '../orders/order-numbers.js';
import { toAddress } from '../customers/address.js';
import { insertOrder, subtotalCentsOf } from '../orders/order-writer.js';
import { readVariantLines } from '../orders/variant-lines.js';
import { createPayment } from '../payment/payments.js';
import { STORES, type Store } from '../stores.js';
import type { CataloguePlan, ProductPlan } from './catalogue-plan.js';
import type { DemoAccounts } from './demo-accounts.js';
import { Random } from './random.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long after the previous step each status comes, in a demo order's life. */
const STEP_DELAY: Record<OrderStatus, number> = {
  placed: 0,
  preparing: 10 * MINUTE,
  'partially-shipped': DAY,
  shipped: DAY,
  delivered: 2 * DAY,
  cancelled: 15 * MINUTE,
  returned: 12 * DAY,
};
const SHIPPED: readonly OrderStatus[] = ['partially-shipped', 'shipped', 'delivered', 'returned'];

/** Demo postage per method (the orders keep what was charged then). */
const DEMO_SHIPPING_CENTS: Record<ShippingMethodCode, number> = {
  C: 599,
  CE: 499,
  RP: 399,
  MLR: 349,
  STANDARD: 2900,
  COMFORT: 4900,
  INSTALLATION: 7900,
};

interface DemoOrder {
  /** Days before seeding it was placed. */
  daysAgo: number;
  /** The statuses it went through after 'placed'. */
  steps: OrderStatus[];
  shippingMethod: ShippingMethodCode;
  paymentMethod?: PaymentMethod;
  /** Indexes into the demo variants, with quantities. */
  items: [number, number][];
  packages?: number;
  isEvent?: boolean;
  withPrivilegeCode?: boolean;
}

/** The French customer: two orders older than 12 months, every status of the last year, events. */
const FRENCH_ORDERS: DemoOrder[] = [
  {
    daysAgo: 520,
    steps: ['preparing', 'shipped', 'delivered'],
    shippingMethod: 'C',
    items: [[0, 1]],
  },
  {
    daysAgo: 410,
    steps: ['preparing', 'shipped', 'delivered'],
    shippingMethod: 'MLR',
    items: [[1, 2]],
  },
  {
    daysAgo: 150,
    steps: ['preparing', 'shipped', 'delivered', 'returned'],
    shippingMethod: 'CE',
    items: [[2, 1]],
  },
  {
    daysAgo: 90,
    steps: ['preparing', 'shipped', 'delivered'],
    shippingMethod: 'STANDARD',
    items: [[7, 1]],
  },
  {
    daysAgo: 45,
    steps: ['preparing', 'shipped', 'delivered'],
    shippingMethod: 'RP',
    items: [
      [3, 1],
      [4, 2],
      [5, 1],
    ],
    packages: 2,
    withPrivilegeCode: true,
  },
  { daysAgo: 20, steps: ['cancelled'], shippingMethod: 'C', items: [[6, 1]] },
  {
    daysAgo: 6,
    steps: ['preparing', 'shipped'],
    shippingMethod: 'C',
    items: [
      [1, 1],
      [2, 1],
    ],
  },
  {
    daysAgo: 3,
    steps: ['preparing', 'partially-shipped'],
    shippingMethod: 'MLR',
    items: [
      [3, 1],
      [5, 1],
    ],
    packages: 2,
  },
  { daysAgo: 1, steps: ['preparing'], shippingMethod: 'CE', items: [[4, 1]] },
  {
    daysAgo: 60,
    steps: ['preparing', 'shipped', 'delivered'],
    shippingMethod: 'C',
    items: [[5, 2]],
    isEvent: true,
  },
  {
    daysAgo: 2,
    steps: ['preparing'],
    shippingMethod: 'RP',
    items: [
      [0, 1],
      [6, 1],
    ],
    isEvent: true,
  },
];

/** The UK customer: one paid by card and delivered, one on the personal account. */
const UK_ORDERS: DemoOrder[] = [
  {
    daysAgo: 25,
    steps: ['preparing', 'shipped', 'delivered'],
    shippingMethod: 'C',
    items: [
      [2, 1],
      [3, 1],
    ],
  },
  {
    daysAgo: 4,
    steps: ['preparing'],
    shippingMethod: 'CE',
    paymentMethod: 'personalAccount',
    items: [[4, 2]],
  },
];

const isWarehouseGood = (product: ProductPlan) =>
  (WAREHOUSE_CATEGORY_KEYS as readonly string[]).includes(product.category.seed.key);

/** Seven in-stock variants sent by parcel, then one of a rug or a lamp (from the warehouse). */
function pickDemoSkus(plan: CataloguePlan): string[] {
  const random = new Random(20_240_607);
  const inStock = (product: ProductPlan) => product.variants.filter((v) => v.stock >= 5);
  const available = plan.products.filter((p) => inStock(p).length > 0);
  const parcels = available.filter((p) => !isWarehouseGood(p));
  const bulky = available.filter(isWarehouseGood);
  return [...random.sample(parcels, 7), random.pick(bulky)].map(
    (product) => random.pick(inStock(product)).sku,
  );
}

/** A relay point of the network, when the delivery network is seeded. */
async function someRelayPoint(db: Db, store: Store, method: ShippingMethodCode) {
  const [row] = await db
    .select()
    .from(relayPoints)
    .where(and(eq(relayPoints.store, store.segment), eq(relayPoints.method, method)))
    .orderBy(relayPoints.id)
    .limit(1);
  return row ?? null;
}

async function somePrivilegeCode(db: Db, store: Store) {
  const [row] = await db
    .select({ code: privilegeCodes.code })
    .from(privilegeCodes)
    .where(and(eq(privilegeCodes.store, store.segment), eq(privilegeCodes.isDefault, false)))
    .orderBy(privilegeCodes.code)
    .limit(1);
  return row?.code ?? '';
}

function history(placedAt: Date, steps: OrderStatus[]) {
  let at = placedAt.getTime();
  return (['placed', ...steps] as OrderStatus[]).map((status) => {
    at += STEP_DELAY[status];
    return { status, at: new Date(at) };
  });
}

/** What a demo order in this status has been given: packages, tracking, easy-return number. */
function shippingState(orderNumber: string, demo: DemoOrder, status: OrderStatus) {
  if (!SHIPPED.includes(status)) return { packages: [], easyReturnNumber: '' };
  const carrier = carrierOf(demo.shippingMethod);
  const packages = Array.from({ length: demo.packages ?? 1 }, (_, i) => ({
    carrier,
    // Partially shipped: the first package left, the others follow.
    trackingNumber:
      status === 'partially-shipped' && i > 0 ? '' : trackingNumberFor(carrier, orderNumber, i + 1),
  }));
  return { packages, easyReturnNumber: easyReturnNumber(orderNumber) };
}

async function deliveryTo(db: Db, store: Store, customerId: number, method: ShippingMethodCode) {
  const relayPoint = await someRelayPoint(db, store, method);
  if (!relayPoint) return { address: (await readAddresses(db, customerId)).P, relayPointName: '' };
  return { address: toAddress(relayPoint), relayPointName: relayPoint.name };
}

async function seedCustomerOrders(
  db: Db,
  store: Store,
  customerId: number,
  skus: string[],
  demoOrders: DemoOrder[],
  now: Date,
): Promise<void> {
  const catalogueLines = await readVariantLines(db, store, skus);
  const privilegeCode = await somePrivilegeCode(db, store);
  for (const demo of demoOrders) {
    const { address, relayPointName } = await deliveryTo(
      db,
      store,
      customerId,
      demo.shippingMethod,
    );
    if (!address) return;
    const lines = demo.items.map(([index, quantity]) => {
      const line = catalogueLines[index];
      if (!line) throw new Error(`Demo variant ${String(index)} is not in the catalogue`);
      return { ...line, quantity };
    });
    const steps = history(new Date(now.getTime() - demo.daysAgo * DAY), demo.steps);
    const status = steps.at(-1)?.status ?? 'placed';
    const code = demo.withPrivilegeCode ? privilegeCode : '';
    const paymentMethod = demo.paymentMethod ?? 'card';
    const orderNumber = await nextOrderNumber(db);
    const order = await insertOrder(db, {
      orderNumber,
      store,
      customerId,
      idempotencyKey: randomUUID(),
      isEvent: demo.isEvent ?? false,
      paymentMethod,
      shippingMethod: demo.shippingMethod,
      deliveryAddress: address,
      relayPointName,
      privilegeCode: code,
      lines,
      discountCents: code ? percentOf(subtotalCentsOf(lines), 10) : 0,
      shippingFeesCents: DEMO_SHIPPING_CENTS[demo.shippingMethod],
      history: steps,
      invoicedAt: steps.find((step) => step.status === 'preparing')?.at ?? null,
      ...shippingState(orderNumber, demo, status),
    });
    await createPayment(db, {
      orderId: order.id,
      method: paymentMethod,
      amount: fromCents(order.totalCents),
      status: status === 'cancelled' ? 'declined' : 'authorised',
      ...(paymentMethod === 'card' ? { cardLast4: '4242' } : {}),
    });
    // Charged to the personal account: its statement line, on the day of the order.
    if (paymentMethod === 'personalAccount')
      await db.insert(personalAccountStatement).values({
        customerId,
        kind: 'charge',
        amount: fromCents(order.totalCents),
        orderId: order.id,
        at: steps[0]?.at ?? now,
      });
  }
}

/** An earlier card payment into the UK customer's personal account (decision 014). */
const UK_REPAYMENT = { daysAgo: 20, amount: '50.00' };

async function seedPersonalAccountPayment(db: Db, customerId: number, now: Date): Promise<void> {
  const at = new Date(now.getTime() - UK_REPAYMENT.daysAgo * DAY);
  const paymentId = await createPayment(db, {
    personalAccountId: customerId,
    method: 'card',
    amount: UK_REPAYMENT.amount,
    status: 'authorised',
    cardLast4: '4242',
  });
  await db.insert(personalAccountStatement).values({
    customerId,
    kind: 'payment',
    amount: UK_REPAYMENT.amount,
    paymentId,
    at,
  });
}

/**
 * The demo accounts' order histories, from real variants of the catalogue in each store's
 * language and currency, dated back from the seeding day so the 12-month history has something
 * in and out of it. Past orders do not move stock: the seeded stock is what is left after them.
 */
export async function seedDemoOrders(
  db: Db,
  plan: CataloguePlan,
  accounts: DemoAccounts | null,
): Promise<void> {
  if (!accounts) return;
  const skus = pickDemoSkus(plan);
  const now = new Date();
  await seedCustomerOrders(db, STORES.fr, accounts.french, skus, FRENCH_ORDERS, now);
  await seedCustomerOrders(db, STORES.uk, accounts.uk, skus, UK_ORDERS, now);
  await seedPersonalAccountPayment(db, accounts.uk, now);
}
