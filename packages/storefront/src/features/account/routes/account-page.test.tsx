import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const ADMIN_LOGIN = '/customer/account/admin/login';

describe('the adviser access page', () => {
  it('is named, and says it is coming', async () => {
    renderStore(ADMIN_LOGIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès conseiller' })).toBeTruthy();
    expect(
      screen.getByText('Cette page sera bientôt disponible. Merci de votre patience.'),
    ).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    // A public account page: no 'My account' step.
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accueil', 'Accès conseiller']);
  });

  it('sends a signed-in customer to their orders', async () => {
    const { location } = renderStore(ADMIN_LOGIN, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(location()).toBe('/customer/account/order/history');
  });
});
