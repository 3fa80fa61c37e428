import type { Locator, Page } from '@playwright/test';
import { displayedCents, toCents } from './support/amounts.js';
import { buyableProducts, NEW_PASSWORD, uniqueEmail } from './support/checkout.js';
import { API_HEADERS, dataLayer, expect, test } from './support/fixtures.js';
import { chooseRadio, escapeRegExp, inStore, summaryLine } from './support/page-parts.js';
import { fillSignupForm } from './support/signup-form.js';
import type { StoreFixture } from './support/stores.js';

/*
 * Issue 8's whole journey, in the browser only: an anonymous visitor fills a basket from product
 * pages, tries privilege codes, signs up on the way to checkout, chooses a delivery, pays by card
 * on the provider's hosted page, reads the confirmation and finds the order in the history. The
 * pages' own journeys (basket, identification, delivery, payment, order history) go into detail.
 */

const TEXTS = {
  fr: {
    basket: {
      codeField: 'Code privilège',
      apply: 'Appliquer',
      applied: (code: string) => `Code ${code} appliqué`,
      removeCode: (code: string) => `Retirer le code ${code}`,
      unknownCode: 'Ce code privilège n’existe pas.',
      summary: 'Récapitulatif',
      discount: (code: string) => `Remise (code ${code})`,
      total: 'Total TTC',
      checkout: 'Commander',
      codes: { default: 'BIENVENUE', percent: 'REDUC15', unknown: 'NOPE123' },
    },
    createAccount: 'Créer mon compte',
    accountCreated: 'Votre compte a bien été créé.',
    delivery: {
      methods: 'Mode de livraison',
      home: { label: 'Colis éco à domicile', fee: 495 },
      relay: { label: 'Point relais Colissimo', fee: 395 },
      relayList: 'Choisissez votre point relais',
      shipping: 'Frais de livraison',
      continue: 'Continuer vers le paiement',
    },
    payment: {
      title: 'Paiement',
      card: 'Carte bancaire',
      submit: 'Valider et payer',
      cardNumber: 'Numéro de carte',
      expiry: 'Date d’expiration (MM/AA)',
      cvc: 'Cryptogramme (3 chiffres au dos)',
      pay: /^Payer /,
    },
    thanks: 'Merci pour votre commande\u00a0!',
    orderNumber: /^Commande n°\u00a0(\d{9})$/,
    history: {
      recent: 'Mes commandes des 12 derniers mois',
      seeDetails: (number: string) => `Voir le détail de la commande n°\u00a0${number}`,
      status: 'En préparation',
    },
  },
  uk: {
    basket: {
      codeField: 'Privilege code',
      apply: 'Apply',
      applied: (code: string) => `Code ${code} applied`,
      removeCode: (code: string) => `Remove code ${code}`,
      unknownCode: 'This privilege code does not exist.',
      summary: 'Order summary',
      discount: (code: string) => `Discount (code ${code})`,
      total: 'Total (incl. VAT)',
      checkout: 'Checkout',
      codes: { default: 'WELCOME', percent: 'SAVE15', unknown: 'NOPE123' },
    },
    createAccount: 'Create my account',
    accountCreated: 'Your account has been successfully created.',
    delivery: {
      methods: 'Delivery method',
      home: { label: 'Standard home delivery', fee: 395 },
      relay: null,
      relayList: 'Choose your pick-up point',
      shipping: 'Delivery',
      continue: 'Continue to payment',
    },
    payment: {
      title: 'Payment',
      card: 'Debit or credit card',
      submit: 'Confirm and pay',
      cardNumber: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvc: 'Security code (3 digits on the back)',
      pay: /^Pay /,
    },
    thanks: 'Thank you for your order!',
    orderNumber: /^Order number (\d{9})$/,
    history: {
      recent: 'My orders from the last 12 months',
      seeDetails: (number: string) => `View details of order no. ${number}`,
      status: 'Being prepared',
    },
  },
} as const;

