import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStore } from '../../../testing/render-store.test-support.js';

const LOGOUT_SUCCESS = '/customer/account/logoutSuccess';
/** The countdown, read to screen readers as it changes. */
const countdown = () => screen.getByText(/^Vous allez être redirigé\(e\) vers l’accueil dans/);

afterEach(() => {
  vi.useRealTimers();
});

describe('the signed-out page', () => {
  it('says the shopper is signed out and when they will be taken home', async () => {
    renderStore(LOGOUT_SUCCESS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vous êtes déconnecté(e)' }),
    ).toBeTruthy();
    expect(countdown().textContent).toBe(
      'Vous allez être redirigé(e) vers l’accueil dans 5 secondes.',
    );
    expect(countdown().getAttribute('role')).toBe('status');
    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(trail.textContent).toBe('AccueilDéconnexion');
  });

  it('counts the seconds down, then goes home', async () => {
    // Only the page's timers are moved by hand; the rest of the store keeps the browser's. The
    // waits poll on real time (expect.poll), so that time moves only where the test says.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { location } = renderStore(LOGOUT_SUCCESS);
    const said = () => countdown().textContent;
    await expect
      .poll(said, { timeout: 10_000 })
      .toBe('Vous allez être redirigé(e) vers l’accueil dans 5 secondes.');
    for (const left of ['4 secondes', '3 secondes', '2 secondes', '1 seconde']) {
      await vi.advanceTimersByTimeAsync(1000);
      await expect.poll(said).toBe(`Vous allez être redirigé(e) vers l’accueil dans ${left}.`);
    }
    expect(location()).toBe(LOGOUT_SUCCESS);
    await vi.advanceTimersByTimeAsync(1000);
    await expect.poll(location).toBe('/');
  });

  it('goes home at once on request', async () => {
    const { user, location } = renderStore(LOGOUT_SUCCESS);
    await user.click(await screen.findByRole('link', { name: 'Retourner à l’accueil maintenant' }));
    await waitFor(() => {
      expect(location()).toBe('/');
    });
  });

  it('speaks English in the UK store', async () => {
    renderStore(LOGOUT_SUCCESS, { store: 'uk' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are signed out' }),
    ).toBeTruthy();
    expect(screen.getByText(/^You will be taken to the home page in/).textContent).toBe(
      'You will be taken to the home page in 5 seconds.',
    );
  });
});
