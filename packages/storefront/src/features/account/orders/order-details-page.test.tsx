import { APP_KEY_HEADER, type OrderDetails } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  pending,
  SIGNED_IN,
  type ApiAnswers,
} from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const DETAILS = '/customer/account/order/details/700012345';
const EVENT_DETAILS = '/customer/account/order/evt_details/700012345';
const [ORDER, BARE_ORDER] = contractExamples.customer.orderDetails.response.valid as [
  OrderDetails,
  OrderDetails,
];

/** A description list as the shopper reads it: each term and its value. */
function facts(element: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

async function openOrder(api: ApiAnswers = SIGNED_IN) {
  const rendered = renderStore(DETAILS, { api });
  await screen.findByRole('heading', { level: 1, name: 'Commande n°\u00a0700012345' });
  await screen.findByRole('region', { name: 'Articles' });
  return rendered;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the order details page', () => {
  it('sends an anonymous visitor to the login page, with the way back', async () => {
    const { location } = renderStore(DETAILS);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(`/customer/account/login?redirect=${encodeURIComponent(DETAILS)}`);
  });

  it('shows a skeleton while the order loads', async () => {
    renderStore(DETAILS, { api: { ...SIGNED_IN, 'customer.orderDetails': pending } });
    expect(await screen.findByText('Chargement du détail de votre commande…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Commande n°\u00a0700012345',
    );
  });

  it('shows the order at a glance: date, status, methods and easy-return number', async () => {
    const { api } = await openOrder();
    expect(api.callsTo('customer.orderDetails')[0]?.params).toEqual({ id: '700012345' });
    const overview = screen.getByText('Mode de livraison').closest('dl');
    if (!overview) throw new Error('No overview');
    expect(facts(overview)).toEqual({
      Date: '14 mars 2025',
      Statut: 'Expédiée',
      'Mode de livraison': 'Point relais Colissimo',
      'Mode de paiement': 'Carte bancaire',
      'N° de retour facile':
        'ER700012345À nous indiquer pour retourner gratuitement un article dans les 30 jours.',
    });
  });

  it('lists the items with their size, colour, quantity and prices, each linked to its product', async () => {
    const { user, location } = await openOrder();
    const items = screen.getByRole('region', { name: 'Articles' });
    expect(
      within(items).getByRole('link', { name: 'Robe portefeuille' }).getAttribute('href'),
    ).toBe('/fr/P-AB12CD34-robe-portefeuille');
    expect(within(items).getByText('Taille : 40')).toBeTruthy();
    expect(within(items).getByText('Couleur : Bleu marine')).toBeTruthy();
    expect(facts(items)).toEqual({
      Quantité: '2',
      'Prix unitaire': '39,99\u00a0€',
      Total: '79,98\u00a0€',
    });
    await user.click(within(items).getByRole('link', { name: 'Robe portefeuille' }));
    await waitFor(() => {
      expect(location()).toBe('/P-AB12CD34-robe-portefeuille');
    });
  });

  it('sums the order up: subtotal, postage and total', async () => {
    await openOrder();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(facts(summary)).toEqual({
      'Sous-total (2 articles)': '79,98\u00a0€',
      'Frais de livraison': '4,99\u00a0€',
      'Total TTC': '84,98\u00a0€',
    });
  });

  it('names the discount code when the order had one', async () => {
    await openOrder({
      ...SIGNED_IN,
      'customer.orderDetails': { ...ORDER, discount: '10.00', privilegeCode: 'ETE25' },
    });
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(facts(summary)['Remise (code ETE25)']).toBe('-10\u00a0€');
  });

  it('follows each parcel on the carrier’s site, in a new tab', async () => {
    await openOrder();
    const parcels = screen.getByRole('region', { name: 'Colis' });
    expect(within(parcels).getByText('Colis n° 1')).toBeTruthy();
    expect(within(parcels).getByText('Colissimo')).toBeTruthy();
    const tracking = within(parcels).getByRole('link', {
      name: 'Suivi n°\u00a06A12345678901 sur le site du transporteur (nouvel onglet)',
    });
    expect(tracking.getAttribute('href')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );
    expect(tracking.getAttribute('target')).toBe('_blank');
  });

  it("follows the retailer's own deliveries inside the store, and says when a parcel has not left", async () => {
    const { user, location } = await openOrder({
      ...SIGNED_IN,
      'customer.orderDetails': {
        ...ORDER,
        packages: [
          {
            packageNumber: '1',
            carrier: 'warehouse',
            trackingNumber: 'LDF1',
            trackingUrl: '/fr/livraison-et-retours?tracking=LDF1',
          },
          { packageNumber: '2', carrier: 'colieco', trackingNumber: '', trackingUrl: '' },
        ],
      },
    });
    const parcels = screen.getByRole('region', { name: 'Colis' });
    expect(within(parcels).getByText('Notre service de livraison')).toBeTruthy();
    expect(within(parcels).getByText('Pas encore remis au transporteur')).toBeTruthy();
    await user.click(within(parcels).getByRole('link', { name: 'Suivi n°\u00a0LDF1' }));
    await waitFor(() => {
      expect(location()).toBe('/livraison-et-retours?tracking=LDF1');
    });
  });

  it('says where the order goes: the relay point, or the delivery address', async () => {
    await openOrder();
    const delivery = screen.getByRole('region', { name: 'Livraison' });
    expect(within(delivery).getByText('Point relais : Tabac de la Gare')).toBeTruthy();
    expect(within(delivery).getByText('75002 Paris')).toBeTruthy();
  });

  it('shows an order not yet shipped nor invoiced without parcels, easy return or invoice', async () => {
    await openOrder({
      ...SIGNED_IN,
      'customer.orderDetails': {
        ...BARE_ORDER,
        relayPointName: '',
        shippingMethod: 'C',
        items: BARE_ORDER.items.map((item) => ({ ...item, url: '' })),
      },
    });
    // A product no longer sold keeps its name, without a link.
    const items = screen.getByRole('region', { name: 'Articles' });
    expect(within(items).getByText('Robe portefeuille')).toBeTruthy();
    expect(within(items).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Colis' })).toBeNull();
    expect(screen.queryByText('N° de retour facile')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Télécharger la facture (PDF)' })).toBeNull();
    const delivery = screen.getByRole('region', { name: 'Livraison' });
    expect(within(delivery).getByText('Adresse de livraison')).toBeTruthy();
    expect(screen.getByText('Colissimo à domicile')).toBeTruthy();
  });

  it('downloads the invoice with the API key, under the server’s file name', async () => {
    const { api, user } = await openOrder({
      ...SIGNED_IN,
      'customer.invoice': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'content-disposition': 'attachment; filename="facture-700012345.pdf"' },
        }),
    });
    const sent: Request[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return api.fetch(input, init);
    });
    const downloads: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, href: this.href });
    });
    const link = screen.getByRole('link', { name: 'Télécharger la facture (PDF)' });
    expect(link.getAttribute('href')).toBe('/fr/api/customer/order/invoice/700012345');
    await user.click(link);

    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    expect(downloads[0]?.name).toBe('facture-700012345.pdf');
    expect(downloads[0]?.href).toMatch(/^blob:/);
    expect(api.callsTo('customer.invoice')[0]?.params).toEqual({ id: '700012345' });
    expect(sent[0]?.headers.get(APP_KEY_HEADER)).toBe('key');
    expect(screen.queryByText(/La facture n’a pas pu être téléchargée/)).toBeNull();
  });

  it('fetches the invoice once however often the link is pressed while it comes', async () => {
    const { api, user } = await openOrder({
      ...SIGNED_IN,
      'customer.invoice': pending,
    });
    vi.stubGlobal('fetch', api.fetch);
    const link = screen.getByRole('link', { name: 'Télécharger la facture (PDF)' });
    await user.click(link);
    await waitFor(() => {
      expect(link.getAttribute('aria-disabled')).toBe('true');
    });
    await user.click(link);
    expect(api.callsTo('customer.invoice')).toHaveLength(1);
  });

  it('says so when the invoice cannot be downloaded', async () => {
    const { api, user } = await openOrder({
      ...SIGNED_IN,
      'customer.invoice': failure(500),
    });
    vi.stubGlobal('fetch', api.fetch);
    await user.click(screen.getByRole('link', { name: 'Télécharger la facture (PDF)' }));
    expect(
      await screen.findByText(
        'La facture n’a pas pu être téléchargée. Veuillez réessayer dans quelques instants.',
      ),
    ).toBeTruthy();
  });

  it('says the order cannot be shown when it is not the customer’s, with the way back', async () => {
    const { user, location } = renderStore(DETAILS, {
      api: { ...SIGNED_IN, 'customer.orderDetails': failure(404, 'order.not_found') },
    });
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de l’affichage du détail de votre commande. Veuillez contacter le service client si le problème persiste.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Détail de ma commande');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Retour à mes commandes' }));
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(location()).toBe('/customer/account/order/history');
  });

  it('asks for no order when the address names none', async () => {
    const { api } = renderStore('/customer/account/order/details/abc', { api: SIGNED_IN });
    expect(
      await screen.findByText(/^Une erreur est survenue lors de l’affichage du détail/),
    ).toBeTruthy();
    expect(api.callsTo('customer.orderDetails')).toHaveLength(0);
  });

  it('offers to try again when the order is momentarily unavailable', async () => {
    const { user, api } = renderStore(DETAILS, {
      api: { ...SIGNED_IN, 'customer.orderDetails': failure(503, 'server.unavailable') },
    });
    expect(
      await screen.findByText(
        'Le détail de votre commande est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      ),
    ).toBeTruthy();
    api.answer('customer.orderDetails', ORDER);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande n°\u00a0700012345' }),
    ).toBeTruthy();
  });

  it('shows a private sale order from the private sale orders', async () => {
    const { api } = renderStore(EVENT_DETAILS, { api: SIGNED_IN });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Commande vente privée n°\u00a0700012345',
      }),
    ).toBeTruthy();
    await screen.findByRole('region', { name: 'Articles' });
    expect(api.callsTo('customer.eventOrderDetails')[0]?.params).toEqual({ id: '700012345' });
    expect(api.callsTo('customer.orderDetails')).toHaveLength(0);
  });

  it('shows the order in English and in pounds in the UK store', async () => {
    renderStore(DETAILS, {
      store: 'uk',
      api: {
        ...SIGNED_IN,
        'customer.orderDetails': {
          ...ORDER,
          deliveryAddress: {
            street: '10 Downing Street',
            complement: '',
            locality: '',
            postalCode: 'SW1A 2AA',
            city: 'London',
            country: 'GB',
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Order no. 700012345' });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(facts(summary)).toMatchObject({ 'Total (incl. VAT)': '£84.98' });
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('SW1A 2AA')).toBeTruthy();
    expect(screen.getByText('Dispatched')).toBeTruthy();
  });
});
