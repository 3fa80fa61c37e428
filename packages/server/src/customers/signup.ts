import type { SignupBody } from '@vitrine/api-client/contract';
import type { Db } from '../db/database.js';
import { sendMail } from '../mail/outbox.js';
import type { Store } from '../stores.js';
import { mailTexts } from './customer-mail.js';
import {
  insertCustomer,
  saveAddress,
  unlessEmailTaken,
  type CustomerRow,
} from './customer-store.js';
import { fromBirthDate } from './customer-view.js';

/**
 * Creates the account of a signup form (already checked) with its main address, and mails the
 * welcome with the new customer number; an e-mail taken in the store answers 409.
 */
export function createAccount(
  db: Db,
  store: Store,
  form: SignupBody,
  passwordHash: string,
): Promise<CustomerRow> {
  return unlessEmailTaken(() =>
    db.transaction(async (tx) => {
      const customer = await insertCustomer(tx, {
        store: store.segment,
        email: form.email,
        passwordHash,
        civility: form.civility,
        firstName: form.firstName,
        lastName: form.lastName,
        birthDate: fromBirthDate(form.birthDate),
        cellPhone: form.cellPhone,
        landline: form.landline,
        smsOption: form.smsOption,
        mailOption: form.mailOption,
        partnerOption: form.partnerOption,
        country: form.country,
      });
      await saveAddress(tx, customer.id, 'P', form);
      await sendMail(tx, {
        store: store.segment,
        recipient: customer.email,
        kind: 'welcome',
        ...mailTexts(store).welcome(customer.firstName, customer.customerNumber),
      });
      return customer;
    }),
  );
}
