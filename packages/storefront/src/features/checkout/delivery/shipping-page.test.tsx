import { screen, waitFor, within } from '@testing-library/react';
import type { Cart, Delivery, SignedInCustomer } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
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
import { EXAMPLE_BASKET_ECOMMERCE } from '../../../testing/tracking-examples.test-support.js';
import {
  delivery,
  FORT_DE_FRANCE,
  line,
  method,
  METHODS,
  PARIS,
  relayPoint,
} from './delivery-fixtures.test-support.js';

const SHIPPING = '/checkout/shipping';

/** The contract's basket: two wrap dresses at 39.99 (parcels only). */
const CART = contractExamples.checkout.cart.response.valid[0] as Cart;
const EMPTY_CART = contractExamples.checkout.cart.response.valid[1] as Cart;
/** The contract's delivery: the main address, Mondial Relay to 'Tabac de la Gare', free. */
const DELIVERY = contractExamples.checkout.delivery.response.valid[0] as Delivery;
const CUSTOMER = contractExamples.customer.get.response.valid[0] as SignedInCustomer;

/** The shipping page of a signed-in customer, with these answers besides. */
const openShipping = (api: ApiAnswers = {}, options: Omit<RenderStoreOptions, 'api'> = {}) =>
  renderStore(SHIPPING, { ...options, api: { ...SIGNED_IN, ...api } });

/** The text of an element, its spaces (no-break ones included) as plain spaces. */
const textOf = (element: Element | null) => element?.textContent.replace(/\s+/g, ' ').trim();

/** What a control's aria-describedby says, its parts joined by spaces. */
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => textOf(document.getElementById(id)))
    .join(' ');

/** The order summary's amount on the line named `label`. */
function summaryAmount(label: string | RegExp) {
  const summary = screen.getByRole('region', { name: 'Récapitulatif' });
  return textOf(within(summary).getByText(label).nextElementSibling);
}

const continueButton = () => screen.getByRole('button', { name: 'Continuer vers le paiement' });

/** A delivery with the fixtures' methods (RP, MLR, C, CE, STANDARD) and nothing chosen yet. */
const unchosen = (extra: Partial<Delivery> = {}) => delivery({ total: '79.98', ...extra });

interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}
const dataLayerEvents = () =>
  ((window as DataLayerWindow).dataLayer ?? []).map((entry) => entry.event).filter(Boolean);

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
});

