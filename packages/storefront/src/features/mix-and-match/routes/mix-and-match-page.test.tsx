import { screen, waitFor, within } from '@testing-library/react';
import type { Look, LookList } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { ENGLISH_STORE } from '../../../config/store-fixtures.test-support.js';
import { ADD_TO_CART_TRACKING_KEY } from '../../../state/add-to-cart-tracking.js';
import { failure, pending } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

/** The contract's example look: a bra (90B; 95C sold out) and its knickers (M, 2 left). */
const [LOOK] = (contractExamples.catalogue.looks.response.valid[0] as LookList).looks as [Look];
const CART = contractExamples.checkout.cartAdd.response.valid[0];

/** A text as Testing Library's text queries read it: no-break spaces as spaces. */
const read = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The tag manager's data layer (spec 1: events go there). */
const dataLayer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;

const look = () => screen.findByRole('group', { name: 'Soutien-gorge et culotte · Noir' });
const braSize = () => screen.getByRole('combobox', { name: 'Taille de Soutien-gorge en dentelle' });
const knickersSize = () => screen.getByRole('combobox', { name: 'Taille de Culotte en dentelle' });
const addLook = () => screen.getByRole('button', { name: 'Ajouter le look au panier' });

const BRA_90B = { sku: '100101', quantity: 1, isLSProduct: false };
const KNICKERS_M = { sku: '100201', quantity: 1, isLSProduct: false };

