import { screen, waitFor, within } from '@testing-library/react';
import type { Cart, CheckoutOrder, OrderConfirmation } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  pending,
  SIGNED_IN,
  type ApiAnswers,
} from '../../../testing/api-double.test-support.js';
import {
  renderStore,
  type RenderStoreOptions,
} from '../../../testing/render-store.test-support.js';
import { EXAMPLE_BASKET_ECOMMERCE } from '../../../testing/tracking-examples.test-support.js';
import { PAYMENT_ATTEMPT_KEY } from './payment-attempt.js';
import { homeStep, placedOrder, relayStep } from './payment-fixtures.test-support.js';

const PAYMENT = '/checkout/payment';
const EMPTY_CART = contractExamples.checkout.cart.response.valid[1] as Cart;

/** The order placed and paid at once (no provider's page). */
const PLACED: OrderConfirmation = {
  order: { ...placedOrder, status: 'placed' },
  redirectUrl: null,
};

/** A step where the card and PayPal can both be chosen. */
const TWO_METHODS: CheckoutOrder = {
  ...homeStep,
  paymentMethods: [
    { paymentMethod: 'card', available: true },
    { paymentMethod: 'paypal', available: true },
  ],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Any idempotency key the page draws (a UUID). */
const A_KEY: unknown = expect.stringMatching(UUID);

/** The payment page of a signed-in customer, with these answers besides. */
const openPayment = (
  api: ApiAnswers = {},
  options: Omit<RenderStoreOptions, 'api'> & { path?: string } = {},
) => renderStore(options.path ?? PAYMENT, { ...options, api: { ...SIGNED_IN, ...api } });

const textOf = (element: Element | null | undefined) =>
  element?.textContent.replace(/\s+/g, ' ').trim();

/** The order summary's amount on the line named `label`. */
function summaryAmount(label: string | RegExp, summaryName = 'Récapitulatif') {
  const summary = screen.getByRole('region', { name: summaryName });
  return textOf(within(summary).getByText(label).nextElementSibling);
}

/** The lines of an address block, one per line as shown. */
const linesOf = (element: HTMLElement | null) =>
  Array.from(element?.children ?? [], (line) => textOf(line));

const radio = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });

/** The attempt under way in this tab, as the page keeps it. */
const storedAttempt = () => {
  const raw = sessionStorage.getItem(PAYMENT_ATTEMPT_KEY);
  return raw === null ? null : (JSON.parse(raw) as { idempotencyKey: string; delivery: unknown });
};

interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}
const dataLayerEvents = () =>
  ((window as DataLayerWindow).dataLayer ?? []).map((entry) => entry.event).filter(Boolean);

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
});

afterEach(() => {
  // A test that leaves for the provider's page moves to an anchor of this page: back to none.
  if (window.location.hash)
    history.replaceState(null, '', window.location.pathname + window.location.search);
});