/** Decision 006: the 15 % code takes 15 % of the products, half-up to the cent. */
const PERCENT_RATE = 15;
/** Decision 006: the default codes (BIENVENUE, WELCOME) waive the parcel fee from these amounts. */
const FREE_SHIPPING_FROM = { fr: 4900, uk: 4000 };
/** The sandbox provider's authorised test card (decision 007). */
const AUTHORISED_CARD = '4242 4242 4242 4242';

type Texts = (typeof TEXTS)[StoreFixture['id']];

/** Reads an amount of the summary, in cents, once it shows `cents`. */
async function expectAmount(store: StoreFixture, line: Locator, cents: number) {
  await expect.poll(async () => displayedCents(store, await line.innerText())).toBe(cents);
}

/** A product page: its first size in stock, added to the basket; the badge then counts it. */
async function addFromProductPage(page: Page, store: StoreFixture, url: string, count: number) {
  await page.goto(url.replace(/^\//, ''));
  const sizes = page.getByRole('radiogroup', { name: store.product.sizes, exact: true });
  await chooseRadio(page, sizes.getByRole('radio', { disabled: false }).first());
  await page.getByRole('button', { name: store.product.addToBasket, exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: store.basketWithCount(count), exact: true }),
  ).toBeVisible();
}

/** The basket's privilege-code box: a valid code, an unknown one, then back to the default. */
async function tryCodes(page: Page, store: StoreFixture, texts: Texts, products: number) {
  const { basket } = texts;
  const summary = page.getByRole('region', { name: basket.summary, exact: true });
  const field = page.getByRole('textbox', { name: basket.codeField });
  const apply = page.getByRole('button', { name: basket.apply, exact: true });

  await field.fill(basket.codes.percent.toLowerCase());
  await apply.click();
  await expect(page.getByText(basket.applied(basket.codes.percent), { exact: true })).toBeVisible();
  const discount = Math.round((products * PERCENT_RATE) / 100);
  // The summary shows a discount as a negative amount.
  await expectAmount(store, summaryLine(summary, basket.discount(basket.codes.percent)), -discount);

  await field.fill(basket.codes.unknown);
  await apply.click();
  await expect(page.getByText(basket.unknownCode)).toBeVisible();
  await expect(page.getByText(basket.applied(basket.codes.default), { exact: true })).toBeVisible();
  await expect(summaryLine(summary, basket.discount(basket.codes.percent))).toHaveCount(0);

  // The valid code again, then removed: the default applies and the cookie is gone.
  await field.fill(basket.codes.percent);
  await apply.click();
  await page.getByRole('button', { name: basket.removeCode(basket.codes.percent) }).click();
  await expect(page.getByText(basket.applied(basket.codes.default), { exact: true })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find(({ name }) => name === 'vitrine_privilege_code')).toBeUndefined();
}

async function signUpThroughTheForm(page: Page, store: StoreFixture, texts: Texts, email: string) {
  await page.getByRole('link', { name: texts.createAccount, exact: true }).click();
  await fillSignupForm(page, store, {
    firstName: 'Inès',
    lastName: 'Garnier',
    email,
    password: NEW_PASSWORD,
  });
  await page.getByRole('button', { name: texts.createAccount, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.accountCreated })).toBeVisible();
}

