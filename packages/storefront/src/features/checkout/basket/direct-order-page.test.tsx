import { screen, waitFor, within } from '@testing-library/react';
import type { Cart, ProductDynamic, ProductStatic } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  pending,
  type ApiAnswers,
  type ApiRequest,
} from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const DIRECT_ORDER = '/commande_directe';
/** The search resolves the reference to its product's page (the contract's second example). */
const FOUND: ApiAnswers = {
  'catalogue.search': contractExamples.catalogue.search.response.valid[1] as Record<
    string,
    unknown
  >,
};
const SHEET = contractExamples.catalogue.productStatic.response.valid[0] as ProductStatic;
const STOCK = contractExamples.catalogue.productDynamic.response.valid[0] as ProductDynamic;
const CART = contractExamples.checkout.cart.response.valid[0] as Cart;
/** The reference look-up waits for a pause in the typing (400 ms), then makes three calls. */
const LOOKUP = { timeout: 3000 };

/** What an element reads: its texts one after the other, any spaces (no-break too) as one. */
function text(element: Element | null | undefined): string {
  if (!element) return '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    parts.push(node.nodeValue ?? '');
  return parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}

/** Waits for an alert saying `message` (the page's footer holds an empty one). */
async function expectAlert(message: string) {
  await waitFor(() => {
    expect(screen.getAllByRole('alert').map(text)).toContain(message);
  });
}

/** The fields of the quick order's line `number` ('Article 1'…). */
async function line(number: number, name = `Article ${String(number)}`) {
  const group = within(await screen.findByRole('group', { name }));
  return {
    group,
    reference: group.getByRole<HTMLInputElement>('textbox', {
      name: /^(Référence catalogue|Catalogue reference)$/,
    }),
    size: group.getByRole<HTMLSelectElement>('combobox'),
  };
}

const dataLayer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
const bodies = (calls: ApiRequest[]) => calls.map((call) => call.body);

beforeEach(() => {
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
});

