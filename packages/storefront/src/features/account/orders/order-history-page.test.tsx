import type { OrderSummary } from '@vitrine/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, pending, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const HISTORY = '/customer/account/order/history';

const ORDER: OrderSummary = {
  orderNumber: '700012345',
  date: '2025-03-14T10:21:00.000Z',
  status: 'shipped',
  nbProducts: 2,
  total: '84.98',
};
const EVENT_ORDER: OrderSummary = {
  orderNumber: '800000007',
  date: '2025-01-05T09:00:00.000Z',
  status: 'delivered',
  nbProducts: 1,
  total: '19.90',
};

/** An order's row as the shopper reads it: each fact's term and value. */
function rowFacts(row: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(row)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('the order history page', () => {
  it('sends an anonymous visitor to the login page, with the way back', async () => {
    const { location } = renderStore(HISTORY);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(`/customer/account/login?redirect=${encodeURIComponent(HISTORY)}`);
  });

  it('shows a skeleton while the orders load', async () => {
    renderStore(HISTORY, { api: { ...SIGNED_IN, 'customer.orders': pending } });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(screen.getByText('Chargement de vos commandes…')).toBeTruthy();
  });

  it('lists the recent orders with their status and a link to each', async () => {
    renderStore(HISTORY, { api: { ...SIGNED_IN, 'customer.eventOrders': { orders: [] } } });
    const section = await screen.findByRole('region', {
      name: 'Mes commandes des 12 derniers mois',
    });
    expect(
      within(section).getByRole('link', { name: /Voir le détail de la commande/ }),
    ).toBeTruthy();
    expect(screen.queryByText('Mes commandes ventes privées')).toBeNull();
  });

  it('says so when there is no order at all', async () => {
    renderStore(HISTORY, {
      api: {
        ...SIGNED_IN,
        'customer.orders': { orders: [] },
        'customer.eventOrders': { orders: [] },
      },
    });
    expect(await screen.findByText('Aucune commande au cours des 12 derniers mois')).toBeTruthy();
  });

  it('offers to try again when the orders cannot be read, and shows them once they can', async () => {
    const { user, api } = renderStore(HISTORY, {
      api: { ...SIGNED_IN, 'customer.orders': failure(503, 'server.unavailable') },
    });
    expect(
      await screen.findByText(/^Vos commandes sont momentanément indisponibles\./),
    ).toBeTruthy();
    api.answer('customer.orders', { orders: [] });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Mes commandes ventes privées')).toBeTruthy();
  });

  it('shows each order’s number, date, status and total, in euros', async () => {
    renderStore(HISTORY, {
      api: {
        ...SIGNED_IN,
        'customer.orders': {
          orders: [
            ORDER,
            { ...ORDER, orderNumber: '700000001', status: 'cancelled', nbProducts: 1 },
          ],
        },
        'customer.eventOrders': { orders: [] },
      },
    });
    const section = await screen.findByRole('region', {
      name: 'Mes commandes des 12 derniers mois',
    });
    const rows = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(rows.map(rowFacts)).toEqual([
      {
        'N° de commande': '700012345',
        Date: '14 mars 2025',
        Statut: 'Expédiée',
        Total: '84,98\u00a0€ 2\u00a0articles',
      },
      {
        'N° de commande': '700000001',
        Date: '14 mars 2025',
        Statut: 'Annulée',
        Total: '84,98\u00a0€ 1\u00a0article',
      },
    ]);
  });

  it('lists the private sale orders in their own section, each leading to its details', async () => {
    const { user, location } = renderStore(HISTORY, {
      api: {
        ...SIGNED_IN,
        'customer.orders': { orders: [] },
        'customer.eventOrders': { orders: [EVENT_ORDER] },
      },
    });
    const recent = await screen.findByRole('region', {
      name: 'Mes commandes des 12 derniers mois',
    });
    expect(
      within(recent).getByText('Vous n’avez pas passé de commande au cours des 12 derniers mois.'),
    ).toBeTruthy();
    const events = screen.getByRole('region', { name: 'Mes commandes ventes privées' });
    expect(within(events).getByText('Livrée')).toBeTruthy();
    await user.click(
      within(events).getByRole('link', {
        name: 'Voir le détail de la commande n°\u00a0800000007',
      }),
    );
    await screen.findByRole('heading', {
      level: 1,
      name: 'Commande vente privée n°\u00a0800000007',
    });
    expect(location()).toBe('/customer/account/order/evt_details/800000007');
  });

  it('opens an order’s details from its row', async () => {
    const { user, location } = renderStore(HISTORY, {
      api: { ...SIGNED_IN, 'customer.eventOrders': { orders: [] } },
    });
    await user.click(
      await screen.findByRole('link', { name: 'Voir le détail de la commande n°\u00a0700012345' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Commande n°\u00a0700012345' });
    expect(location()).toBe('/customer/account/order/details/700012345');
  });

  it('leads a customer without orders to the shop', async () => {
    const { user, location } = renderStore(HISTORY, {
      api: {
        ...SIGNED_IN,
        'customer.orders': { orders: [] },
        'customer.eventOrders': { orders: [] },
      },
    });
    await screen.findByText('Aucune commande au cours des 12 derniers mois');
    expect(screen.getByText('Vos commandes des 12 derniers mois s’afficheront ici.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Continuer mes achats' }));
    await waitFor(() => {
      expect(location()).toBe('/');
    });
  });

  it('asks again only for the list that could not be read', async () => {
    const { user, api } = renderStore(HISTORY, {
      api: { ...SIGNED_IN, 'customer.eventOrders': failure(500) },
    });
    await screen.findByText(/^Vos commandes sont momentanément indisponibles\./);
    expect(api.callsTo('customer.orders')).toHaveLength(1);
    api.answer('customer.eventOrders', { orders: [EVENT_ORDER] });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('region', { name: 'Mes commandes ventes privées' }),
    ).toBeTruthy();
    expect(api.callsTo('customer.eventOrders')).toHaveLength(2);
    expect(api.callsTo('customer.orders')).toHaveLength(1);
  });

  it('shows the orders in English and in pounds in the UK store', async () => {
    renderStore(HISTORY, {
      store: 'uk',
      api: { ...SIGNED_IN, 'customer.eventOrders': { orders: [] } },
    });
    const section = await screen.findByRole('region', {
      name: 'My orders from the last 12 months',
    });
    const [row] = within(within(section).getByRole('list')).getAllByRole('listitem');
    if (!row) throw new Error('No order');
    expect(rowFacts(row)).toEqual({
      'Order number': '700012345',
      Date: '14 March 2025',
      Status: 'Dispatched',
      Total: '£84.98 2 items',
    });
  });
});