/** The delivery step: at home first, then (France) a relay point; the fees follow each choice. */
async function chooseDelivery(page: Page, store: StoreFixture, texts: Texts, products: number) {
  const { delivery, basket } = texts;
  const methods = page.getByRole('form', { name: delivery.methods });
  const summary = page.getByRole('region', { name: basket.summary, exact: true });
  const method = (label: string) =>
    methods.getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)}\\s`) });
  // The default code in force ships for free from its threshold.
  const feeOf = (fee: number) => (products >= FREE_SHIPPING_FROM[store.id] ? 0 : fee);

  await chooseRadio(page, method(delivery.home.label));
  let fee = feeOf(delivery.home.fee);
  await expectAmount(store, summaryLine(summary, delivery.shipping), fee);
  if (delivery.relay) {
    await chooseRadio(page, method(delivery.relay.label));
    const points = methods.getByRole('radiogroup', { name: delivery.relayList });
    await chooseRadio(page, points.getByRole('radio').first());
    fee = feeOf(delivery.relay.fee);
    await expectAmount(store, summaryLine(summary, delivery.shipping), fee);
  }
  await expectAmount(store, summaryLine(summary, basket.total), products + fee);
  await methods.getByRole('button', { name: delivery.continue }).click();
  return products + fee;
}

async function payByCard(page: Page, store: StoreFixture, texts: Texts) {
  const { payment } = texts;
  await expect(
    page.getByRole('heading', { level: 1, name: payment.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: payment.card, exact: true })).toBeChecked();
  await page.getByRole('button', { name: payment.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${store.id}/sandbox-pay/[0-9a-f-]{36}$`));
  const expiryYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  await page.getByLabel(payment.cardNumber, { exact: true }).fill(AUTHORISED_CARD);
  await page.getByLabel(payment.expiry, { exact: true }).fill(`12/${expiryYear}`);
  await page.getByLabel(payment.cvc, { exact: true }).fill('123');
  await page.getByRole('button', { name: payment.pay }).click();
}

test('a visitor fills a basket, tries codes, signs up, chooses a delivery, pays by card and finds the order', async ({
  page,
  store,
}) => {
  test.setTimeout(120_000);
  const texts = TEXTS[store.id];
  const email = uniqueEmail(store);
  const chosen = await buyableProducts(page.request, 2);

  // Two products from their pages: the badge counts them.
  for (const [index, product] of chosen.entries())
    await addFromProductPage(page, store, product.url, index + 1);
  await page
    .getByRole('banner')
    .getByRole('link', { name: store.basketWithCount(2) })
    .click();
  await expect(page).toHaveURL((url) => inStore(url) === '/checkout/cart');
  // The sizes chosen decide the prices: the cart tells them (the browser's session).
  const cart = await page.request.get('api/checkout/cart/get', { headers: API_HEADERS });
  const lines = ((await cart.json()) as { products: { price: string; quantity: number }[] })
    .products;
  const products = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  await tryCodes(page, store, texts, products);

  // To checkout: a visitor signs in or signs up first, then delivery.
  await page.getByRole('link', { name: texts.basket.checkout, exact: true }).click();
  await expect(page).toHaveURL((url) => inStore(url) === '/checkout/account/login');
  await signUpThroughTheForm(page, store, texts, email);
  await expect(page).toHaveURL((url) => inStore(url) === '/checkout/shipping');
  const total = await chooseDelivery(page, store, texts, products);

  await payByCard(page, store, texts);
  await expect(page).toHaveURL((url) => inStore(url) === '/checkout/confirmation');
  await expect(page.getByRole('heading', { level: 1, name: texts.thanks })).toBeVisible();
  const heading = await page.getByText(texts.orderNumber).innerText();
  const orderNumber = texts.orderNumber.exec(heading)?.[1] ?? '';
  const summary = page.getByRole('region', { name: texts.basket.summary, exact: true });
  await expectAmount(store, summaryLine(summary, texts.basket.total), total);
  const purchases = (await dataLayer(page)).filter(
    (entry) => entry.event === 'purchase' || entry.event === 'order_confirmation',
  );
  expect(purchases).toHaveLength(2);

  // The order is in the history, being prepared (paid), and opens on its details.
  await page.goto('customer/account/order/history');
  const recent = page.getByRole('list', { name: texts.history.recent });
  const row = recent.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(row).toContainText(texts.history.status);
  await row.getByRole('link', { name: texts.history.seeDetails(orderNumber) }).click();
  await expect(page).toHaveURL(
    (url) => inStore(url) === `/customer/account/order/details/${orderNumber}`,
  );
  await expectAmount(
    store,
    summaryLine(page.getByRole('region', { name: texts.basket.summary }), texts.basket.total),
    total,
  );
});
