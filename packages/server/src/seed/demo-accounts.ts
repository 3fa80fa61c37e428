import type { Address } from '@vitrine/api-client/contract';
import { inArray } from 'drizzle-orm';
import { saveAddress } from '../customers/customer-store.js';
import { hashPassword, PRODUCTION_PASSWORD_HASHING } from '../customers/passwords.js';
import type { Db } from '../db/database.js';
import { customers, personalAccounts } from '../db/schema.js';
import type { CataloguePlan } from './catalogue-plan.js';

/** The seeded demo customers' ids, for the orders seeded with them. */
export interface DemoAccounts {
  /** French customer with an order history (orders older than 12 months, event orders). */
  french: number;
  /** French overseas customer (97xxx postcode). */
  overseas: number;
  /** UK customer with a personal (store credit) account. */
  uk: number;
  /** UK customer with a personal account and no orders: the one checkout journeys pay with. */
  ukCredit: number;
}

/** The password of every demo account (docs/demo-accounts.md). */
export const DEMO_PASSWORD = 'Vitrine2026!';

interface DemoAccount {
  customer: Omit<typeof customers.$inferInsert, 'id' | 'passwordHash'>;
  main: Address;
  alternative?: Address;
}

// Fixed customer numbers below the sequence's range (40000001 on), so the documented ones hold.
const ACCOUNTS: Record<keyof DemoAccounts, DemoAccount> = {
  french: {
    customer: {
      store: 'fr',
      customerNumber: '10000001',
      email: 'marie.dupont@example.fr',
      civility: 'Mrs',
      firstName: 'Marie',
      lastName: 'Dupont',
      cellPhone: '0612345678',
      landline: '0145678901',
      mailOption: true,
      smsOption: true,
      partnerOption: false,
      birthDate: '1984-05-12',
      country: 'FR',
      category: 'femme',
    },
    main: {
      street: '12 rue de la Paix',
      complement: 'Bâtiment B',
      locality: '',
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
    },
    alternative: {
      street: '8 avenue Jean Jaurès',
      complement: '',
      locality: '',
      postalCode: '69007',
      city: 'Lyon',
      country: 'FR',
    },
  },
  overseas: {
    customer: {
      store: 'fr',
      customerNumber: '10000002',
      email: 'lucas.martin@example.fr',
      civility: 'Mr',
      firstName: 'Lucas',
      lastName: 'Martin',
      cellPhone: '0696123456',
      mailOption: false,
      country: 'FR',
    },
    main: {
      street: '5 rue Victor Hugo',
      complement: '',
      locality: '',
      postalCode: '97200',
      city: 'Fort-de-France',
      country: 'FR',
    },
  },
  uk: {
    customer: {
      store: 'uk',
      customerNumber: '10000003',
      email: 'james.smith@example.co.uk',
      civility: 'Mr',
      firstName: 'James',
      lastName: 'Smith',
      cellPhone: '07700900123',
      mailOption: true,
      birthDate: '1979-11-03',
      country: 'GB',
      category: 'home',
    },
    main: {
      street: '221 Baker Street',
      complement: '',
      locality: 'Marylebone',
      postalCode: 'NW1 6XE',
      city: 'London',
      country: 'GB',
    },
  },
  ukCredit: {
    customer: {
      store: 'uk',
      customerNumber: '10000004',
      email: 'emma.jones@example.co.uk',
      civility: 'Ms',
      firstName: 'Emma',
      lastName: 'Jones',
      cellPhone: '07700900456',
      mailOption: false,
      birthDate: '1990-02-21',
      country: 'GB',
    },
    main: {
      street: '14 Deansgate',
      complement: '',
      locality: '',
      postalCode: 'M3 2BW',
      city: 'Manchester',
      country: 'GB',
    },
  },
};

/** The UK accounts' personal (store credit) accounts. */
const UK_PERSONAL_ACCOUNT = { creditLimit: '1000.00', balance: '150.00' };
const UK_CREDIT_PERSONAL_ACCOUNT = { creditLimit: '1000.00', balance: '0.00' };

async function insertAccount(db: Db, { customer, main, alternative }: DemoAccount) {
  const passwordHash = await hashPassword(DEMO_PASSWORD, PRODUCTION_PASSWORD_HASHING);
  const [row] = await db
    .insert(customers)
    .values({ ...customer, passwordHash })
    .returning({ id: customers.id });
  if (!row) throw new Error(`Demo account ${customer.email} not inserted`);
  await saveAddress(db, row.id, 'P', main);
  if (alternative) await saveAddress(db, row.id, 'S', alternative);
  return row.id;
}

/**
 * The demo accounts of docs/demo-accounts.md, with documented credentials. Seeding again replaces
 * them (and, by cascade, what hangs on them: addresses, sessions, orders).
 */
export async function seedDemoAccounts(
  db: Db,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the seeders' common signature
  _plan: CataloguePlan,
): Promise<DemoAccounts> {
  const numbers = Object.values(ACCOUNTS).map(({ customer }) => customer.customerNumber);
  await db.delete(customers).where(inArray(customers.customerNumber, numbers));
  const accounts: DemoAccounts = {
    french: await insertAccount(db, ACCOUNTS.french),
    overseas: await insertAccount(db, ACCOUNTS.overseas),
    uk: await insertAccount(db, ACCOUNTS.uk),
    ukCredit: await insertAccount(db, ACCOUNTS.ukCredit),
  };
  await db.insert(personalAccounts).values([
    { customerId: accounts.uk, ...UK_PERSONAL_ACCOUNT },
    { customerId: accounts.ukCredit, ...UK_CREDIT_PERSONAL_ACCOUNT },
  ]);
  return accounts;
}
