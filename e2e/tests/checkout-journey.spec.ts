import type { Locator, Page } from '@playwright/test';
import { displayedCents, toCents } from './support/amounts.js';
import { buyableProducts, NEW_PASSWORD, uniqueEmail } from './support/checkout.js';
import { API_HEADERS, dataLayer, expect, test } from './support/fixtures.js';
import { chooseRadio, escapeRegExp, inStore, summaryLine } from './support/page-parts.js';
import { fillSignupForm } from './support/signup-form.js';
import type { StoreFixture } from './support/stores.js';

/*
 * Issue 8's whole journey, in the browser only: an anonymous visitor fills a basket from product
 * pages, signs up on the way to checkout, chooses a delivery (a relay point, Colissimo's in France
 * and Mondial Relay's in the UK), pays by card on the provider's hosted page, reads the
 * confirmation (the purchase tracked once, not again on reload, the relay point named) and finds
 * the order in the history. The pages' own journeys (basket and its privilege codes,
 * identification, delivery, payment, order history) go into detail.
 */

const TEXTS = {
  fr: {
    basket: {
      summary: 'Récapitulatif',
      total: 'Total TTC',
      checkout: 'Commander',
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
    recap: 'Votre livraison',
    history: {
      recent: 'Mes commandes des 12 derniers mois',
      seeDetails: (number: string) => `Voir le détail de la commande n°\u00a0${number}`,
      status: 'En préparation',
      delivery: 'Livraison',
      relayPoint: (name: string) => `Point relais\u00a0: ${name}`,
    },
  },
  uk: {
    basket: {
      summary: 'Order summary',
      total: 'Total (incl. VAT)',
      checkout: 'Checkout',
    },
    createAccount: 'Create my account',
    accountCreated: 'Your account has been successfully created.',
    delivery: {
      methods: 'Delivery method',
      home: { label: 'Standard home delivery', fee: 395 },
      relay: { label: 'Mondial Relay pick-up point', fee: 295 },
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
    recap: 'Your delivery',
    history: {
      recent: 'My orders from the last 12 months',
      seeDetails: (number: string) => `View details of order no. ${number}`,
      status: 'Being prepared',
      delivery: 'Delivery',
      relayPoint: (name: string) => `Pick-up point: ${name}`,
    },
  },
} as const;

/** Decision 006: the default codes (BIENVENUE, WELCOME) waive the parcel fee from these amounts. */
const FREE_SHIPPING_FROM = { fr: 4900, uk: 4000 };
/** The sandbox provider's authorised test card (decision 007). */
const AUTHORISED_CARD = '4242 4242 4242 4242';

type Texts = (typeof TEXTS)[StoreFixture['id']];

/** Where an order went, as its details answer it: the relay point's name and address. */
interface PlacedDelivery {
  relayPointName: string;
  deliveryAddress: Record<'street' | 'complement' | 'locality' | 'postalCode' | 'city', string> & {
    country: 'FR' | 'GB';
  };
}

/**
 * An address's lines as the store writes them: the street lines, then '75002 Paris' in France or
 * the town and the postcode on their own lines in the UK, then the country.
 */
function addressLines(store: StoreFixture, address: PlacedDelivery['deliveryAddress']): string[] {
  const { street, complement, locality, postalCode, city, country } = address;
  const town = country === 'GB' ? [city, postalCode] : [`${postalCode} ${city}`];
  const countryName = new Intl.DisplayNames(store.locale, { type: 'region' }).of(country) ?? '';
  return [street, complement, locality, ...town, countryName].filter((line) => line !== '');
}

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

/** The data layer's purchases and order events, by their kind. */
async function orderTracking(page: Page) {
  const layer = await dataLayer(page);
  return {
    purchases: layer.filter((entry) => entry.event === 'purchase'),
    orders: layer.filter((entry) => entry.event === 'order_confirmation'),
  };
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

/** The delivery step: at home first, then a relay point; the fees follow each choice. */
async function chooseDelivery(page: Page, store: StoreFixture, texts: Texts, products: number) {
  const { delivery, basket } = texts;
  const methods = page.getByRole('form', { name: delivery.methods });
  const summary = page.getByRole('region', { name: basket.summary, exact: true });
  const method = (label: string) =>
    methods.getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)}\\s`) });
  // The default code in force ships for free from its threshold.
  const feeOf = (fee: number) => (products >= FREE_SHIPPING_FROM[store.id] ? 0 : fee);

  await chooseRadio(page, method(delivery.home.label));
  await expectAmount(store, summaryLine(summary, delivery.shipping), feeOf(delivery.home.fee));
  await chooseRadio(page, method(delivery.relay.label));
  const points = methods.getByRole('radiogroup', { name: delivery.relayList });
  await chooseRadio(page, points.getByRole('radio').first());
  const fee = feeOf(delivery.relay.fee);
  await expectAmount(store, summaryLine(summary, delivery.shipping), fee);
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

test('a visitor fills a basket, signs up, chooses a delivery, pays by card and finds the order', async ({
  page,
  store,
}) => {
  test.setTimeout(120_000);
  const texts = TEXTS[store.id];
  const email = uniqueEmail(store);
  const chosen = await buyableProducts(page.request, 2);

  const products = await test.step('two products from their pages, to the basket', async () => {
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
    return lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  });

  await test.step('to checkout: a visitor signs up first, then delivery', async () => {
    await page.getByRole('link', { name: texts.basket.checkout, exact: true }).click();
    await expect(page).toHaveURL((url) => inStore(url) === '/checkout/account/login');
    await signUpThroughTheForm(page, store, texts, email);
    await expect(page).toHaveURL((url) => inStore(url) === '/checkout/shipping');
  });
  const total = await test.step('at home, then a relay point', () =>
    chooseDelivery(page, store, texts, products));

  const orderNumber =
    await test.step('paid by card: the confirmation, the purchase tracked once', async () => {
      await payByCard(page, store, texts);
      await expect(page).toHaveURL((url) => inStore(url) === '/checkout/confirmation');
      await expect(page.getByRole('heading', { level: 1, name: texts.thanks })).toBeVisible();
      const heading = await page.getByText(texts.orderNumber).innerText();
      const number = texts.orderNumber.exec(heading)?.[1] ?? '';
      const summary = page.getByRole('region', { name: texts.basket.summary, exact: true });
      await expectAmount(store, summaryLine(summary, texts.basket.total), total);
      await expect
        .poll(async () => (await orderTracking(page)).purchases)
        .toEqual([
          expect.objectContaining({
            ecommerce: expect.objectContaining({
              transaction_id: number,
              value: total / 100,
              currency: store.currency,
            }),
          }),
        ]);
      expect((await orderTracking(page)).orders).toEqual([
        expect.objectContaining({
          order_id: number,
          order_revenue: total / 100,
          order_payment_method: 'card',
        }),
      ]);
      return number;
    });

  const placed =
    await test.step('the confirmation names the relay point, its address as the country writes it', async () => {
      const answer = await page.request.get(`api/customer/order/details/get/${orderNumber}`, {
        headers: API_HEADERS,
      });
      const delivery = (await answer.json()) as PlacedDelivery;
      expect(delivery.relayPointName).not.toBe('');
      await expect(
        page.getByRole('region', { name: texts.recap, exact: true }).locator('p > span'),
      ).toHaveText([delivery.relayPointName, ...addressLines(store, delivery.deliveryAddress)]);
      return delivery;
    });

  await test.step('a reload shows the order again, without counting the purchase again', async () => {
    await page.reload();
    await expect(page.getByText(texts.orderNumber)).toHaveText(new RegExp(orderNumber));
    await expect
      .poll(async () => (await dataLayer(page)).some((entry) => entry.event === 'page_view'))
      .toBe(true);
    expect(await orderTracking(page)).toEqual({ purchases: [], orders: [] });
  });

  await test.step('the order is in the history, being prepared (paid), and opens on its details', async () => {
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
    await expect(
      page.getByRole('region', { name: texts.history.delivery, exact: true }).locator('p > span'),
    ).toHaveText([
      texts.history.relayPoint(placed.relayPointName),
      ...addressLines(store, placed.deliveryAddress),
    ]);
  });
});
