import type {
  AnonymousCustomer,
  BirthDate,
  Customer,
  SignedInCustomer,
} from '@vitrine/api-client/contract';
import { isOverseasPostcode } from '@vitrine/validation';
import type { Db } from '../db/database.js';
import type { addresses } from '../db/schema.js';
import type { Session } from '../http/session.js';
import { toAddress } from './address.js';
import { readAddresses, readCustomer, readOrderStats, type CustomerRow } from './customer-store.js';

// The customer as the contract shows it (spec 3), built from the rows: never the password hash.

export const ANONYMOUS_CUSTOMER: AnonymousCustomer = { isLoggedIn: false };

/** '1985-07-14' (a date column) → { day: '14', month: '07', year: '1985' }. */
function toBirthDate(date: string | null): BirthDate | null {
  if (!date) return null;
  const [year = '', month = '', day = ''] = date.split('-');
  return { day, month, year };
}

/** The form's birth date → a date column value; null when none was given. */
export const fromBirthDate = (birthDate: BirthDate | undefined): string | null =>
  birthDate ? `${birthDate.year}-${birthDate.month}-${birthDate.day}` : null;

function toSignedInCustomer(
  customer: CustomerRow,
  addressRows: (typeof addresses.$inferSelect)[],
  numberOfOrders: number,
): SignedInCustomer {
  const main = addressRows.find((row) => row.kind === 'P');
  const alternative = addressRows.find((row) => row.kind === 'S');
  if (!main) throw new Error(`Customer ${String(customer.id)} has no main address`);
  return {
    isLoggedIn: true,
    customerNumber: customer.customerNumber,
    civility: customer.civility as SignedInCustomer['civility'],
    lastName: customer.lastName,
    surname: customer.lastName,
    firstName: customer.firstName,
    email: customer.email,
    cellPhone: customer.cellPhone,
    landline: customer.landline,
    mailOption: customer.mailOption,
    smsOption: customer.smsOption,
    partnerOption: customer.partnerOption,
    overseas: isOverseasPostcode(main.postalCode) ? '1' : '0',
    addresses: { P: toAddress(main), ...(alternative ? { S: toAddress(alternative) } : {}) },
    birthDate: toBirthDate(customer.birthDate),
    country: customer.country as SignedInCustomer['country'],
    userStatus: numberOfOrders > 0 ? 'client' : 'prospect',
    numberOfOrders,
  };
}

export async function readSignedInCustomer(db: Db, customerId: number): Promise<SignedInCustomer> {
  const [customer, addressRows, stats] = await Promise.all([
    readCustomer(db, customerId),
    readAddresses(db, customerId),
    readOrderStats(db, customerId),
  ]);
  return toSignedInCustomer(customer, addressRows, stats.count);
}

/** The customer of a session: signed in, or the empty visitor. */
export const readSessionCustomer = (db: Db, session: Session | null): Promise<Customer> =>
  session?.customerId == null
    ? Promise.resolve(ANONYMOUS_CUSTOMER)
    : readSignedInCustomer(db, session.customerId);
