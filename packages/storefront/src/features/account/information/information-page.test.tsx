import type { SignedInCustomer } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const INFORMATION = '/customer/account/informations';
const CUSTOMER = contractExamples.customer.get.response.valid[0] as SignedInCustomer;
const signedIn = (changes: Partial<SignedInCustomer>) => ({
  'customer.get': { ...CUSTOMER, ...changes },
});
const mainOnly = { P: CUSTOMER.addresses.P };

/** The facts of the details card, term → value. */
function facts(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('the personal information page', () => {
  it('sends an anonymous visitor to the login page, with the way back', async () => {
    const { location } = renderStore(INFORMATION);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(`/customer/account/login?redirect=${encodeURIComponent(INFORMATION)}`);
  });

  it("shows the customer's details, with the ways to change them", async () => {
    renderStore(INFORMATION, { api: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' }),
    ).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Mes coordonnées' });
    expect(facts(card)).toEqual({
      Nom: 'Madame Claire Dupont',
      'Adresse e-mail': 'claire.dupont@example.fr',
      'Numéro client': '12345678',
      'Date de naissance': '14 juillet 1985',
      'Téléphone portable': '0612345678',
      'Téléphone fixe': 'Non renseigné',
      'Offres par SMS': 'Oui',
    });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Modifier mes coordonnées', '/fr/customer/account/informations/edit'],
      ['Modifier mon adresse e-mail', '/fr/customer/account/informations/edit/email'],
      ['Modifier mon mot de passe', '/fr/customer/account/informations/edit/password'],
    ]);
  });

  it('says what the customer has not given', async () => {
    renderStore(INFORMATION, {
      api: signedIn({ birthDate: null, cellPhone: '', smsOption: false, civility: 'Mr' }),
    });
    const card = await screen.findByRole('region', { name: 'Mes coordonnées' });
    expect(facts(card)).toMatchObject({
      Nom: 'Monsieur Claire Dupont',
      'Date de naissance': 'Non renseigné',
      'Téléphone portable': 'Non renseigné',
      'Offres par SMS': 'Non',
    });
  });

  it('shows both addresses as the French write them, each with its way to change it', async () => {
    renderStore(INFORMATION, { api: SIGNED_IN });
    const main = await screen.findByRole('region', { name: 'Adresse principale' });
    expect(within(main).getByText('75002 Paris')).toBeTruthy();
    expect(within(main).getByText('Bâtiment B')).toBeTruthy();
    expect(within(main).getByText('France')).toBeTruthy();
    expect(
      within(main)
        .getByRole('link', { name: 'Modifier l’adresse principale' })
        .getAttribute('href'),
    ).toBe('/fr/customer/account/informations/address/main/edit');
    const secondary = screen.getByRole('region', { name: 'Adresse secondaire' });
    expect(within(secondary).getByText('3 allée des Tilleuls')).toBeTruthy();
    expect(within(secondary).getByText('69003 Paris')).toBeTruthy();
    expect(
      within(secondary)
        .getByRole('link', { name: 'Modifier l’adresse secondaire' })
        .getAttribute('href'),
    ).toBe('/fr/customer/account/informations/address/secondary/edit');
    expect(
      within(secondary).getByRole('button', { name: 'Supprimer l’adresse secondaire' }),
    ).toBeTruthy();
  });

  it('offers to add an alternative address when there is none', async () => {
    const { user, location } = renderStore(INFORMATION, {
      api: signedIn({ addresses: mainOnly }),
    });
    const secondary = await screen.findByRole('region', { name: 'Adresse secondaire' });
    expect(within(secondary).getByText('Vous n’avez pas d’adresse secondaire.')).toBeTruthy();
    expect(within(secondary).queryByRole('button')).toBeNull();
    await user.click(
      within(secondary).getByRole('link', { name: 'Ajouter une adresse secondaire' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon adresse secondaire' }),
    ).toBeTruthy();
    expect(location()).toBe('/customer/account/informations/address/secondary/edit');
  });

  it('tells an overseas customer an alternative address is not for them', async () => {
    renderStore(INFORMATION, { api: signedIn({ overseas: '1', addresses: mainOnly }) });
    const secondary = await screen.findByRole('region', { name: 'Adresse secondaire' });
    expect(
      within(secondary).getByText(
        'L’adresse secondaire n’est pas proposée aux clients résidant en outre-mer.',
      ),
    ).toBeTruthy();
    expect(within(secondary).queryByRole('link')).toBeNull();
    expect(within(secondary).queryByRole('button')).toBeNull();
  });

  it('lets an overseas customer remove an alternative address they still have, not edit it', async () => {
    renderStore(INFORMATION, { api: signedIn({ overseas: '1' }) });
    const secondary = await screen.findByRole('region', { name: 'Adresse secondaire' });
    expect(within(secondary).queryByRole('link')).toBeNull();
    expect(
      within(secondary).getByRole('button', { name: 'Supprimer l’adresse secondaire' }),
    ).toBeTruthy();
  });

  it('removes the alternative address once the customer confirms', async () => {
    const { user, api } = renderStore(INFORMATION, {
      api: {
        ...SIGNED_IN,
        'customer.deleteSecondaryAddress': {
          message: 'OK',
          customer: { ...CUSTOMER, addresses: mainOnly },
        },
      },
    });
    const secondary = await screen.findByRole('region', { name: 'Adresse secondaire' });
    await user.click(
      within(secondary).getByRole('button', { name: 'Supprimer l’adresse secondaire' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Supprimer votre adresse secondaire ?',
    });
    expect(
      within(dialog).getByText(/^Elle ne vous sera plus proposée pour vos livraisons\./),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Votre adresse secondaire a été supprimée.')).toBeTruthy();
    expect(within(secondary).getByText('Vous n’avez pas d’adresse secondaire.')).toBeTruthy();
    expect(api.callsTo('customer.deleteSecondaryAddress')).toHaveLength(1);
    expect(api.callsTo('customer.deleteSecondaryAddress')[0]?.body).toEqual({ confirm: true });
    // The focus goes back to the card whose content changed.
    expect(document.activeElement).toBe(
      within(secondary).getByRole('heading', { name: 'Adresse secondaire' }),
    );
  });

  it('keeps the alternative address when the customer changes their mind', async () => {
    const { user, api } = renderStore(INFORMATION, { api: SIGNED_IN });
    const secondary = await screen.findByRole('region', { name: 'Adresse secondaire' });
    await user.click(
      within(secondary).getByRole('button', { name: 'Supprimer l’adresse secondaire' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(within(secondary).getByText('3 allée des Tilleuls')).toBeTruthy();
    expect(api.callsTo('customer.deleteSecondaryAddress')).toHaveLength(0);
  });

  it('says so when the alternative address cannot be removed', async () => {
    const { user } = renderStore(INFORMATION, {
      api: { ...SIGNED_IN, 'customer.deleteSecondaryAddress': failure(500) },
    });
    const secondary = await screen.findByRole('region', { name: 'Adresse secondaire' });
    await user.click(
      within(secondary).getByRole('button', { name: 'Supprimer l’adresse secondaire' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(
      await within(secondary).findByText(
        'Votre demande n’a pas pu être prise en compte, veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
    expect(within(secondary).getByText('3 allée des Tilleuls')).toBeTruthy();
  });

  it('shows a UK customer their details and addresses in English, as the British write them', async () => {
    const ukAddress = {
      street: '10 Downing Street',
      complement: '',
      locality: '',
      postalCode: 'SW1A 2AA',
      city: 'London',
      country: 'GB',
    } as const;
    renderStore(INFORMATION, {
      store: 'uk',
      api: signedIn({ civility: 'Ms', country: 'GB', addresses: { P: ukAddress } }),
    });
    const card = await screen.findByRole('region', { name: 'My details' });
    expect(facts(card)).toMatchObject({
      Name: 'Ms Claire Dupont',
      'Date of birth': '14 July 1985',
    });
    const main = screen.getByRole('region', { name: 'Main address' });
    const lines = within(main)
      .getByText('10 Downing Street')
      .parentElement?.querySelectorAll('span');
    expect([...(lines ?? [])].map((line) => line.textContent)).toEqual([
      '10 Downing Street',
      'London',
      'SW1A 2AA',
      'United Kingdom',
    ]);
    expect(screen.getByText('You have no alternative address.')).toBeTruthy();
  });
});
