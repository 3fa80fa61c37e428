import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderStore } from '../../testing/render-store.test-support.js';
import { startConsent } from './consent-state.js';

/** A page with the store's frame and footer: the help page. */
const PAGE = '/aide';
const API = { 'content.cmsPage': '<p>Comment commander ?</p>' } as const;

const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const GRANTED = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};

/** The data layer's Consent Mode commands, as [action, state]. */
const consentCommands = () =>
  (window as unknown as { dataLayer: unknown[] }).dataLayer
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as IArguments) as unknown[])
    .map(([command, action, state]): unknown[] => {
      expect(command).toBe('consent');
      return [action, state];
    });

const consentCookie = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith('vitrine_consent='))
    ?.slice('vitrine_consent='.length);

const banner = () => screen.findByRole('region', { name: 'Vos choix en matière de cookies' });

beforeEach(() => {
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
});

describe('the consent step', () => {
  it('asks at the first visit, everything denied until the visitor accepts', async () => {
    startConsent([]);
    const { user } = renderStore(PAGE, { api: API });
    const region = await banner();
    expect(consentCommands()).toEqual([['default', DENIED]]);
    await user.click(within(region).getByRole('button', { name: 'Tout accepter' }));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Vos choix en matière de cookies' })).toBeNull();
    });
    expect(consentCommands()).toEqual([
      ['default', DENIED],
      ['update', GRANTED],
    ]);
    expect(consentCookie()).toBe('v1.analytics=1.advertising=1');
  });

  it('refuses in one click, as easily as it accepts', async () => {
    startConsent([]);
    const { user } = renderStore(PAGE, { api: API });
    await user.click(within(await banner()).getByRole('button', { name: 'Tout refuser' }));
    expect(consentCommands()).toEqual([
      ['default', DENIED],
      ['update', DENIED],
    ]);
    expect(consentCookie()).toBe('v1.analytics=0.advertising=0');
    expect(screen.queryByRole('region', { name: 'Vos choix en matière de cookies' })).toBeNull();
  });

  it('chooses by purpose, and the footer link reopens the choice', async () => {
    startConsent([]);
    const { user } = renderStore(PAGE, { api: API });
    await user.click(within(await banner()).getByRole('button', { name: 'Choisir par finalité' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gérer mes cookies' });
    await user.click(within(dialog).getByRole('switch', { name: 'Mesure d’audience' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(consentCookie()).toBe('v1.analytics=1.advertising=0');
    expect(consentCommands().at(-1)).toEqual([
      'update',
      { ...DENIED, analytics_storage: 'granted' },
    ]);
    // Reopened from the footer, it shows the choice made, and can withdraw it.
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Gérer mes cookies' }));
    const again = await screen.findByRole('dialog', { name: 'Gérer mes cookies' });
    expect(within(again).getByRole('switch', { name: 'Mesure d’audience' })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Tout refuser' }));
    expect(consentCookie()).toBe('v1.analytics=0.advertising=0');
    expect(consentCommands().at(-1)).toEqual(['update', DENIED]);
  });

  it('keeps the choice: the next visit is not asked again, and starts with it', async () => {
    document.cookie = 'vitrine_consent=v1.analytics=0.advertising=1; path=/';
    startConsent([]);
    renderStore(PAGE, { api: API });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('region', { name: 'Vos choix en matière de cookies' })).toBeNull();
    expect(consentCommands()).toEqual([
      ['default', DENIED],
      ['update', { ...GRANTED, analytics_storage: 'denied' }],
    ]);
  });

  it('asks again when the kept choice is of an older format', async () => {
    document.cookie = 'vitrine_consent=v0.all=1; path=/';
    startConsent([]);
    renderStore(PAGE, { api: API });
    expect(await banner()).toBeVisible();
  });

  it('is in English in the UK store', async () => {
    startConsent([]);
    renderStore('/help', { store: 'uk', api: API });
    const region = await screen.findByRole('region', { name: 'Your cookie choices' });
    expect(within(region).getByRole('link', { name: 'More about cookies' })).toHaveAttribute(
      'href',
      '/uk/privacy-policy',
    );
  });
});
