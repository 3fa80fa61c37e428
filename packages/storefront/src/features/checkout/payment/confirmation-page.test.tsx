import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { PAYMENT_ATTEMPT_KEY } from './payment-attempt.js';
import { placedOrder } from './payment-fixtures.test-support.js';
import { TRACKED_ORDERS_KEY } from './tracked-orders.js';

/** The contract's order: 700012345, two dresses to a relay point, paid by card. */
const CONFIRMATION = `/checkout/confirmation?order=${placedOrder.orderNumber}`;

/** The page's title (a no-break space before the mark). */
const THANKS = { level: 1, name: 'Merci pour votre commande\u00a0!' } as const;

const openConfirmation = (
  api: ApiAnswers = {},
  options: Omit<RenderStoreOptions, 'api'> & { path?: string } = {},
) => renderStore(options.path ?? CONFIRMATION, { ...options, api: { ...SIGNED_IN, ...api } });

const textOf = (element: Element | null | undefined) =>
  element?.textContent.replace(/\s+/g, ' ').trim();

function summaryAmount(label: string | RegExp, summaryName = 'Récapitulatif') {
  const summary = screen.getByRole('region', { name: summaryName });
  return textOf(within(summary).getByText(label).nextElementSibling);
}

interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}
const dataLayerEvents = () =>
  ((window as DataLayerWindow).dataLayer ?? []).map((entry) => entry.event).filter(Boolean);

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
});