describe('the payment page', () => {
  it('sends an anonymous visitor to the checkout login, with the way back', async () => {
    const { location } = renderStore(PAYMENT);
    await waitFor(() => {
      expect(location()).toBe(`/checkout/account/login?redirect=${encodeURIComponent(PAYMENT)}`);
    });
  });

  it('stands in for the delivery and the methods while the step loads', async () => {
    openPayment({ 'checkout.order': pending });
    await screen.findByRole('heading', { level: 1, name: 'Paiement' });
    expect(screen.getByText('Chargement du paiement…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Valider et payer' })).toBeNull();
  });

  it('shows the delivery, the methods with the first available one chosen, and the amounts', async () => {
    openPayment();
    const recap = await screen.findByRole('region', { name: 'Votre livraison' });
    expect(within(recap).getByText('Colissimo à domicile')).toBeTruthy();
    expect(linesOf(within(recap).getByText('12 rue de la Paix').parentElement)).toEqual([
      '12 rue de la Paix',
      'Bâtiment B',
      '75002 Paris',
      'France',
    ]);
    expect(
      within(recap).getByRole('link', { name: 'Modifier la livraison' }).getAttribute('href'),
    ).toBe('/fr/checkout/shipping');

    expect(radio(/^Carte bancaire/).checked).toBe(true);
    const oney = radio(/^Paiement en 3× par carte avec Oney/);
    expect(oney.disabled).toBe(true);
    expect(radio(/^Paiement en 4× par carte avec Oney/).disabled).toBe(true);
    expect(screen.getAllByText('Indisponible pour les commandes de moins de 100 €')).toHaveLength(
      2,
    );
    // The French store has no personal account.
    expect(screen.queryByRole('radio', { name: /^Compte personnel/ })).toBeNull();

    expect(summaryAmount('Frais de livraison')).toBe('4,99 €');
    expect(summaryAmount('Total TTC')).toBe('84,97 €');
    // Under 100 €, no offer to pay in three instalments.
    expect(screen.queryByText(/^Payez en 3×/)).toBeNull();
  });

  it('shows a relay point’s name and the overseas premium apart', async () => {
    openPayment({ 'checkout.order': relayStep });
    const recap = await screen.findByRole('region', { name: 'Votre livraison' });
    expect(within(recap).getByText('Point relais Mondial Relay')).toBeTruthy();
    // The relay point's name, then its address (the contract's has the name as its complement).
    expect(linesOf(within(recap).getByText('12 rue de la Paix').parentElement)).toEqual([
      'Tabac de la Gare',
      '12 rue de la Paix',
      'Tabac de la Gare',
      '75002 Paris',
      'France',
    ]);
    expect(summaryAmount('Supplément livraison outre-mer')).toBe('7,99 €');
    expect(summaryAmount('Total TTC')).toBe('84,97 €');
  });

  it('offers to pay in three instalments from 100 €', async () => {
    openPayment({
      'checkout.order': { ...homeStep, cart: { ...homeStep.cart, total: '120.00' } },
    });
    expect(await screen.findByText('Payez en 3× 40 € sans frais par carte bancaire')).toBeTruthy();
  });

  it('says the step cannot be shown, and shows it once it can', async () => {
    const { user, api } = openPayment({
      'checkout.order': () => failure(500, 'server.error'),
    });
    expect(
      await screen.findByText('Nous ne pouvons pas afficher le paiement pour le moment.'),
    ).toBeTruthy();
    api.answer('checkout.order', homeStep);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Valider et payer' })).toBeTruthy();
  });

  it('sends the shopper back to the delivery step when no delivery is confirmed, and says why', async () => {
    const { location } = openPayment({
      'checkout.order': () => failure(409, 'delivery.not_validated'),
    });
    await waitFor(() => {
      expect(location()).toBe('/checkout/shipping');
    });
    expect(
      await screen.findByText('Veuillez choisir et confirmer votre livraison avant de payer.'),
    ).toBeTruthy();
  });

  it('sends the shopper to the basket when it is empty, ending the attempt under way', async () => {
    sessionStorage.setItem(
      PAYMENT_ATTEMPT_KEY,
      JSON.stringify({ idempotencyKey: 'k-1', delivery: { shippingMethod: 'C', address: 'P' } }),
    );
    const { location } = openPayment({
      'checkout.order': () => failure(409, 'cart.empty'),
      'checkout.cart': EMPTY_CART,
    });
    await waitFor(() => {
      expect(location()).toBe('/checkout/cart');
    });
    expect(storedAttempt()).toBeNull();
  });

  it('sends the shopper to the login when the session has ended', async () => {
    const rendered = openPayment({
      'checkout.order': () => {
        // The session has ended: the server no longer knows the customer.
        rendered.api.answer('customer.get', { isLoggedIn: false });
        return failure(401, 'auth.required');
      },
    });
    await waitFor(() => {
      expect(rendered.location()).toBe('/checkout/account/login');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Identification' })).toBeTruthy();
  });

  it('places the order with the method chosen and goes to its confirmation', async () => {
    const { user, api, location } = openPayment({
      'checkout.order': TWO_METHODS,
      'checkout.orderValidate': PLACED,
    });
    await user.click(await screen.findByRole('radio', { name: /^PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'Valider et payer' }));
    await waitFor(() => {
      expect(location()).toBe('/checkout/confirmation?order=700012345');
    });
    const [call] = api.callsTo('checkout.orderValidate');
    expect(call?.body).toEqual({
      idempotencyKey: A_KEY,
      paymentMethod: 'paypal',
    });
    expect(storedAttempt()).toBeNull();
    expect(dataLayerEvents()).toContain('add_payment_info');
    // The basket's lines and the method chosen, exactly.
    const entries = (window as DataLayerWindow).dataLayer ?? [];
    expect(entries.filter((entry) => entry.event === 'add_payment_info')).toEqual([
      {
        event: 'add_payment_info',
        ecommerce: { ...EXAMPLE_BASKET_ECOMMERCE, payment_type: 'paypal' },
      },
    ]);
  });

  it('leaves for the card provider’s page, keeping the attempt', async () => {
    const { user, api } = openPayment({
      'checkout.orderValidate': { order: placedOrder, redirectUrl: '#sandbox-pay' },
    });
    await user.click(await screen.findByRole('button', { name: 'Valider et payer' }));
    expect(await screen.findByText('Redirection vers la page de paiement sécurisé…')).toBeTruthy();
    expect(window.location.hash).toBe('#sandbox-pay');
    expect(radio(/^Carte bancaire/).disabled).toBe(true);
    const [call] = api.callsTo('checkout.orderValidate');
    expect(storedAttempt()).toEqual({
      idempotencyKey: (call?.body as { idempotencyKey: string }).idempotencyKey,
      delivery: { shippingMethod: 'C', address: 'P' },
    });
  });

  it('refuses a provider’s page that is not a web address', async () => {
    const { user, location } = openPayment({
      'checkout.orderValidate': { order: placedOrder, redirectUrl: 'javascript:alert(1)' },
    });
    await user.click(await screen.findByRole('button', { name: 'Valider et payer' }));
    expect(await screen.findByText('Une erreur est survenue.')).toBeTruthy();
    expect(location()).toBe(PAYMENT);
  });

  it('says the payment was refused, until another method is chosen', async () => {
    const { user } = openPayment({
      'checkout.order': TWO_METHODS,
      'checkout.orderValidate': () => failure(402, 'payment.not_validated'),
    });
    await user.click(await screen.findByRole('button', { name: 'Valider et payer' }));
    const refusal =
      'Votre paiement n’a pas pu être validé. Choisissez un autre mode de paiement ou contactez notre service client.';
    expect(await screen.findByText(refusal)).toBeTruthy();
    // A refusal places nothing: the next payment is a new attempt.
    expect(storedAttempt()).toBeNull();
    await user.click(radio(/^PayPal/));
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('keeps the attempt when the server fails, and pays again with the same key', async () => {
    const { user, api, location } = openPayment({
      'checkout.orderValidate': () => failure(503, 'server.unavailable'),
    });
    await user.click(await screen.findByRole('button', { name: 'Valider et payer' }));
    expect(await screen.findByText('Une erreur est survenue.')).toBeTruthy();
    expect(storedAttempt()).not.toBeNull();

    api.answer('checkout.orderValidate', PLACED);
    await user.click(screen.getByRole('button', { name: 'Valider et payer' }));
    await waitFor(() => {
      expect(location()).toBe('/checkout/confirmation?order=700012345');
    });
    const [first, second] = api
      .callsTo('checkout.orderValidate')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(second).toBe(first);
  });

  it('names the product out of stock', async () => {
    const { user } = openPayment({
      'checkout.orderValidate': () =>
        failure(409, 'order.not_enough_stock', { params: { product: 'Robe portefeuille' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Valider et payer' }));
    expect(
      await screen.findByText(
        // (The no-break spaces around the name read as spaces.)
        'Désolé, il ne reste plus assez de stock de « Robe portefeuille » pour votre commande. Veuillez modifier votre panier et réessayer.',
      ),
    ).toBeTruthy();
  });

  it('asks for a method when none can be chosen', async () => {
    const { user, api } = openPayment({
      'checkout.order': {
        ...homeStep,
        paymentMethods: [{ paymentMethod: 'card', available: false }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Valider et payer' }));
    // Under the methods, and in the summary of the form's errors.
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(api.callsTo('checkout.orderValidate')).toEqual([]);
  });
});

describe('the payment page back from a declined card', () => {
  const DECLINED = `${PAYMENT}?paymentError=declined`;
  const ATTEMPT = {
    idempotencyKey: '0b3f2f0c-6b9e-4f7e-9d7a-3c2b1a0f9e8d',
    delivery: { shippingMethod: 'MLR', address: 'P', relayPoint: 'MR-075012' },
  };

  it('says the payment was cancelled, gives the basket back and lets the shopper pay again', async () => {
    sessionStorage.setItem(PAYMENT_ATTEMPT_KEY, JSON.stringify(ATTEMPT));
    const { api } = openPayment({}, { path: `${PAYMENT}?paymentError=cancelled` });
    const notice = await screen.findByText(
      'Vous avez annulé le paiement : votre panier est intact. Choisissez un moyen de paiement pour finaliser votre commande.',
    );
    expect(screen.queryByText(/n’a pas pu être validé/)).toBeNull();
    expect(api.callsTo('checkout.deliveryValidate').map((call) => call.body)).toEqual([
      ATTEMPT.delivery,
    ]);
    expect(storedAttempt()).toBeNull();
    await waitFor(() => {
      expect(document.activeElement?.contains(notice)).toBe(true);
    });
    expect(radio(/^Carte bancaire/).checked).toBe(true);
  });

  it('confirms the order’s delivery again, says the payment was refused and pays with a new key', async () => {
    sessionStorage.setItem(PAYMENT_ATTEMPT_KEY, JSON.stringify(ATTEMPT));
    const { user, api } = openPayment(
      { 'checkout.orderValidate': { order: placedOrder, redirectUrl: '#sandbox-pay' } },
      { path: DECLINED },
    );
    const notice = await screen.findByText(
      'Votre paiement n’a pas pu être validé. Choisissez un autre mode de paiement ou contactez notre service client.',
    );
    expect(api.callsTo('checkout.deliveryValidate').map((call) => call.body)).toEqual([
      ATTEMPT.delivery,
    ]);
    // The step is read once the delivery is confirmed again.
    const order = api.calls.findIndex((call) => call.route === 'checkout.order');
    const confirmed = api.calls.findIndex((call) => call.route === 'checkout.deliveryValidate');
    expect(order).toBeGreaterThan(confirmed);
    await waitFor(() => {
      expect(document.activeElement?.contains(notice)).toBe(true);
    });

    await user.click(screen.getByRole('button', { name: 'Valider et payer' }));
    await screen.findByText('Redirection vers la page de paiement sécurisé…');
    expect(screen.queryByText(notice.textContent)).toBeNull();
    const key = (api.callsTo('checkout.orderValidate')[0]?.body as { idempotencyKey: string })
      .idempotencyKey;
    expect(key).toMatch(UUID);
    expect(key).not.toBe(ATTEMPT.idempotencyKey);
  });

  it('reads the step at once when no attempt is under way', async () => {
    const { api } = openPayment({}, { path: DECLINED });
    expect(await screen.findByRole('button', { name: 'Valider et payer' })).toBeTruthy();
    expect(api.callsTo('checkout.deliveryValidate')).toEqual([]);
  });

  it('sends the shopper to the delivery step with the refusal when the delivery no longer holds', async () => {
    sessionStorage.setItem(PAYMENT_ATTEMPT_KEY, JSON.stringify(ATTEMPT));
    const { location } = openPayment(
      {
        'checkout.deliveryValidate': () => failure(400, 'delivery.selection_failed'),
        'checkout.order': () => failure(409, 'delivery.not_validated'),
      },
      { path: DECLINED },
    );
    await waitFor(() => {
      expect(location()).toBe('/checkout/shipping');
    });
    expect(
      await screen.findByText(
        'Votre paiement n’a pas pu être validé. Choisissez un autre mode de paiement ou contactez notre service client.',
      ),
    ).toBeTruthy();
  });
});

describe('the payment page in the UK store', () => {
  const openUk = (api: ApiAnswers = {}) => openPayment(api, { store: 'uk' });
  const withAccount = (availableCredit: string | null): CheckoutOrder => ({
    ...homeStep,
    paymentMethods: [
      { paymentMethod: 'card', available: true },
      { paymentMethod: 'personalAccount', available: true },
    ],
    personalAccount: availableCredit === null ? null : { availableCredit },
  });

  it('pays with the personal account once its terms are read and accepted and an adult’s birth date given', async () => {
    const { user, api, location } = openUk({
      'checkout.order': relayStep,
      'checkout.orderValidate': PLACED,
    });
    const account = await screen.findByRole('radio', { name: /^Personal account/ });
    expect((account as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Available credit: £250')).toBeTruthy();
    expect(summaryAmount('Total (incl. VAT)', 'Order summary')).toBe('£84.97');

    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findAllByText('Please read and accept the terms.')).not.toHaveLength(0);
    expect(api.callsTo('checkout.orderValidate')).toEqual([]);

    const accept = screen.getByRole('checkbox', {
      name: /^I have read and accept the credit-check terms/,
    });
    expect(
      screen.getByText('Scroll to the end of the terms to be able to accept them.'),
    ).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Credit-check terms' });
    terms.scrollTop = terms.scrollHeight;
    expect(
      await screen.findByText('You have read the terms to the end: you can now accept them.'),
    ).toBeTruthy();
    await user.click(accept);
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1985');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));

    await waitFor(() => {
      expect(location()).toBe('/checkout/confirmation?order=700012345');
    });
    expect(api.callsTo('checkout.orderValidate')[0]?.body).toEqual({
      idempotencyKey: A_KEY,
      paymentMethod: 'personalAccount',
      cgv: true,
      birthDate: { day: '05', month: '07', year: '1985' },
    });
  });

  it('refuses a minor’s birth date', async () => {
    const { user, api } = openUk({ 'checkout.order': relayStep });
    await screen.findByRole('radio', { name: /^Personal account/ });
    const year = String(new Date().getFullYear() - 10);
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '01');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '01');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), year);
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findAllByText('You are not 18 years old.')).not.toHaveLength(0);
    expect(api.callsTo('checkout.orderValidate')).toEqual([]);
  });

  it('leaving the personal account forgets its birth date and pays by card', async () => {
    const { user, api } = openUk({
      'checkout.order': {
        ...withAccount('500'),
        paymentMethods: [...withAccount('500').paymentMethods].reverse(),
      },
      'checkout.orderValidate': PLACED,
    });
    await screen.findByRole('radio', { name: /^Personal account/ });
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '3');
    await user.click(radio(/^Debit or credit card/));
    expect(screen.queryByRole('textbox', { name: 'Day' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => {
      expect(api.callsTo('checkout.orderValidate')[0]?.body).toEqual({
        idempotencyKey: A_KEY,
        paymentMethod: 'card',
      });
    });
  });

  it('says why the personal account cannot be chosen: none, or not enough credit', async () => {
    openUk({ 'checkout.order': withAccount(null) });
    const none = await screen.findByRole('radio', { name: /^Personal account/ });
    expect((none as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('For customers with a personal account')).toBeTruthy();
  });

  it('says when the credit left does not cover the order', async () => {
    openUk({ 'checkout.order': withAccount('50') });
    const account = await screen.findByRole('radio', { name: /^Personal account/ });
    expect((account as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Your available credit does not cover this order')).toBeTruthy();
    expect(screen.getByText('Available credit: £50')).toBeTruthy();
    expect(radio(/^Debit or credit card/).checked).toBe(true);
  });
});

describe('Oney and Apple Pay', () => {
  const plan = (count: 3 | 4, amounts: string[]) => ({
    count,
    instalments: amounts.map((amount, index) => ({
      dueDate: ['2026-11-27', '2026-12-27', '2027-01-27', '2027-02-27'][index] ?? '',
      amount,
    })),
  });
  const WITH_ONEY: CheckoutOrder = {
    ...homeStep,
    cart: { ...homeStep.cart, total: '120.00' },
    paymentMethods: [
      { paymentMethod: 'card', available: true },
      { paymentMethod: 'applePay', available: true },
      {
        paymentMethod: 'oney',
        available: true,
        instalments: {
          min: '100.00',
          max: '3000.00',
          plans: [
            plan(3, ['40.00', '40.00', '40.00']),
            plan(4, ['30.00', '30.00', '30.00', '30.00']),
          ],
        },
      },
    ],
  };

  interface ApplePayWindow {
    ApplePaySession?: { canMakePayments: () => boolean };
  }
  afterEach(() => {
    delete (window as ApplePayWindow).ApplePaySession;
  });

  it('shows the chosen Oney plan’s schedule and pays with its number of instalments', async () => {
    const { user, api } = openPayment({
      'checkout.order': WITH_ONEY,
      'checkout.orderValidate': { order: placedOrder, redirectUrl: '#sandbox-pay' },
    });
    await user.click(
      await screen.findByRole('radio', { name: /^Paiement en 4× par carte avec Oney/ }),
    );
    const schedule = await screen.findByRole('table', {
      name: 'Votre échéancier en 4 fois, sans frais',
    });
    const rows = within(schedule)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => textOf(cell)));
    expect(rows).toEqual([
      ['Aujourd’hui', '30 €'],
      ['27 décembre 2026', '30 €'],
      ['27 janvier 2027', '30 €'],
      ['27 février 2027', '30 €'],
    ]);
    expect(screen.queryByRole('table', { name: /en 3 fois/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Valider et payer' }));
    await screen.findByText('Redirection vers la page de paiement sécurisé…');
    expect(api.callsTo('checkout.orderValidate')[0]?.body).toEqual({
      idempotencyKey: A_KEY,
      paymentMethod: 'oney',
      instalments: 4,
    });
  });

  it('offers Apple Pay only where the browser can pay with it', async () => {
    openPayment({ 'checkout.order': WITH_ONEY });
    const applePay = await screen.findByRole('radio', { name: /^Apple Pay/ });
    expect((applePay as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText('Disponible sur Safari, avec un appareil Apple compatible'),
    ).toBeTruthy();
  });

  it('pays with Apple Pay where the browser can', async () => {
    (window as ApplePayWindow).ApplePaySession = { canMakePayments: () => true };
    const { user, api } = openPayment({
      'checkout.order': WITH_ONEY,
      'checkout.orderValidate': { order: placedOrder, redirectUrl: '#sandbox-pay' },
    });
    const applePay = await screen.findByRole('radio', { name: /^Apple Pay/ });
    await waitFor(() => {
      expect((applePay as HTMLInputElement).disabled).toBe(false);
    });
    await user.click(applePay);
    await user.click(screen.getByRole('button', { name: 'Valider et payer' }));
    await screen.findByText('Redirection vers la page de paiement sécurisé…');
    expect(api.callsTo('checkout.orderValidate')[0]?.body).toEqual({
      idempotencyKey: A_KEY,
      paymentMethod: 'applePay',
    });
  });
});