describe('the quick order page', () => {
  it('offers three lines to fill in, each with its reference, size and quantity', async () => {
    renderStore(DIRECT_ORDER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande rapide' })).toBeTruthy();
    expect(
      screen.getByText(
        'Saisissez la référence catalogue de chaque article, choisissez sa taille et sa quantité, puis ajoutez le tout à votre panier.',
      ),
    ).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Articles à commander' });
    expect(
      within(lines)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Article 1', 'Article 2', 'Article 3']);
    const first = await line(1);
    expect(first.group.getByText('7 caractères, par exemple 123ABC4')).toBeTruthy();
    // Nothing to choose before a product is found.
    expect(first.size.disabled).toBe(true);
    expect(first.group.getByRole('option', { name: 'Choisissez une taille' })).toBeTruthy();
    expect(
      first.group.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantité de Article 1' })
        .disabled,
    ).toBe(true);
  });

  it('looks a reference up once typed and shows the product it names', async () => {
    const { user, api } = renderStore(DIRECT_ORDER, { api: FOUND });
    const first = await line(1);
    await user.type(first.reference, 'ab1.2cd3');
    expect(first.reference.value).toBe('AB1.2CD3');
    const product = await first.group.findByRole('link', { name: 'Robe portefeuille' }, LOOKUP);
    expect(product.getAttribute('href')).toBe('/fr/P-AB12CD34-robe-portefeuille');
    // The product's price, before any size is chosen.
    expect(text(product.parentElement)).toBe(
      'Robe portefeuille Prix 39,99 € Prix initial 49,99 € Remise -20 %',
    );
    // One look-up for the finished reference, none while it was typed.
    expect(api.callsTo('catalogue.search').map((call) => call.params)).toEqual([
      { kind: 'Recherche', term: 'AB12CD3' },
    ]);
    expect(api.callsTo('catalogue.productStatic').map((call) => call.params)).toEqual([
      { '*': 'P-AB12CD34-robe' },
    ]);
    expect(first.size.disabled).toBe(false);
    expect(first.group.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choisissez une taille',
      '40',
    ]);
  });

  it('adds the lines to the basket, then shows the basket', async () => {
    const { user, api, location } = renderStore(DIRECT_ORDER, {
      api: { ...FOUND, 'checkout.cartAdd': CART },
    });
    const first = await line(1);
    await user.type(first.reference, 'AB12CD3');
    await first.group.findByRole('link', { name: 'Robe portefeuille' }, LOOKUP);
    await user.selectOptions(first.size, '40');
    await user.click(
      first.group.getByRole('button', { name: 'Augmenter la quantité de Robe portefeuille' }),
    );
    await user.click(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
    expect(location()).toBe('/checkout/cart');
    expect(bodies(api.callsTo('checkout.cartAdd'))).toEqual([
      { items: [{ sku: '12345678901', isLSProduct: false, quantity: 2 }] },
    ]);
    // Tracking: GA4's add_to_cart and the SKU's way in, 'direct_order'.
    expect(dataLayer().filter((entry) => entry.event === 'add_to_cart')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('vitrine.addToCartTracking') ?? '[]')).toEqual([
      { sku: '12345678901', entryType: 'direct_order', access: 'direct_order' },
    ]);
  });

  it('shows the chosen size’s own price', async () => {
    const { user } = renderStore(DIRECT_ORDER, {
      api: {
        ...FOUND,
        'catalogue.productDynamic': {
          ...STOCK,
          skus: STOCK.skus.map((sku) => ({ ...sku, prix: '34.99', prixBarre: '39.99' })),
        },
      },
    });
    const first = await line(1);
    await user.type(first.reference, 'AB12CD3');
    await first.group.findByRole('link', { name: 'Robe portefeuille' }, LOOKUP);
    expect(text(first.group.getByRole('link').parentElement)).toContain(
      'Prix 39,99 € Prix initial 49,99 €',
    );
    await user.selectOptions(first.size, '40');
    expect(text(first.group.getByRole('link').parentElement)).toContain(
      'Prix 34,99 € Prix initial 39,99 €',
    );
  });

  it('sends the order once, however often the button is pressed', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, api } = renderStore(DIRECT_ORDER, {
      api: {
        ...FOUND,
        'checkout.cartAdd': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const first = await line(1);
    await user.type(first.reference, 'AB12CD3');
    await first.group.findByRole('link', { name: 'Robe portefeuille' }, LOOKUP);
    await user.selectOptions(first.size, '40');
    const send = screen.getByRole('button', { name: 'Tout ajouter au panier' });
    await user.click(send);
    await waitFor(() => {
      expect(api.callsTo('checkout.cartAdd')).toHaveLength(1);
    });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    await user.click(send);
    answer(failure(409, 'cart.stock_limit', { params: { stock: 1 } }));
    await expectAlert('Plus qu’un article en stock pour cette taille.');
    expect(api.callsTo('checkout.cartAdd')).toHaveLength(1);
    expect(send.getAttribute('aria-disabled')).toBeNull();
  });

  it('says it is looking the reference up', async () => {
    const { user } = renderStore(DIRECT_ORDER, { api: { 'catalogue.search': pending } });
    const first = await line(1);
    await user.type(first.reference, 'AB12CD3');
    expect(await first.group.findByText('Recherche de l’article…', {}, LOOKUP)).toBeTruthy();
  });

  it.each<[string, string, ApiAnswers]>([
    ['not a reference', 'CHEMISE', {}],
    ['a reference the search does not know', '123ABC4', {}],
    ['a reference whose product has another', 'ZZ99ZZ9', { ...FOUND }],
    [
      'a reference the search answers with a category',
      '123ABC4',
      { 'catalogue.search': { contextUrl: '/C-10000-femme', isSearchPage: false, data: null } },
    ],
  ])('says no product is found for %s', async (_, reference, answers) => {
    const { user } = renderStore(DIRECT_ORDER, { api: answers });
    const first = await line(1);
    await user.type(first.reference, reference);
    expect(await first.group.findByText('Produit introuvable.', {}, LOOKUP)).toBeTruthy();
    expect(first.reference.getAttribute('aria-invalid')).toBe('true');
    expect(first.size.disabled).toBe(true);
  });

  it.each([
    [503, 'server.unavailable'],
    [500, 'server.error'],
  ] as const)('says the look-up failed when the search answers %i', async (status, code) => {
    const { user } = renderStore(DIRECT_ORDER, {
      api: { 'catalogue.search': failure(status, code) },
    });
    const first = await line(1);
    await user.type(first.reference, 'AB12CD3');
    expect(await first.group.findByText('Une erreur est survenue.', {}, LOOKUP)).toBeTruthy();
    expect(first.group.queryByText('Produit introuvable.')).toBeNull();
  });

  it('says a product is sold out, and leaves it out of the order', async () => {
    const { user, api } = renderStore(DIRECT_ORDER, {
      api: {
        ...FOUND,
        'catalogue.productDynamic': {
          ...STOCK,
          skus: STOCK.skus.map((sku) => ({
            ...sku,
            stock: 0,
            disponibilite: 'out-of-stock' as const,
          })),
        },
      },
    });
    const first = await line(1);
    await user.type(first.reference, 'AB12CD3');
    expect(await first.group.findByText('Cet article est épuisé.', {}, LOOKUP)).toBeTruthy();
    expect(first.size.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    await expectAlert('Saisissez au moins une référence et choisissez sa taille.');
    expect(api.callsTo('checkout.cartAdd')).toEqual([]);
  });

  it('says there is nothing to add when no line is filled in', async () => {
    const { user, api } = renderStore(DIRECT_ORDER);
    await user.click(await screen.findByRole('button', { name: 'Tout ajouter au panier' }));
    await expectAlert('Saisissez au moins une référence et choisissez sa taille.');
    expect(api.callsTo('checkout.cartAdd')).toEqual([]);
  });

  it('asks for the size of a product found without one, until it is chosen', async () => {
    const { user, api } = renderStore(DIRECT_ORDER, { api: FOUND });
    const first = await line(1);
    await user.type(first.reference, 'AB12CD3');
    await first.group.findByRole('link', { name: 'Robe portefeuille' }, LOOKUP);
    await user.click(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    await expectAlert('Veuillez choisir une taille.');
    expect(first.size.getAttribute('aria-invalid')).toBe('true');
    expect(first.group.getByText('Veuillez choisir une taille.')).toBeTruthy();
    expect(api.callsTo('checkout.cartAdd')).toEqual([]);
    expect(dataLayer()).toContainEqual({
      event: 'form_error',
      form_name: 'direct_order',
      form_errors: 'taille',
    });
    await user.selectOptions(first.size, '40');
    expect(first.size.getAttribute('aria-invalid')).toBeNull();
    expect(first.group.queryByText('Veuillez choisir une taille.')).toBeNull();
  });

  it('looks up a reference sent before its look-up had started', async () => {
    const { user, api } = renderStore(DIRECT_ORDER, { api: FOUND });
    const first = await line(1);
    await user.type(first.reference, 'AB12CD3');
    await user.click(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    // The product is found at once: its size is missing.
    await expectAlert('Veuillez choisir une taille.');
    expect(api.callsTo('catalogue.search').length).toBeGreaterThan(0);
    expect(api.callsTo('checkout.cartAdd')).toEqual([]);
  });

  it('adds a line and puts the cursor in its reference', async () => {
    const { user } = renderStore(DIRECT_ORDER);
    await user.click(await screen.findByRole('button', { name: 'Ajouter une ligne' }));
    const fourth = await line(4);
    expect(document.activeElement).toBe(fourth.reference);
  });

  it.each<[string, Response, string]>([
    [
      'the stock left',
      failure(409, 'cart.stock_limit', { params: { stock: 1 } }),
      'Plus qu’un article en stock pour cette taille.',
    ],
    ['a generic message', new Response('', { status: 502 }), 'Une erreur est survenue.'],
  ])(
    'keeps the lines as typed and says %s when the basket refuses them',
    async (_, answer, message) => {
      const { user, location } = renderStore(DIRECT_ORDER, {
        api: { ...FOUND, 'checkout.cartAdd': answer },
      });
      const first = await line(1);
      await user.type(first.reference, 'AB12CD3');
      await first.group.findByRole('link', { name: 'Robe portefeuille' }, LOOKUP);
      await user.selectOptions(first.size, '40');
      await user.click(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
      await expectAlert(message);
      expect(location()).toBe(DIRECT_ORDER);
      expect(first.reference.value).toBe('AB12CD3');
      expect(first.size.value).toBe('12345678901');
    },
  );
});

describe('the quick order’s sizes and colours', () => {
  const colour = SHEET.colours[0];
  if (!colour) throw new Error('the example product has a colour');
  /** The example in two colours, and in a large size 46 priced apart. */
  const sheet: ProductStatic = {
    ...SHEET,
    attributes: {
      ...SHEET.attributes,
      prixUnique: false,
      listeTailles: [
        { codeTaille: '040', libelleTaille: '40', bonnet: '', isLargeSize: false },
        { codeTaille: '046', libelleTaille: '46', bonnet: '', isLargeSize: true },
      ],
    },
    colours: [colour, { ...colour, idCustColor: '02', couleur: 'Rouge' }],
    variants: ['01', '02'].flatMap((colourId) =>
      ['040', '046'].map((size) => ({
        SKUReelle: `${colourId}${size}`,
        catalogueSKU: '1234567',
        EAN: '3600000000017',
        idCustColor: colourId,
        codeTaille: size,
      })),
    ),
  };
  const [example] = STOCK.skus;
  if (!example) throw new Error('the example stock has a SKU');
  const offer = (sku: string, prix: string) => ({ ...example, SKUReelle: sku, prix, stock: 4 });
  /** The stock of each size range, as the request asks. */
  const stock = ({ url }: ApiRequest): ProductDynamic =>
    url.searchParams.get('largeSize') === 'true'
      ? { ...STOCK, largeSize: true, skus: [offer('01046', '44.99'), offer('02046', '44.99')] }
      : { ...STOCK, skus: [offer('01040', '39.99'), offer('02040', '39.99')] };

  it('offers each size in each colour, large sizes included, and sends the one chosen', async () => {
    const { user, api } = renderStore(DIRECT_ORDER, {
      api: {
        ...FOUND,
        'catalogue.productStatic': sheet,
        'catalogue.productDynamic': stock,
        'checkout.cartAdd': CART,
      },
    });
    const first = await line(1);
    await user.type(first.reference, 'AB12CD3');
    await first.group.findByRole('link', { name: 'Robe portefeuille' }, LOOKUP);
    // Prices differ from size to size: 'from' the product's price.
    expect(text(first.group.getByRole('link').parentElement)).toContain('À partir de');
    expect(first.group.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choisissez une taille',
      '40 – Bleu marine',
      '46 – Bleu marine',
      '40 – Rouge',
      '46 – Rouge',
    ]);
    await user.selectOptions(first.size, '46 – Rouge');
    await user.click(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    await waitFor(() => {
      expect(bodies(api.callsTo('checkout.cartAdd'))).toEqual([
        { items: [{ sku: '02046', isLSProduct: true, quantity: 1 }] },
      ]);
    });
  });
});

describe('the quick order in the UK store', () => {
  it('speaks English, searches with the English slug and prices in pounds', async () => {
    const { user, api } = renderStore('/direct_order', { store: 'uk', api: FOUND });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick order' })).toBeTruthy();
    const first = await line(1, 'Item 1');
    await user.type(first.reference, 'AB12CD3');
    await first.group.findByRole('link', { name: 'Robe portefeuille' }, LOOKUP);
    expect(text(first.group.getByRole('link').parentElement)).toContain('£39.99');
    expect(api.callsTo('catalogue.search').map((call) => call.params)).toEqual([
      { kind: 'Search', term: 'AB12CD3' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add all to basket' }));
    await expectAlert('Please choose a size.');
  });
});
