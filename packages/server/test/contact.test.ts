import { apiRoutes } from '@vitrine/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_EMAILS } from '../src/customers/contact-routes.js';
import { CONTACT_MESSAGE_SENT } from '../src/customers/customer-messages.js';
import { contactMessages } from '../src/db/schema.js';
import { expectToMatchContract, refusal } from './contract-check.js';
import { contactForm, mailTo, newEmail, signUp } from './customer-fixtures.js';
import { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

/** The messages kept with a given subject. */
const messagesAbout = async (subject: string) =>
  (await t.database.db.select().from(contactMessages)).filter(
    (row) => (row.message as { subject: string }).subject === subject,
  );

describe.each(['fr', 'uk'] as const)('contact form of the %s store', (store) => {
  it("keeps a visitor's message, mails it to customer service and confirms", async () => {
    const subject = `Late delivery ${newEmail()}`;
    const email = newEmail('Sender');
    const response = await new Shopper(t, store).post(
      '/api/contact/submit',
      contactForm(store, email, subject),
    );
    expect(response.statusCode).toBe(200);
    expectToMatchContract(apiRoutes.contact.submit.response, response.json());
    expect(response.json()).toEqual({ message: CONTACT_MESSAGE_SENT });
    const [row] = await messagesAbout(subject);
    expect(row).toMatchObject({
      store,
      customerId: null,
      message: { email: email.toLowerCase(), orderNumber: '700000123', customerNumber: null },
    });
    expect(row?.message).not.toHaveProperty('turnstileToken');
    const [mail] = await mailTo(t, store, CUSTOMER_SERVICE_EMAILS[store]);
    expect(mail).toMatchObject({ kind: 'contact' });
    expect(mail?.subject).toContain(subject);
    expect(mail?.body).toContain(email.toLowerCase());
    expect(mail?.body).toContain('My parcel has not arrived yet.');
    expect(mail?.body).toContain('700000123');
  });

  it("names a logged-in customer's account", async () => {
    const { shopper, customer } = await signUp(t, store);
    const subject = `Returns ${newEmail()}`;
    await shopper.ok('POST', '/api/contact/submit', contactForm(store, customer.email, subject));
    const [row] = await messagesAbout(subject);
    expect(row?.customerId).not.toBeNull();
    expect(row?.message).toMatchObject({ customerNumber: customer.customerNumber });
    const [mail] = await mailTo(t, store, CUSTOMER_SERVICE_EMAILS[store]);
    expect(mail?.body).toContain(customer.customerNumber);
  });

  it('refuses a message whose bot challenge fails, and keeps nothing', async () => {
    const subject = `Robot ${newEmail()}`;
    const response = await new Shopper(t, store).post('/api/contact/submit', {
      ...contactForm(store, newEmail(), subject),
      turnstileToken: 'forged',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('auth.bot_challenge_failed'));
    expect(await messagesAbout(subject)).toEqual([]);
  });

  it("checks the form with the forms' rules: captcha ticked, the store's country, an order number of digits", async () => {
    const form = contactForm(store, newEmail(), 'Invalid');
    for (const [change, field] of [
      [{ captcha: false }, 'captcha'],
      [{ orderNumber: 'A123' }, 'orderNumber'],
      [{ message: '   ' }, 'message'],
      [{ country: store === 'fr' ? 'GB' : 'FR' }, 'country'],
      [{ email: 'not@an-email' }, 'email'],
    ] as const) {
      const response = await new Shopper(t, store).post('/api/contact/submit', {
        ...form,
        ...change,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields, field).toHaveProperty(
        field,
      );
    }
    const stored = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.store, store));
    expect(stored.some((row) => (row.message as { subject: string }).subject === 'Invalid')).toBe(
      false,
    );
  });
});