describe('the shipping page', () => {
  it('sends an anonymous visitor to the checkout login, with the way back', async () => {
    const { location } = renderStore(SHIPPING);
    await waitFor(() => {
      expect(location()).toBe(`/checkout/account/login?redirect=${encodeURIComponent(SHIPPING)}`);
    });
  });

  it('stands in for the addresses and methods while the delivery loads', async () => {
    openShipping({ 'checkout.delivery': pending });
    await screen.findByRole('heading', { level: 1, name: 'Livraison' });
    expect(screen.getByText('Chargement…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuer vers le paiement' })).toBeNull();
  });

  it('sends the shopper back to the basket when it is empty', async () => {
    const { location } = openShipping({ 'checkout.cart': EMPTY_CART });
    await waitFor(() => {
      expect(location()).toBe('/checkout/cart');
    });
  });

  it('says the delivery cannot be read, and shows it once it can', async () => {
    const { user, api } = openShipping({
      'checkout.delivery': () => failure(503, 'server.unavailable'),
    });
    expect(
      await screen.findByText('Une erreur est survenue lors du chargement des données.'),
    ).toBeTruthy();
    api.answer('checkout.delivery', DELIVERY);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('radio', { name: /^Adresse principale/ })).toBeTruthy();
  });

  it('sends an account without a main address to add one, rather than trying again', async () => {
    const { user, location } = openShipping({
      'checkout.delivery': () => failure(409, 'delivery.main_address_required'),
    });
    expect(
      await screen.findByText('Veuillez d’abord ajouter votre adresse principale à votre compte.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ajouter mon adresse principale' }));
    await waitFor(() => {
      expect(location()).toBe('/customer/account/informations/address/main/edit');
    });
  });

  it('shows the address, the methods with their delays and fees, the relay point chosen and the amounts', async () => {
    openShipping();
    const address = await screen.findByRole('radio', { name: /^Adresse principale/ });
    expect(textOf((address as HTMLInputElement).labels?.[0] ?? null)).toBe(
      'Adresse principale 12 rue de la Paix Bâtiment B 75002 Paris France',
    );
    expect((address as HTMLInputElement).checked).toBe(true);

    const home = screen.getByRole('radio', { name: /^Colissimo à domicile 6,99\s€$/ });
    expect(home.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Livré en 2 à 3 jours ouvrés')).toBeTruthy();
    const relay = screen.getByRole('radio', { name: 'Point relais Mondial Relay Gratuit' });
    expect((relay as HTMLInputElement).checked).toBe(true);
    // The contract's delivery holds no bulky goods: its warehouse method is not offered.
    expect(screen.queryByRole('radio', { name: /^Livraison Confort/ })).toBeNull();

    const point = await screen.findByRole('radio', { name: 'Tabac de la Gare' });
    expect((point as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('1 point relais trouvé')).toBeTruthy();

    expect(summaryAmount('Sous-total (3 articles)')).toBe('79,98 €');
    expect(summaryAmount('Frais de livraison')).toBe('Gratuit');
    expect(summaryAmount('Total TTC')).toBe('79,98 €');

    const steps = screen.getByRole('navigation', { name: 'Étapes de la commande' });
    expect(textOf(steps.querySelector('[aria-current="step"]'))).toBe('Livraison');
  });

  it('shows the privilege code’s discount the delivery answer prices', async () => {
    openShipping({ 'checkout.delivery': { ...DELIVERY, total: '69.98' } });
    await screen.findByRole('radio', { name: /^Adresse principale/ });
    expect(summaryAmount('Remise (code BIENVENUE)')).toBe('-10 €');
    expect(summaryAmount('Total TTC')).toBe('69,98 €');
  });

  it('sends a home method at once, and the summary follows the fees it is priced at', async () => {
    const { user, api } = openShipping({
      'checkout.deliveryUpdate': {
        ...DELIVERY,
        selection: { shippingMethod: 'C', address: 'P', relayPoint: null },
        shippingFees: '6.99',
        total: '86.97',
      },
    });
    await user.click(await screen.findByRole('radio', { name: /^Colissimo à domicile/ }));
    await waitFor(() => {
      expect(summaryAmount('Total TTC')).toBe('86,97 €');
    });
    expect(api.callsTo('checkout.deliveryUpdate').map((call) => call.body)).toEqual([
      { address: 'P', shippingMethod: 'C' },
    ]);
    expect(summaryAmount('Frais de livraison')).toBe('6,99 €');
    // The relay panel closes with its method.
    expect(screen.queryByRole('radio', { name: 'Tabac de la Gare' })).toBeNull();
  });

  it('searches the relay points near the address for a relay method, and sends the point chosen', async () => {
    const { user, api } = openShipping({
      'checkout.delivery': unchosen(),
      'checkout.relayPoints': { relayPoints: [relayPoint('RP-1'), relayPoint('RP-2')] },
    });
    await user.click(await screen.findByRole('radio', { name: /^Point relais Colissimo/ }));
    expect(await screen.findByText('2 points relais trouvés')).toBeTruthy();
    const search = api.callsTo('checkout.relayPoints')[0];
    expect(Object.fromEntries(search?.url.searchParams ?? [])).toEqual({
      postcode: '75002',
      method: 'RP',
    });
    // A relay method waits for its point before it is sent.
    expect(api.callsTo('checkout.deliveryUpdate')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Relais RP-2' }));
    await waitFor(() => {
      expect(api.callsTo('checkout.deliveryUpdate').map((call) => call.body)).toEqual([
        { address: 'P', shippingMethod: 'RP', relayPoint: 'RP-2' },
      ]);
    });
  });

  it('searches around another postcode, refuses a malformed one and searches the same one again', async () => {
    const { user, api } = openShipping();
    const postcode = await screen.findByRole('textbox', { name: 'Code postal' });
    await screen.findByRole('radio', { name: 'Tabac de la Gare' });

    await user.clear(postcode);
    await user.type(postcode, '123');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByText('Le code postal doit contenir 5 chiffres.')).toBeTruthy();
    expect(api.callsTo('checkout.relayPoints')).toHaveLength(1);

    api.answer('checkout.relayPoints', {
      relayPoints: [relayPoint('LY-1', { method: 'MLR', name: 'Relais de Lyon' })],
    });
    await user.clear(postcode);
    await user.type(postcode, '69003{Enter}');
    expect(await screen.findByRole('radio', { name: 'Relais de Lyon' })).toBeTruthy();
    expect(api.callsTo('checkout.relayPoints')[1]?.url.searchParams.get('postcode')).toBe('69003');
    // The point chosen stays listed, on top, though the search around Lyon did not find it.
    const points = screen.getAllByRole('radio', { name: /Relais de Lyon|Tabac de la Gare/ });
    expect(points.map((point) => point.getAttribute('value'))).toEqual(['MR-075012', 'LY-1']);

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => {
      expect(api.callsTo('checkout.relayPoints')).toHaveLength(3);
    });
    expect(api.callsTo('checkout.relayPoints')[2]?.url.searchParams.get('postcode')).toBe('69003');
  });

  it('says when no relay point is near', async () => {
    const { user } = openShipping({
      'checkout.delivery': unchosen(),
      'checkout.relayPoints': { relayPoints: [] },
    });
    await user.click(await screen.findByRole('radio', { name: /^Point relais Mondial Relay/ }));
    expect(
      await screen.findByText(
        'Aucun point relais trouvé près de ce code postal. Essayez le code postal d’une commune voisine.',
      ),
    ).toBeTruthy();
  });

  it('says when the relay points cannot be read, and tries again', async () => {
    const { user, api } = openShipping({
      'checkout.relayPoints': () => failure(503, 'server.unavailable'),
    });
    expect(
      await screen.findByText('Impossible d’afficher les points relais pour le moment.'),
    ).toBeTruthy();
    api.answer('checkout.relayPoints', { relayPoints: [relayPoint('RP-9')] });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('radio', { name: 'Relais RP-9' })).toBeTruthy();
    expect(api.callsTo('checkout.relayPoints')).toHaveLength(2);
  });

  it('asks for a method before going on', async () => {
    const { user, api } = openShipping({ 'checkout.delivery': unchosen() });
    await user.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(api.callsTo('checkout.deliveryValidate')).toEqual([]);
  });

  it('asks for a relay point before going on with a relay method', async () => {
    const { user, api } = openShipping({ 'checkout.delivery': unchosen() });
    await user.click(await screen.findByRole('radio', { name: /^Point relais Colissimo/ }));
    await screen.findByRole('radio', { name: 'Tabac de la Gare' });
    await user.click(continueButton());
    expect(await screen.findByText('Veuillez choisir un point relais.')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Choisissez votre point relais' })).toSatisfy(
      (group: HTMLElement) => group.getAttribute('aria-invalid') === 'true',
    );
    expect(api.callsTo('checkout.deliveryValidate')).toEqual([]);
    expect(api.callsTo('checkout.deliveryUpdate')).toEqual([]);
  });

  it('confirms the delivery and goes on to payment', async () => {
    const { user, api, location } = openShipping();
    await screen.findByRole('radio', { name: 'Tabac de la Gare' });
    await user.click(continueButton());
    await waitFor(() => {
      expect(location()).toBe('/checkout/payment');
    });
    expect(api.callsTo('checkout.deliveryValidate').map((call) => call.body)).toEqual([
      { address: 'P', shippingMethod: 'MLR', relayPoint: 'MR-075012' },
    ]);
    expect(dataLayerEvents()).toContain('add_shipping_info');
    // The basket's lines and the method chosen, exactly.
    const entries = (window as DataLayerWindow).dataLayer ?? [];
    expect(entries.filter((entry) => entry.event === 'add_shipping_info')).toEqual([
      {
        event: 'add_shipping_info',
        ecommerce: { ...EXAMPLE_BASKET_ECOMMERCE, shipping_tier: 'MLR' },
      },
    ]);
  });

  it('says the server refused the delivery, with the relay point it names, and stays', async () => {
    const { user, location } = openShipping({
      'checkout.deliveryValidate': () =>
        failure(400, 'delivery.selection_failed', {
          fields: { relayPoint: 'VALIDATION_RELAY_POINT_REQUIRED' },
        }),
    });
    await screen.findByRole('radio', { name: 'Tabac de la Gare' });
    await user.click(continueButton());
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de la sélection du mode de livraison. Veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Veuillez choisir un point relais.')).toBeTruthy();
    expect(location()).toBe(SHIPPING);
  });

  it('names the missing main address the server asks for', async () => {
    const { user } = openShipping({
      'checkout.deliveryValidate': () =>
        failure(409, 'delivery.main_address_required', {
          fields: { address: 'delivery.main_address_required' },
        }),
    });
    await screen.findByRole('radio', { name: 'Tabac de la Gare' });
    await user.click(continueButton());
    const alert = await screen.findByText(
      'Veuillez d’abord ajouter votre adresse principale à votre compte.',
    );
    const choice = screen.getByRole('group', { name: 'Choisissez l’adresse de livraison' });
    expect(choice.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('goes back to the basket when the server finds it empty', async () => {
    const { user, location } = openShipping({
      'checkout.deliveryValidate': () => failure(409, 'cart.empty'),
    });
    await screen.findByRole('radio', { name: 'Tabac de la Gare' });
    await user.click(continueButton());
    await waitFor(() => {
      expect(location()).toBe('/checkout/cart');
    });
  });

  it('keeps a refused choice and says why', async () => {
    const { user } = openShipping({
      'checkout.deliveryUpdate': () => failure(409, 'delivery.selection_failed'),
    });
    const home = await screen.findByRole('radio', { name: /^Colissimo à domicile/ });
    await user.click(home);
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de la sélection du mode de livraison. Veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
    expect((home as HTMLInputElement).checked).toBe(true);
  });

  it('goes back to the basket when a choice finds it empty', async () => {
    const { user, location } = openShipping({
      'checkout.deliveryUpdate': () => failure(409, 'cart.empty'),
    });
    await user.click(await screen.findByRole('radio', { name: /^Colissimo à domicile/ }));
    await waitFor(() => {
      expect(location()).toBe('/checkout/cart');
    });
  });

  it('does not go on while a choice is being sent', async () => {
    let answerChoice: (answer: Delivery) => void = () => undefined;
    const { user, api, location } = openShipping({
      'checkout.deliveryUpdate': () =>
        new Promise<Delivery>((resolve) => {
          answerChoice = resolve;
        }),
    });
    await user.click(await screen.findByRole('radio', { name: /^Colissimo à domicile/ }));
    await waitFor(() => {
      expect(continueButton().getAttribute('aria-disabled')).toBe('true');
    });
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(summary.getAttribute('aria-busy')).toBe('true');
    await user.click(continueButton());

    answerChoice({ ...DELIVERY, shippingFees: '6.99', total: '86.97' });
    await waitFor(() => {
      expect(summaryAmount('Total TTC')).toBe('86,97 €');
    });
    expect(summary.getAttribute('aria-busy')).toBeNull();
    expect(continueButton().getAttribute('aria-disabled')).toBeNull();
    expect(api.callsTo('checkout.deliveryValidate')).toEqual([]);
    expect(location()).toBe(SHIPPING);
  });
});

describe('the shipping page’s addresses', () => {
  const TWO_ADDRESSES = {
    ...DELIVERY,
    addresses: {
      P: PARIS,
      S: { ...PARIS, street: '3 allée des Tilleuls', postalCode: '69003', city: 'Lyon' },
    },
  };
  /** The answer to a choice of the alternative address: the same point, now its selection. */
  const TO_SECONDARY = {
    ...TWO_ADDRESSES,
    selection: { ...TWO_ADDRESSES.selection, address: 'S' },
  } as Delivery;

  it('delivers to the alternative address once chosen, and searches relay points near it', async () => {
    const { user, api } = openShipping({
      'checkout.delivery': TWO_ADDRESSES,
      'checkout.deliveryUpdate': TO_SECONDARY,
    });
    await screen.findByRole('radio', { name: 'Tabac de la Gare' });
    await user.click(screen.getByRole('radio', { name: /^Adresse secondaire/ }));
    await waitFor(() => {
      expect(api.callsTo('checkout.deliveryUpdate').map((call) => call.body)).toEqual([
        { address: 'S', shippingMethod: 'MLR', relayPoint: 'MR-075012' },
      ]);
    });
    await waitFor(() => {
      expect(api.callsTo('checkout.relayPoints').at(-1)?.url.searchParams.get('postcode')).toBe(
        '69003',
      );
    });
    expect(screen.queryByRole('button', { name: 'Ajouter une adresse secondaire' })).toBeNull();
  });

  it('edits the main address in place: its messages, then the address saved', async () => {
    const { user, api } = openShipping({
      'customer.saveMainAddress': { message: 'OK', customer: CUSTOMER },
    });
    const edit = await screen.findByRole('button', { name: 'Modifier l’adresse principale' });
    await user.click(edit);
    const editor = screen.getByRole('region', { name: 'Modifier l’adresse principale' });
    expect(document.activeElement).toBe(within(editor).getByRole('heading', { level: 3 }));
    expect(edit.getAttribute('aria-expanded')).toBe('true');

    const street = within(editor).getByRole('textbox', { name: /^Numéro et nom de rue/ });
    expect((street as HTMLInputElement).value).toBe('12 rue de la Paix');
    await user.clear(street);
    await user.click(within(editor).getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await within(editor).findAllByText('Ce champ est obligatoire.')).not.toHaveLength(0);
    expect(api.callsTo('customer.saveMainAddress')).toEqual([]);

    await user.type(street, '8 rue des Lilas');
    api.answer('checkout.delivery', {
      ...DELIVERY,
      addresses: { P: { ...DELIVERY.addresses.P, street: '8 rue des Lilas' } },
    });
    await user.click(within(editor).getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findByText('Votre adresse a été enregistrée.')).toBeTruthy();
    expect(api.callsTo('customer.saveMainAddress')[0]?.body).toMatchObject({
      street: '8 rue des Lilas',
      postalCode: '75002',
      city: 'Paris',
      cellPhone: CUSTOMER.cellPhone,
    });
    expect(screen.queryByRole('region', { name: 'Modifier l’adresse principale' })).toBeNull();
    await waitFor(() => {
      expect(document.activeElement).toBe(edit);
    });
    // The delivery is read again: its address is the one saved.
    expect(await screen.findByText('8 rue des Lilas')).toBeTruthy();
  });

  it('shows the server’s refusal of an address on its field', async () => {
    const { user } = openShipping({
      'customer.saveMainAddress': () =>
        failure(400, 'form.invalid', {
          fields: { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier l’adresse principale' }));
    const editor = screen.getByRole('region', { name: 'Modifier l’adresse principale' });
    await user.click(within(editor).getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await within(editor).findAllByText('Nous ne livrons pas cette zone.')).not.toHaveLength(
      0,
    );
    expect(within(editor).getByText('Certains champs ne sont pas valides.')).toBeTruthy();
  });

  it('adds an alternative address, which becomes the one delivered to', async () => {
    const { user, api } = openShipping({
      'customer.saveSecondaryAddress': { message: 'OK', customer: CUSTOMER },
      'checkout.deliveryUpdate': TO_SECONDARY,
    });
    const add = await screen.findByRole('button', { name: 'Ajouter une adresse secondaire' });
    await user.click(add);
    const editor = screen.getByRole('region', { name: 'Ajouter une adresse secondaire' });
    await user.type(
      within(editor).getByRole('textbox', { name: /^Numéro et nom de rue/ }),
      '3 allée des Tilleuls',
    );
    await user.type(within(editor).getByRole('textbox', { name: /^Code postal/ }), '69003');
    await user.type(within(editor).getByRole('textbox', { name: /^Ville/ }), 'Lyon');
    api.answer('checkout.delivery', TWO_ADDRESSES);
    await user.click(within(editor).getByRole('button', { name: 'Enregistrer l’adresse' }));

    expect(await screen.findByText('Votre adresse a été enregistrée.')).toBeTruthy();
    expect(api.callsTo('customer.saveSecondaryAddress')[0]?.body).toMatchObject({
      street: '3 allée des Tilleuls',
      postalCode: '69003',
      city: 'Lyon',
      country: 'FR',
    });
    await waitFor(() => {
      expect(api.callsTo('checkout.deliveryUpdate').map((call) => call.body)).toEqual([
        { address: 'S', shippingMethod: 'MLR', relayPoint: 'MR-075012' },
      ]);
    });
    const secondary = await screen.findByRole('radio', { name: /^Adresse secondaire/ });
    expect((secondary as HTMLInputElement).checked).toBe(true);
  });

  it('closes the editor on cancel, the focus back on its button', async () => {
    const { user, api } = openShipping();
    const add = await screen.findByRole('button', { name: 'Ajouter une adresse secondaire' });
    await user.click(add);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('region', { name: 'Ajouter une adresse secondaire' })).toBeNull();
    expect(add.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(add);
    // A second press on the button closes the editor it opened.
    await user.click(add);
    await user.click(add);
    expect(screen.queryByRole('region', { name: 'Ajouter une adresse secondaire' })).toBeNull();
    expect(api.callsTo('customer.saveSecondaryAddress')).toEqual([]);
  });
});

describe('the shipping page overseas and with bulky goods', () => {
  it('explains the overseas premium and shows it apart in the summary; no alternative address overseas', async () => {
    openShipping({
      'customer.get': { ...CUSTOMER, overseas: '1', addresses: { P: FORT_DE_FRANCE } },
      'checkout.delivery': delivery({
        addresses: { P: FORT_DE_FRANCE },
        methods: METHODS.filter((option) => option.group === 'home'),
        selection: { shippingMethod: 'C', address: 'P', relayPoint: null },
        shippingFees: '14.99',
        total: '94.97',
      }),
    });
    expect(
      await screen.findByText(
        'Livraison en outre-mer : le prix de chaque mode de livraison comprend un supplément de 10 % du montant de votre commande.',
      ),
    ).toBeTruthy();
    expect(summaryAmount('Frais de livraison')).toBe('6,99 €');
    expect(summaryAmount('Supplément livraison outre-mer')).toBe('8 €');
    expect(summaryAmount('Total TTC')).toBe('94,97 €');
    expect(screen.queryByRole('button', { name: 'Ajouter une adresse secondaire' })).toBeNull();
  });

  it('offers the warehouse’s methods for bulky goods besides the parcels’, and sends each', async () => {
    const rug = line({ line: 2, label: 'Tapis', isLdf: true, shippingMethod: 'STANDARD' });
    const { user, api } = openShipping({
      'checkout.cart': { ...CART, products: [...CART.products, rug] },
      'checkout.delivery': unchosen({
        methods: [
          ...METHODS.filter((option) => option.group !== 'warehouse'),
          method('STANDARD', '19.9', { group: 'warehouse', warehouseLabel: 'ldf-standard' }),
          method('COMFORT', '39.9', { group: 'warehouse', warehouseLabel: 'ldf-confort-premium' }),
        ],
      }),
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Vos colis' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Vos articles volumineux' })).toBeTruthy();
    expect(
      screen.getByText(
        'Les tapis et les luminaires sont livrés depuis notre entrepôt par notre propre transporteur.',
      ),
    ).toBeTruthy();
    const standard = screen.getByRole('radio', { name: /^Livraison Standard/ });
    expect((standard as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: /^Livraison Confort/ }));
    await waitFor(() => {
      expect(api.callsTo('checkout.deliveryUpdate').map((call) => call.body)).toEqual([
        { address: 'P', shippingMethod: 'COMFORT' },
      ]);
    });
    // The form goes on with the parcels' method, which is still to choose.
    await user.click(continueButton());
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
  });

  it('confirms a basket of bulky goods alone with their method, and says the warehouse does not go overseas', async () => {
    const lamp = line({ label: 'Lampe', isLdf: true, shippingMethod: 'STANDARD' });
    const { user, api, location } = openShipping({
      'checkout.cart': { ...CART, products: [lamp], selectedOfferedGifts: [] },
      'checkout.delivery': unchosen({ addresses: { P: FORT_DE_FRANCE } }),
    });
    expect(
      await screen.findByText('La livraison depuis notre entrepôt ne dessert pas l’outre-mer.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Vos colis' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /^Colissimo à domicile/ })).toBeNull();
    await user.click(continueButton());
    await waitFor(() => {
      expect(location()).toBe('/checkout/payment');
    });
    expect(api.callsTo('checkout.deliveryValidate').map((call) => call.body)).toEqual([
      { address: 'P', shippingMethod: 'STANDARD' },
    ]);
  });
});

describe('the shipping page in the UK store', () => {
  const LONDON = {
    ...PARIS,
    street: '221B Baker Street',
    postalCode: 'NW1 6XE',
    city: 'London',
    country: 'GB' as const,
  };
  /** A UK customer at LONDON, offered Mondial Relay's pick-up points and home delivery. */
  const openUkShipping = (api: ApiAnswers = {}) =>
    openShipping(
      {
        'customer.get': { ...CUSTOMER, country: 'GB', addresses: { P: LONDON } },
        'checkout.delivery': delivery({
          addresses: { P: LONDON },
          methods: [
            method('MLR', '2.95', { group: 'relay', minDays: 3, maxDays: 5 }),
            method('C', '5.95'),
            method('CE', '3.95', { minDays: 3, maxDays: 5 }),
          ],
          total: '83.93',
        }),
        ...api,
      },
      { store: 'uk' },
    );
  const ukPoint = (id: string, street: string, postalCode: string, distance: number) =>
    relayPoint(id, { method: 'MLR', street, postalCode, city: 'London', country: 'GB', distance });

  it('searches the pick-up points near the address, shows them the British way, and needs one', async () => {
    const { user, api } = openUkShipping({
      'checkout.relayPoints': {
        relayPoints: [
          ukPoint('MLR-NW1-01', '12 Parkway', 'NW1 7AH', 420),
          ukPoint('MLR-NW1-02', '3 Camden Road', 'NW1 9LS', 1300),
        ],
      },
    });
    await user.click(
      await screen.findByRole('radio', { name: /^Mondial Relay pick-up point £2\.95$/ }),
    );
    expect(await screen.findByText('2 pick-up points found')).toBeTruthy();
    expect(
      Object.fromEntries(api.callsTo('checkout.relayPoints')[0]?.url.searchParams ?? []),
    ).toEqual({ postcode: 'NW1 6XE', method: 'MLR' });
    // Nearest first, each with its address (the town, then the postcode) and distance in miles.
    const points = within(screen.getByRole('radiogroup', { name: 'Choose your pick-up point' }));
    expect(points.getAllByRole('radio').map(descriptionOf)).toEqual([
      '12 Parkway London NW1 7AH 0.3 mi away',
      '3 Camden Road London NW1 9LS 0.8 mi away',
    ]);

    // A pick-up point is required in the UK too.
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please choose a pick-up point.')).toBeTruthy();
    expect(api.callsTo('checkout.deliveryValidate')).toEqual([]);

    await user.click(points.getByRole('radio', { name: 'Relais MLR-NW1-01' }));
    await waitFor(() => {
      expect(api.callsTo('checkout.deliveryUpdate').map((call) => call.body)).toEqual([
        { address: 'P', shippingMethod: 'MLR', relayPoint: 'MLR-NW1-01' },
      ]);
    });
  });

  it('says a postcode the search refuses on the postcode, and searches another', async () => {
    const { user, api } = openUkShipping({
      'checkout.relayPoints': () =>
        failure(400, 'delivery.area_not_delivered', {
          fields: { postcode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' },
        }),
    });
    await user.click(await screen.findByRole('radio', { name: /^Mondial Relay pick-up point/ }));
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    await user.clear(postcode);
    await user.type(postcode, 'JE2 3AB{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('We do not deliver this area.');
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    // Not a failure to try again, nor an empty list.
    expect(screen.queryByText('We cannot show the pick-up points at the moment.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();

    api.answer('checkout.relayPoints', {
      relayPoints: [ukPoint('MLR-SW1A-01', '14 Whitehall', 'SW1A 2DY', 300)],
    });
    await user.clear(postcode);
    await user.type(postcode, 'sw1a 2aa{Enter}');
    expect(await screen.findByRole('radio', { name: 'Relais MLR-SW1A-01' })).toBeTruthy();
    expect(api.callsTo('checkout.relayPoints').at(-1)?.url.searchParams.get('postcode')).toBe(
      'SW1A 2AA',
    );
    expect(postcode.getAttribute('aria-invalid')).toBeNull();
  });

  it('speaks English and prices in pounds', async () => {
    const { user, api, location } = openShipping(
      {
        'customer.get': { ...CUSTOMER, country: 'GB', addresses: { P: LONDON } },
        'checkout.delivery': delivery({
          addresses: { P: LONDON },
          methods: [method('C', '3.95'), method('CE', '0')],
          selection: { shippingMethod: 'C', address: 'P', relayPoint: null },
          shippingFees: '3.95',
          total: '83.93',
        }),
      },
      { store: 'uk' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery' })).toBeTruthy();
    expect(await screen.findByText('221B Baker Street')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(textOf(within(summary).getByText('Total (incl. VAT)').nextElementSibling)).toBe(
      '£83.93',
    );
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => {
      expect(location()).toBe('/checkout/payment');
    });
    expect(api.callsTo('checkout.deliveryValidate')[0]?.body).toEqual({
      address: 'P',
      shippingMethod: 'C',
    });
  });
});