describe('the order confirmation', () => {
  it('asks a visitor to sign in to see the order, and does not ask for it', async () => {
    const { api } = renderStore(CONFIRMATION);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Connectez-vous pour voir votre commande',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Le détail d’une commande n’est visible que par le client qui l’a passée, une fois connecté.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('customer.orderDetails')).toEqual([]);
  });

  it('stands in for the order while it loads', async () => {
    openConfirmation({ 'customer.orderDetails': pending });
    expect(await screen.findByText('Chargement de votre commande…')).toBeTruthy();
  });

  it('thanks the customer and shows the order: lines, delivery, payment and amounts', async () => {
    const { api } = openConfirmation();
    expect(await screen.findByRole('heading', THANKS)).toBeTruthy();
    expect(api.callsTo('customer.orderDetails')[0]?.params).toEqual({ id: '700012345' });
    expect(screen.getByText('Commande n° 700012345')).toBeTruthy();
    expect(screen.getByText('Passée le 14 mars 2025')).toBeTruthy();
    expect(screen.getByText('Vous allez recevoir un e-mail de confirmation.')).toBeTruthy();

    const items = screen.getByRole('region', { name: 'Vos articles' });
    expect(within(items).getByText('Robe portefeuille')).toBeTruthy();
    expect(
      within(items).getByText('Taille : 40 · Couleur : Bleu marine · Quantité : 2'),
    ).toBeTruthy();
    expect(textOf(within(items).getByText('Total').parentElement)).toBe('Total 79,98 €');

    const delivery = screen.getByRole('region', { name: 'Votre livraison' });
    expect(within(delivery).getByText('Point relais Colissimo')).toBeTruthy();
    expect(within(delivery).getByText('Tabac de la Gare')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Votre paiement' });
    expect(within(payment).getByText('Carte bancaire')).toBeTruthy();

    expect(summaryAmount('Sous-total (2 articles)')).toBe('79,98 €');
    expect(summaryAmount('Frais de livraison')).toBe('4,99 €');
    expect(summaryAmount('Total TTC')).toBe('84,98 €');

    expect(screen.getByRole('link', { name: 'Suivre ma commande' }).getAttribute('href')).toBe(
      '/fr/customer/account/order/details/700012345',
    );
    expect(screen.getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href')).toBe(
      '/fr',
    );
  });

  it('names Oney with the number of instalments chosen', async () => {
    openConfirmation({
      'customer.orderDetails': { ...placedOrder, paymentMethod: 'oney', paymentInstalments: 4 },
    });
    const payment = await screen.findByRole('region', { name: 'Votre paiement' });
    expect(within(payment).getByText('Paiement en 4× par carte avec Oney')).toBeTruthy();
  });

  it('ends the payment attempt and reads the emptied basket again', async () => {
    sessionStorage.setItem(
      PAYMENT_ATTEMPT_KEY,
      JSON.stringify({ idempotencyKey: 'k-1', delivery: { shippingMethod: 'RP', address: 'P' } }),
    );
    const { api } = openConfirmation();
    await screen.findByRole('heading', THANKS);
    expect(sessionStorage.getItem(PAYMENT_ATTEMPT_KEY)).toBeNull();
    await waitFor(() => {
      expect(api.callsTo('checkout.cart').length).toBeGreaterThan(1);
    });
  });

  it('counts the purchase in analytics and remembers the order counted', async () => {
    openConfirmation();
    await screen.findByRole('heading', THANKS);
    // Already sent once the order shows (the tests below that expect none rely on it).
    expect(dataLayerEvents()).toEqual(expect.arrayContaining(['purchase', 'order_confirmation']));
    // The order's number, revenue, tax and shipping, and its lines, exactly.
    const entries = (window as DataLayerWindow).dataLayer ?? [];
    expect(entries.filter((entry) => entry.event === 'purchase')).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          currency: 'EUR',
          value: 84.98,
          transaction_id: '700012345',
          tax: 14.16,
          shipping: 4.99,
          payment_type: 'card',
          items: [
            {
              item_id: '12345678901',
              item_name: 'Robe portefeuille',
              item_brand: '',
              item_category: '',
              item_category2: '',
              item_category3: '',
              item_variant: 'Bleu marine / 40',
              price: 39.99,
              discount: 0,
              quantity: 2,
              currency: 'EUR',
            },
          ],
        },
      },
    ]);
    expect(JSON.parse(localStorage.getItem(TRACKED_ORDERS_KEY) ?? '[]')).toEqual(['700012345']);
  });

  it('counts a new order besides those tracked before', async () => {
    localStorage.setItem(TRACKED_ORDERS_KEY, JSON.stringify(['700012345']));
    openConfirmation({ 'customer.orderDetails': { ...placedOrder, orderNumber: '700000001' } });
    await screen.findByText('Commande n° 700000001');
    await waitFor(() => {
      expect(JSON.parse(localStorage.getItem(TRACKED_ORDERS_KEY) ?? '[]')).toEqual([
        '700012345',
        '700000001',
      ]);
    });
    expect(dataLayerEvents().filter((event) => event === 'purchase')).toHaveLength(1);
  });

  it('does not count an order tracked before', async () => {
    localStorage.setItem(TRACKED_ORDERS_KEY, JSON.stringify(['700012345']));
    openConfirmation();
    await screen.findByRole('heading', THANKS);
    expect(dataLayerEvents()).not.toContain('purchase');
  });

  it('does not count a cancelled order', async () => {
    openConfirmation({ 'customer.orderDetails': { ...placedOrder, status: 'cancelled' } });
    await screen.findByRole('heading', THANKS);
    expect(dataLayerEvents()).not.toContain('purchase');
    expect(localStorage.getItem(TRACKED_ORDERS_KEY)).toBeNull();
  });

  it('says an order number that cannot be one is not found, without asking for it', async () => {
    const { api } = openConfirmation({}, { path: '/checkout/confirmation?order=abc' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Une erreur est survenue lors de l’affichage du détail de votre commande. Contactez le service client si le problème persiste.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('customer.orderDetails')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe(
      '/fr',
    );
  });

  it('says an order that is not the customer’s is not found', async () => {
    openConfirmation({ 'customer.orderDetails': () => failure(404, 'order.not_found') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' }),
    ).toBeTruthy();
  });

  it('says the order cannot be shown when the server fails', async () => {
    openConfirmation({ 'customer.orderDetails': () => failure(503, 'server.unavailable') });
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de l’affichage du détail de votre commande. Contactez le service client si le problème persiste.',
      ),
    ).toBeTruthy();
  });

  it('asks to sign in again when the session has ended', async () => {
    openConfirmation({ 'customer.orderDetails': () => failure(401, 'auth.required') });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Connectez-vous pour voir votre commande',
      }),
    ).toBeTruthy();
  });

  it('speaks English and prices in pounds in the UK store', async () => {
    openConfirmation({}, { store: 'uk' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeTruthy();
    expect(screen.getByText('Order number 700012345')).toBeTruthy();
    expect(screen.getByText('Placed on 14 March 2025')).toBeTruthy();
    expect(summaryAmount('Total (incl. VAT)', 'Order summary')).toBe('£84.98');
    expect(screen.getByRole('link', { name: 'Track my order' }).getAttribute('href')).toBe(
      '/uk/customer/account/order/details/700012345',
    );
  });
});
