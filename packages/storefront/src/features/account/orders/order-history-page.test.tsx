import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, pending, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const HISTORY = '/customer/account/order/history';

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
});
