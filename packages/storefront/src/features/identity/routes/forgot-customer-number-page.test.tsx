import { screen } from '@testing-library/react';
import { EMAIL } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import { fill } from '../identity.test-support.js';

const FORGOT_NUMBER = '/customer/account/forgotcustomernumber';

describe('the forgotten customer number page', () => {
  it('sends a signed-in customer to their order history', async () => {
    const { location } = renderStore(FORGOT_NUMBER, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(location()).toBe('/customer/account/order/history');
  });

  it('mails the customer number and says so', async () => {
    const { user, api } = renderStore(FORGOT_NUMBER);
    await screen.findByRole('heading', { level: 1, name: 'Numéro client oublié' });
    expect(
      screen.getByText(
        'Indiquez l’adresse e-mail de votre compte : nous vous y enverrons votre numéro client.',
      ),
    ).toBeTruthy();
    await fill(user, screen.getByRole('textbox', { name: 'Adresse e-mail' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Recevoir mon numéro client' }));
    expect(
      await screen.findByText('Votre numéro client a été envoyé à votre adresse e-mail.'),
    ).toBeTruthy();
    expect(api.callsTo('customer.forgotCustomerNumber').map((call) => call.body)).toEqual([
      { email: EMAIL },
    ]);
  });

  it('says so when no account has the address', async () => {
    const { user } = renderStore(FORGOT_NUMBER, {
      api: { 'customer.forgotCustomerNumber': failure(404, 'account.not_found') },
    });
    await fill(user, await screen.findByRole('textbox', { name: 'Adresse e-mail' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Recevoir mon numéro client' }));
    expect(
      await screen.findByText('Aucun compte n’est associé à cette adresse e-mail.'),
    ).toBeTruthy();
  });

  it('is in English in the UK store', async () => {
    renderStore(FORGOT_NUMBER, { store: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Forgotten customer number' });
    expect(screen.getByRole('button', { name: 'Send me my customer number' })).toBeTruthy();
  });
});