describe('the mix-and-match page', () => {
  it('lists the looks: each piece with its picture, brand, price, sizes and stock, and the total', async () => {
    renderStore('/mix-and-match');
    const group = await look();
    expect(screen.getByRole('heading', { level: 1, name: 'Mix & match' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(crumbs).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/fr');
    expect(within(crumbs).getByText('Mix & match')).toBeTruthy();
    expect(document.title).toBe('Mix & match | Vitrine');

    const bra = within(group).getByRole('group', { name: 'Soutien-gorge en dentelle' });
    expect(within(bra).getByText('Douce Heure')).toBeTruthy();
    expect(within(bra).getByText('Couleur : Noir')).toBeTruthy();
    expect(
      within(bra).getByRole('link', { name: 'Soutien-gorge en dentelle' }).getAttribute('href'),
    ).toBe('/fr/P-AB12CD34-soutien-gorge-dentelle');
    expect(bra.querySelector('img')?.getAttribute('src')).toBe('https://img.example/sg-face.jpg');
    expect(within(bra).getByRole('option', { name: '95C – épuisé' })).toHaveProperty(
      'disabled',
      true,
    );
    // The one size left of the bra and the knickers' reduced price make the look's total.
    expect(read(group.textContent)).toContain('Total du look : Prix 42,98 €Prix initial 45,98 €');
  });

  it('adds the whole look in one call: one basket line per piece, tracked with one item each', async () => {
    const { user, api } = renderStore('/mix-and-match');
    await look();
    await user.selectOptions(braSize(), '100101');
    await user.selectOptions(knickersSize(), '100201');
    expect(screen.getByText('Plus que 2 en stock')).toBeTruthy();
    const before = dataLayer().length;
    await user.click(addLook());

    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText('2 pièces ajoutées à votre panier')).toBeTruthy();
    expect(within(toasts).getByText('Soutien-gorge en dentelle, taille 90B')).toBeTruthy();
    expect(within(toasts).getByText('Culotte en dentelle, taille M (40-42)')).toBeTruthy();
    expect(within(toasts).getByRole('link', { name: 'Voir mon panier' }).getAttribute('href')).toBe(
      '/fr/checkout/cart',
    );
    expect(api.callsTo('checkout.cartAdd').map((call) => call.body)).toEqual([
      { items: [BRA_90B, KNICKERS_M] },
    ]);
    // The header counts what the basket answered.
    expect(
      await within(screen.getByRole('banner')).findByRole('link', {
        name: /^Panier, \d+ articles$/,
      }),
    ).toBeTruthy();
    expect(dataLayer().slice(before)).toContainEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 42.98,
        items: [
          expect.objectContaining({
            item_id: '100101',
            item_name: 'Soutien-gorge en dentelle',
            item_brand: 'Douce Heure',
            item_category: 'Lingerie',
            item_category3: 'Soutiens-gorge',
            item_variant: 'Noir / 90B',
            price: 29.99,
            discount: 0,
            quantity: 1,
          }),
          expect.objectContaining({
            item_id: '100201',
            item_name: 'Culotte en dentelle',
            item_variant: 'Noir / M (40-42)',
            price: 12.99,
            discount: 3,
            quantity: 1,
          }),
        ],
      },
    });
    const entries = JSON.parse(localStorage.getItem(ADD_TO_CART_TRACKING_KEY) ?? '[]') as unknown;
    // Spec 4's tracking: one entry per SKU, from a page of type 'other' (how the shopper came
    // depends on the address the test runs at).
    expect(entries).toEqual([
      expect.objectContaining({ sku: '100101', entryType: 'other' }),
      expect.objectContaining({ sku: '100201', entryType: 'other' }),
    ]);
  });

  it('adds only the pieces ticked, a size asked of them alone', async () => {
    const { user, api } = renderStore('/mix-and-match');
    await look();
    await user.click(screen.getByRole('checkbox', { name: 'Choisir Culotte en dentelle' }));
    const addChosen = screen.getByRole('button', { name: 'Ajouter la pièce choisie' });
    await user.click(addChosen);
    expect(knickersSize().getAttribute('aria-invalid')).toBe('true');
    expect(braSize().getAttribute('aria-invalid')).toBeNull();
    expect(api.callsTo('checkout.cartAdd')).toHaveLength(0);
    await user.selectOptions(knickersSize(), '100201');
    await user.click(addChosen);
    expect(await screen.findByText('Pièce ajoutée à votre panier')).toBeTruthy();
    expect(api.callsTo('checkout.cartAdd').map((call) => call.body)).toEqual([
      { items: [KNICKERS_M] },
    ]);
  });

  it('asks for every missing size inline before adding the look', async () => {
    const { user, api } = renderStore('/mix-and-match');
    await look();
    await user.click(addLook());
    expect(screen.getAllByText('Veuillez choisir une taille.')).toHaveLength(2);
    expect(document.activeElement).toBe(braSize());
    expect(api.callsTo('checkout.cartAdd')).toHaveLength(0);
  });

  it('says the add is under way, and adds once however often it is clicked', async () => {
    const { user, api } = renderStore('/mix-and-match', {
      api: { 'checkout.cartAdd': pending },
    });
    await look();
    await user.selectOptions(braSize(), '100101');
    await user.selectOptions(knickersSize(), '100201');
    await user.click(addLook());
    const adding = await screen.findByRole('button', { name: 'Ajout en cours…' });
    expect(adding.getAttribute('aria-disabled')).toBe('true');
    await user.click(adding);
    expect(api.callsTo('checkout.cartAdd')).toHaveLength(1);
  });

  it('keeps every choice when the stock refuses a piece: its reason under it, retry in the dialog', async () => {
    const { user, api } = renderStore('/mix-and-match', {
      api: {
        'checkout.cartAdd': failure(409, 'cart.stock_limit', {
          params: { stock: 1 },
          fields: { 'items.1.sku': 'cart.stock_limit' },
        }),
      },
    });
    await look();
    await user.selectOptions(braSize(), '100101');
    await user.selectOptions(knickersSize(), '100201');
    await user.click(addLook());
    const dialog = await screen.findByRole('alertdialog', { name: 'Ajout au panier impossible' });
    expect(
      within(dialog).getByText(
        'Plus qu’un article en stock pour cette taille. Vos articles n’ont pas pu être ajoutés au panier. Réessayez, ou contactez notre service client si le problème persiste.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: 'Contacter le service client' })
        .getAttribute('href'),
    ).toBe('/fr/contact');
    // The refused piece says why; the stock is read again.
    expect(knickersSize().getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(knickersSize().getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Plus qu’un article en stock pour cette taille.');
    await waitFor(() => {
      expect(api.callsTo('catalogue.looks')).toHaveLength(2);
    });

    api.answer('checkout.cartAdd', Response.json(CART));
    await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('2 pièces ajoutées à votre panier')).toBeTruthy();
    const add = { items: [BRA_90B, KNICKERS_M] };
    expect(api.callsTo('checkout.cartAdd').map((call) => call.body)).toEqual([add, add]);
    // Nothing chosen was lost.
    expect((braSize() as HTMLSelectElement).value).toBe('100101');
    expect((knickersSize() as HTMLSelectElement).value).toBe('100201');
    expect(knickersSize().getAttribute('aria-invalid')).toBeNull();
  });

  it('offers to read the looks again when they cannot be read', async () => {
    const { user, api } = renderStore('/mix-and-match', {
      api: { 'catalogue.looks': failure(503, 'server.unavailable') },
    });
    expect(await screen.findByText('Une erreur est survenue.')).toBeTruthy();
    api.answer('catalogue.looks', { looks: [LOOK] });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await look()).toBeTruthy();
  });

  it('says when there is no look yet, and leads to the categories', async () => {
    const { user, location } = renderStore('/mix-and-match', {
      api: { 'catalogue.looks': { looks: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'Aucun look pour le moment' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Voir toutes les catégories' }));
    await screen.findByRole('heading', { level: 1, name: 'Plan du site : catégories' });
    expect(location()).toBe('/plan-de-site-categories.html');
  });

  it('speaks English in a store that has it on', async () => {
    renderStore('/mix-and-match', {
      store: 'uk',
      config: { features: { ...ENGLISH_STORE.features, mixAndMatch: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mix and match' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add the look to basket' })).toBeTruthy();
  });

  it('is no page of its own in a store without it', async () => {
    const { api } = renderStore('/mix-and-match', {
      store: 'uk',
      api: { 'content.cmsPage': failure(404, 'content.page_not_found') },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(api.callsTo('catalogue.looks')).toHaveLength(0);
  });
});
