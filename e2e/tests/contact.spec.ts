import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from './support/checkout.js';
import { dataLayer, expect, test } from './support/fixtures.js';
import { escapeRegExp } from './support/page-parts.js';
import { SIGNUP_FORM, textField } from './support/signup-form.js';

/*
 * The contact form (spec 2.1 /contact, 5, 7.3): subject, message, civility, country and the
 * captcha box are required (the order number is not), each error said on its field and sent to
 * analytics; filled in, the message goes and the form gives way to its confirmation.
 */

const TEXTS = {
  fr: {
    form: 'Écrivez-nous',
    country: 'Pays de résidence',
    countryName: 'France',
    subject: 'Objet de votre message',
    subjectChoice: 'La livraison',
    message: 'Message',
    orderNumber: 'Numéro de commande',
    captcha: 'Je ne suis pas un robot',
    submit: 'Envoyer mon message',
    sent: 'Votre message a bien été envoyé. Notre service client vous répondra dans les meilleurs délais.',
    required: 'Ce champ est obligatoire.',
    captchaRequired: 'Veuillez cocher la case de vérification.',
    errorSummary: 'Le formulaire contient des erreurs',
  },
  uk: {
    form: 'Write to us',
    country: 'Country of residence',
    countryName: 'United Kingdom',
    subject: 'Subject',
    subjectChoice: 'Delivery',
    message: 'Message',
    orderNumber: 'Order number',
    captcha: 'I am not a robot',
    submit: 'Send my message',
    sent: 'Your message has been sent. Our customer service will answer you as soon as possible.',
    required: 'This field is required.',
    captchaRequired: 'Please tick the verification box.',
    errorSummary: 'There is a problem',
  },
} as const;

test.describe.configure({ timeout: 90_000 });
const ANSWER = { timeout: 30_000 };

const expectFieldError = (field: Locator, message: string) =>
  expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));

const contactForm = (page: Page, name: string) => page.getByRole('form', { name, exact: true });

test('the contact form: required fields said, then a message sent', async ({ page, store }) => {
  const texts = TEXTS[store.id];
  const labels = SIGNUP_FORM[store.id];
  await page.goto('contact');
  await expect(
    page.getByRole('heading', { level: 1, name: store.content.contactTitle }),
  ).toBeVisible();
  const form = contactForm(page, texts.form);
  await expect(form).toBeVisible();
  await expect(form.getByRole('combobox', { name: texts.country, exact: true })).toHaveValue(
    store.id === 'fr' ? 'FR' : 'GB',
  );

  // An empty submit: each required field says so; the order number is optional.
  await form.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: texts.errorSummary })).toBeVisible();
  await expectFieldError(
    form.getByRole('radiogroup', { name: labels.civility, exact: true }),
    texts.required,
  );
  for (const label of [labels.firstName, labels.lastName, labels.email, texts.message])
    await expectFieldError(textField(page, label), texts.required);
  await expectFieldError(
    form.getByRole('combobox', { name: texts.subject, exact: true }),
    texts.required,
  );
  await expectFieldError(
    form.getByRole('checkbox', { name: texts.captcha, exact: true }),
    texts.captchaRequired,
  );
  await expect(textField(page, texts.orderNumber)).not.toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(async () =>
      (await dataLayer(page))
        .filter((entry) => entry.event === 'form_error' && entry.form_name === 'contact')
        .map((entry) => String(entry.form_errors).split('|').sort()),
    )
    .toEqual([['captcha', 'civilité', 'e-mail', 'message', 'nom', 'objet', 'prénom']]);

  await form
    .getByRole('radiogroup', { name: labels.civility, exact: true })
    .getByRole('radio', { name: labels.civilityChoice, exact: true })
    .check();
  await textField(page, labels.firstName).fill('Inès');
  await textField(page, labels.lastName).fill('Moreau');
  await textField(page, labels.email).fill(uniqueEmail(store));
  await form
    .getByRole('combobox', { name: texts.subject, exact: true })
    .selectOption({ label: texts.subjectChoice });
  await textField(page, texts.orderNumber).fill('10000001');
  await textField(page, texts.message).fill('Bonjour, où en est ma livraison ? Merci.');
  await form.getByRole('checkbox', { name: texts.captcha, exact: true }).check();
  await form.getByRole('button', { name: texts.submit, exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: texts.sent })).toBeVisible(ANSWER);
  await expect(page.getByRole('button', { name: texts.submit })).toHaveCount(0);
});
