import { screen, waitFor, within } from '@testing-library/react';
import type { ProductCard, ProductDynamic, ProductStatic } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import {
  failure,
  pending,
  type ApiAnswers,
  type ApiRequest,
} from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import {
  dynamic,
  largeRange,
  product,
  sku,
  standardRange,
} from '../product-fixtures.test-support.js';

/** The fixtures' top: red in 40, 42 (sold out) and large 46; blue in 40 (sold out). */
const TOP = '/P-TEST1234-top-en-lin';

/** Each range's price and stock, as the dynamic call answers it ('?largeSize=true' or not). */
const ranges =
  (standard: ProductDynamic, large: ProductDynamic = largeRange) =>
  ({ url }: ApiRequest) =>
    url.searchParams.get('largeSize') === 'true' ? large : standard;

/** The answers for the top, with changes to its sheet. */
function top(
  changes: Partial<ProductStatic['attributes']> = {},
  answers: ApiAnswers = {},
): ApiAnswers {
  return {
    'catalogue.productStatic': product(changes),
    'catalogue.productDynamic': ranges(standardRange),
    ...answers,
  };
}

/** A text as Testing Library's text queries read it: no-break spaces as spaces. */
const read = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The tag manager's data layer (spec 1: events go there). */
const dataLayer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;

const addButton = () => screen.getByRole('button', { name: 'Ajouter au panier' });
const size = (label: string | RegExp) => screen.getByRole('radio', { name: label });

describe('the product page', () => {
  it('shows a placeholder while the product loads', async () => {
    renderStore(TOP, { api: { 'catalogue.productStatic': pending } });
    expect(await screen.findByText('Chargement…')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the product: name, brand, reference, sticker, price, colours and sizes', async () => {
    const { api } = renderStore(TOP, { api: top() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Top en lin' })).toBeTruthy();
    expect(screen.getByText('Maison Lune')).toBeTruthy();
    expect(screen.getByText('Réf. ABC1234')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Mentions' })).getByText('Nouveauté'),
    ).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(crumbs).getByRole('link', { name: 'Femme' }).getAttribute('href')).toBe(
      '/fr/C-10000-femme',
    );
    expect(document.title).toBe('Top en lin – Maison Lune | Vitrine');
    // The red sizes are not all the same price: from the lowest, before the discount.
    await waitFor(() => {
      expect(size('40').hasAttribute('disabled')).toBe(false);
    });
    expect(screen.getByText('À partir de')).toBeTruthy();
    expect(screen.getByText(read('25,99\u00a0€'))).toBeTruthy();
    expect(screen.getByText(read('32,99\u00a0€'))).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Rouge' }).getAttribute('aria-checked')).toBe('true');
    // Blue is sold out in its only size.
    expect(screen.getByRole('radio', { name: 'Bleu' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Coloris : Rouge')).toBeTruthy();
    expect(size('42 épuisé')).toHaveProperty('disabled', true);
    expect(size('46')).toHaveProperty('disabled', false);
    // Both ranges' prices and stock, and the related products, are asked for.
    const dynamicCalls = api.callsTo('catalogue.productDynamic');
    expect(dynamicCalls.map((call) => call.url.search).sort()).toEqual(['', '?largeSize=true']);
    expect(dynamicCalls[0]?.params['*']).toBe('P-TEST1234-top-en-lin');
    expect(api.callsTo('catalogue.relatedProducts')).toHaveLength(1);
  });

  it('waits for the stock before offering the sizes', async () => {
    renderStore(TOP, { api: top({}, { 'catalogue.productDynamic': pending }) });
    await screen.findByRole('heading', { level: 1, name: 'Top en lin' });
    expect(size('40')).toHaveProperty('disabled', true);
    expect(size('46')).toHaveProperty('disabled', true);
    expect(screen.queryByText('En stock')).toBeNull();
    // The sheet's own price stands meanwhile.
    expect(screen.getByText(read('25,99\u00a0€'))).toBeTruthy();
  });

  it('asks for a size when none is chosen, and sends nothing', async () => {
    const { user, api } = renderStore(TOP, { api: top() });
    await waitFor(() => {
      expect(size('40').hasAttribute('disabled')).toBe(false);
    });
    await user.click(addButton());
    expect(await screen.findByText('Veuillez choisir une taille.')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Taille' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await waitFor(() => {
      expect(document.activeElement).toBe(size('40'));
    });
    expect(api.callsTo('checkout.cartAdd')).toHaveLength(0);
    // Choosing a size takes the message away.
    await user.click(size('40'));
    expect(screen.queryByText('Veuillez choisir une taille.')).toBeNull();
  });

  it('adds the chosen size to the basket and says so, with the way to the basket', async () => {
    const { user, api } = renderStore(TOP, { api: top() });
    await waitFor(() => {
      expect(size('40').hasAttribute('disabled')).toBe(false);
    });
    await user.click(size('40'));
    // One size chosen: its own price, no 'From'.
    expect(screen.queryByText('À partir de')).toBeNull();
    expect(screen.getByText('En stock')).toBeTruthy();
    const before = dataLayer().length;
    await user.click(addButton());
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText('Article ajouté à votre panier')).toBeTruthy();
    expect(within(toasts).getByText(/^Top en lin, Rouge, taille 40\./)).toBeTruthy();
    expect(within(toasts).getByRole('link', { name: 'Voir mon panier' }).getAttribute('href')).toBe(
      '/fr/checkout/cart',
    );
    expect(api.callsTo('checkout.cartAdd').map((call) => call.body)).toEqual([
      { items: [{ sku: '100001', isLSProduct: false }] },
    ]);
    // A plus-size product's SKU is remembered (spec 4), and the data layer hears of the add.
    expect(document.cookie).toContain('vitrine_plus_size=100001');
    expect(dataLayer().slice(before)).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          items: [expect.objectContaining({ item_id: '100001', item_variant: 'Rouge / 40' })],
        }) as unknown,
      }),
    );
    await user.click(within(toasts).getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows a large size’s own price, stock and pictures, and adds it as a large size', async () => {
    const { user, api } = renderStore(TOP, { api: top() });
    await waitFor(() => {
      expect(size('46').hasAttribute('disabled')).toBe(false);
    });
    await user.click(size('46'));
    expect(screen.getByText(read('29,99\u00a0€'))).toBeTruthy();
    expect(screen.getByText('Plus que 3 articles disponibles dans cette taille')).toBeTruthy();
    expect(screen.getByText('Plus que 3 en stock')).toBeTruthy();
    expect(
      screen
        .getByRole('img', { name: 'Top en lin, coloris Rouge, vue de face' })
        .getAttribute('src'),
    ).toContain('001-front-curvy.svg');
    await user.click(addButton());
    await screen.findByText('Article ajouté à votre panier');
    expect(api.callsTo('checkout.cartAdd')[0]?.body).toEqual({
      items: [{ sku: '100003', isLSProduct: true }],
    });
  });

  it('says the basket is being added to, and adds once however often it is clicked', async () => {
    const { user, api } = renderStore(TOP, {
      api: top({}, { 'checkout.cartAdd': pending }),
    });
    await waitFor(() => {
      expect(size('40').hasAttribute('disabled')).toBe(false);
    });
    await user.click(size('40'));
    await user.click(addButton());
    const adding = await screen.findByRole('button', { name: 'Ajout en cours…' });
    expect(adding.getAttribute('aria-disabled')).toBe('true');
    await user.click(adding);
    expect(api.callsTo('checkout.cartAdd')).toHaveLength(1);
  });

  it('offers to retry a refused add, with the server’s reason, then adds', async () => {
    const { user, api } = renderStore(TOP, {
      api: top(
        {},
        {
          'checkout.cartAdd': failure(409, 'cart.stock_limit', { params: { stock: 0 } }),
        },
      ),
    });
    await waitFor(() => {
      expect(size('40').hasAttribute('disabled')).toBe(false);
    });
    await user.click(size('40'));
    await user.click(addButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Ajout au panier impossible' });
    expect(
      within(dialog).getByText(
        'Cette taille est épuisée. Votre article n’a pas pu être ajouté au panier. Réessayez, ou contactez notre service client si le problème persiste.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: 'Contacter le service client' })
        .getAttribute('href'),
    ).toBe('/fr/contact');
    // Stock again: the contract's answer to an add.
    api.answer(
      'checkout.cartAdd',
      Response.json(contractExamples.checkout.cartAdd.response.valid[0]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Article ajouté à votre panier')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    const add = { items: [{ sku: '100001', isLSProduct: false }] };
    expect(api.callsTo('checkout.cartAdd').map((call) => call.body)).toEqual([add, add]);
  });

  it('says an add failed without a reason when the server gave none, and can be closed', async () => {
    const { user } = renderStore(TOP, {
      api: top({}, { 'checkout.cartAdd': new Response('Bad gateway', { status: 502 }) }),
    });
    await waitFor(() => {
      expect(size('40').hasAttribute('disabled')).toBe(false);
    });
    await user.click(size('40'));
    await user.click(addButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Ajout au panier impossible' });
    expect(
      within(dialog).getByText(
        'Votre article n’a pas pu être ajouté au panier. Réessayez, ou contactez notre service client si le problème persiste.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });

  it('keeps the size when the new colour has it, and drops it when it does not', async () => {
    // Blue made in 40 and 42 too, its 42 sold out.
    const sheet = product();
    sheet.variants.push({
      SKUReelle: '100005',
      catalogueSKU: 'ABC123442',
      EAN: '3760001000001',
      idCustColor: '002',
      codeTaille: '42',
    });
    const stock = dynamic([
      sku('100001', '001', '40', '25.99', 5),
      sku('100002', '001', '42', '25.99', 5),
      sku('100004', '002', '40', '27.99', 5),
      sku('100005', '002', '42', '27.99', 0),
    ]);
    const { user } = renderStore(TOP, {
      api: {
        'catalogue.productStatic': sheet,
        'catalogue.productDynamic': ranges(stock),
      },
    });
    await waitFor(() => {
      expect(size('40').hasAttribute('disabled')).toBe(false);
    });
    await user.click(size('40'));
    await user.click(screen.getByRole('radio', { name: 'Bleu' }));
    expect(screen.getByText('Coloris : Bleu')).toBeTruthy();
    expect(size('40')).toHaveProperty('checked', true);
    expect(screen.getByText(read('27,99\u00a0€'))).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Top en lin, coloris Bleu, vue de face' })).toBeTruthy();
    // Blue has no large size.
    expect(screen.queryByRole('radio', { name: '46' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Rouge' }));
    await user.click(size('42'));
    await user.click(screen.getByRole('radio', { name: 'Bleu' }));
    expect(
      screen
        .getAllByRole('radio', { checked: true })
        .map((radio) => radio.getAttribute('aria-label') ?? radio.getAttribute('value')),
    ).toEqual(['Bleu']);
    expect(size('42 épuisé')).toHaveProperty('disabled', true);
  });

  it('says when the colour is sold out in every size', async () => {
    const soldOut = dynamic([
      sku('100001', '001', '40', '25.99', 0),
      sku('100002', '001', '42', '25.99', 0),
      sku('100004', '002', '40', '25.99', 0),
    ]);
    renderStore(TOP, {
      api: top({}, { 'catalogue.productDynamic': ranges(soldOut, dynamic([], true)) }),
    });
    const button = await screen.findByRole('button', { name: 'Épuisé dans ce coloris' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Épuisé')).toBeTruthy();
    expect(size('46 épuisé')).toHaveProperty('disabled', true);
  });

  it('adds a one-size product straight away, and shows its reviews', async () => {
    // The contract's dress: one size, one review.
    const { user, api } = renderStore('/P-AB12CD34-robe-portefeuille');
    await screen.findByRole('heading', { level: 1, name: 'Robe portefeuille' });
    expect(screen.getAllByText('Note moyenne : 4,5 sur 5 · 1 avis').length).toBeGreaterThan(0);
    await waitFor(() => {
      expect(size(/^40/).hasAttribute('disabled')).toBe(false);
    });
    await user.click(addButton());
    await screen.findByText('Article ajouté à votre panier');
    expect(api.callsTo('checkout.cartAdd')[0]?.body).toEqual({
      items: [{ sku: '12345678901', isLSProduct: false }],
    });
    await user.click(screen.getByRole('tab', { name: 'Avis clients (1)' }));
    const reviews = screen.getByRole('tabpanel', { name: 'Avis clients (1)' });
    expect(within(reviews).getByRole('heading', { level: 3, name: 'Parfaite' })).toBeTruthy();
    expect(within(reviews).getByText('5 sur 5')).toBeTruthy();
    expect(within(reviews).getByText('Par Anne, le 2 janvier 2025')).toBeTruthy();
    expect(within(reviews).getByText('Tombe bien.')).toBeTruthy();
  });

  it('shows the sections as tabs: description, size guide, delivery, reviews, origin, help', async () => {
    const { user, api } = renderStore(TOP, {
      api: top(
        {},
        {
          'content.sizeGuide': '<p>Tour de poitrine 88 cm</p>',
          'content.cmsPage': '<p>Livraison offerte dès 49 €</p>',
        },
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Top en lin' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Description',
      'Guide des tailles',
      'Livraison et retours',
      'Avis clients (0)',
      'Origine du produit',
      'Aide',
    ]);
    const description = screen.getByRole('tabpanel', { name: 'Description' });
    expect(within(description).getByText('Un top léger.')).toBeTruthy();
    expect(within(description).getByText('Lavage à 30 °C.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Guide des tailles' }));
    expect(await screen.findByText('Tour de poitrine 88 cm')).toBeTruthy();
    expect(api.callsTo('content.sizeGuide')[0]?.params).toEqual({ file: 'clothing.html' });

    await user.click(screen.getByRole('tab', { name: 'Livraison et retours' }));
    const delivery = screen.getByRole('tabpanel', { name: 'Livraison et retours' });
    expect(await within(delivery).findByText('Livraison offerte dès 49 €')).toBeTruthy();
    expect(
      within(delivery)
        .getByRole('link', { name: 'Toutes nos conditions de livraison et de retour' })
        .getAttribute('href'),
    ).toBe('/fr/livraison-et-retours');
    expect(api.callsTo('content.cmsPage')[0]?.params['*']).toBe('livraison-et-retours');

    await user.click(screen.getByRole('tab', { name: 'Avis clients (0)' }));
    expect(screen.getByText('Aucun avis n’a encore été publié sur cet article.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Origine du produit' }));
    expect(screen.getByText('Fabriqué au Portugal.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Aide' }));
    const help = screen.getByRole('tabpanel', { name: 'Aide' });
    expect(within(help).getByRole('link', { name: 'Consulter l’aide' }).getAttribute('href')).toBe(
      '/fr/aide',
    );
    expect(
      within(help).getByRole('link', { name: 'Contacter le service client' }).getAttribute('href'),
    ).toBe('/fr/contact');
  });

  it('leaves out what a product has nothing for: sections, size guide, stickers', async () => {
    renderStore(TOP, { api: top({ sizeGuide: '', origine: '', stickerPrincipal: '' }) });
    await screen.findByRole('heading', { level: 1, name: 'Top en lin' });
    expect(screen.queryByRole('list', { name: 'Mentions' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Description',
      'Livraison et retours',
      'Avis clients (0)',
      'Aide',
    ]);
    expect(screen.queryByRole('button', { name: 'Guide des tailles' })).toBeNull();
  });

  it('says when a section’s content cannot be read', async () => {
    const { user } = renderStore(TOP, {
      api: top({}, { 'content.sizeGuide': failure(404, 'content.page_not_found') }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Guide des tailles' }));
    expect(
      await screen.findByText('Ces informations ne sont pas disponibles pour le moment.'),
    ).toBeTruthy();
  });

  it('opens the size guide over the page from the sizes, and closes it', async () => {
    const { user } = renderStore(TOP, {
      api: top({}, { 'content.sizeGuide': '<p>Tour de poitrine 88 cm</p>' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Guide des tailles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guide des tailles' });
    expect(await within(dialog).findByText('Tour de poitrine 88 cm')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('steps through the pictures with the buttons, the thumbnails and the keyboard', async () => {
    const { user } = renderStore(TOP, { api: top() });
    const previous = await screen.findByRole('button', { name: 'Photo précédente' });
    const next = screen.getByRole('button', { name: 'Photo suivante' });
    const thumbnail = (name: string) => screen.getByRole('button', { name });
    const current = () =>
      screen
        .getAllByRole('button', { name: /^Photo \d sur 3/ })
        .find((button) => button.getAttribute('aria-current') === 'true')
        ?.getAttribute('aria-label');
    expect(previous).toHaveProperty('disabled', true);
    expect(current()).toBe('Photo 1 sur 3\u00a0: vue de face');
    await user.click(next);
    expect(current()).toBe('Photo 2 sur 3\u00a0: vue de dos');
    await user.click(thumbnail('Photo 3 sur 3\u00a0: détail'));
    expect(current()).toBe('Photo 3 sur 3\u00a0: détail');
    expect(next).toHaveProperty('disabled', true);
    await user.click(previous);
    expect(current()).toBe('Photo 2 sur 3\u00a0: vue de dos');
    screen.getByRole('region', { name: 'Photos du produit' }).focus();
    await user.keyboard('{Home}');
    expect(current()).toBe('Photo 1 sur 3\u00a0: vue de face');
    await user.keyboard('{End}');
    expect(current()).toBe('Photo 3 sur 3\u00a0: détail');
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe('Photo 2 sur 3\u00a0: vue de dos');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(current()).toBe('Photo 3 sur 3\u00a0: détail');
  });

  it('follows a swipe of the strip, and lights no picture it passes on the way to a thumbnail', async () => {
    const { user } = renderStore(TOP, { api: top() });
    const strip = await screen.findByRole('region', { name: 'Photos du produit' });
    const current = () =>
      screen
        .getAllByRole('button', { name: /^Photo \d sur 3/ })
        .find((button) => button.getAttribute('aria-current') === 'true')
        ?.getAttribute('aria-label');
    const scrolled = () =>
      new Promise((resolve) => {
        strip.addEventListener('scrollend', resolve, { once: true });
      });

    let stopped = scrolled();
    strip.scrollTo({ left: strip.clientWidth, behavior: 'instant' });
    await stopped;
    await expect.poll(current).toBe('Photo 2 sur 3\u00a0: vue de dos');

    strip.scrollTo({ left: 0, behavior: 'instant' });
    await expect.poll(current).toBe('Photo 1 sur 3\u00a0: vue de face');
    stopped = scrolled();
    const seen = new Set<string | null | undefined>();
    const watch = () => {
      seen.add(current());
      frame = requestAnimationFrame(watch);
    };
    let frame = requestAnimationFrame(watch);
    await user.click(screen.getByRole('button', { name: 'Photo 3 sur 3\u00a0: détail' }));
    await stopped;
    cancelAnimationFrame(frame);
    expect([...seen].filter((label) => label !== 'Photo 1 sur 3\u00a0: vue de face')).toEqual([
      'Photo 3 sur 3\u00a0: détail',
    ]);
    expect(current()).toBe('Photo 3 sur 3\u00a0: détail');
  });

  it('lists each related product once, never the product itself', async () => {
    const dress = contractExamples.catalogue.relatedProducts.response.valid[0]?.[0] as ProductCard;
    const self: ProductCard = { ...dress, id: 'P-TEST1234', url: TOP };
    renderStore(TOP, {
      api: top({}, { 'catalogue.relatedProducts': [dress, self, dress] }),
    });
    const related = await screen.findByRole('heading', { name: 'Vous aimerez aussi' });
    expect(related).toBeTruthy();
    expect(await screen.findAllByRole('link', { name: 'Vitrine Robe portefeuille' })).toHaveLength(
      1,
    );
  });

  it('pushes view_item once for the product, then add_to_cart for the size added, exactly', async () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    const { user } = renderStore(TOP, { api: top() });
    await waitFor(() => {
      expect(size('40').hasAttribute('disabled')).toBe(false);
    });
    const item = {
      item_name: 'Top en lin',
      item_brand: 'Maison Lune',
      item_category: 'Femme',
      item_category2: 'Hauts',
      item_category3: 'Tops',
      price: 25.99,
      discount: 7,
      quantity: 1,
      currency: 'EUR',
    };
    const events = (name: string) => dataLayer().filter((entry) => entry.event === name);
    expect(events('view_item')).toEqual([
      {
        event: 'view_item',
        ecommerce: {
          currency: 'EUR',
          value: 25.99,
          // No size chosen yet: the product's id, all its sizes.
          items: [{ ...item, item_id: 'P-TEST1234', item_variant: 'Rouge / 40|42|46' }],
        },
      },
    ]);
    await user.click(size('40'));
    await user.click(addButton());
    await screen.findByRole('region', { name: 'Notifications' });
    expect(events('add_to_cart')).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 25.99,
          items: [{ ...item, item_id: '100001', item_variant: 'Rouge / 40' }],
        },
      },
    ]);
    expect(events('view_item')).toHaveLength(1);
  });

  it('tells the data layer which section is opened, by its id', async () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    const { user } = renderStore(TOP, { api: top() });
    await user.click(await screen.findByRole('tab', { name: 'Livraison et retours' }));
    await user.click(screen.getByRole('tab', { name: 'Avis clients (0)' }));
    expect(dataLayer().filter((entry) => entry.event === 'other_click')).toEqual([
      { event: 'other_click', click_category: 'product_tab', click_label: 'shipping' },
      { event: 'other_click', click_category: 'product_tab', click_label: 'reviews' },
    ]);
  });

  it('tracks the related products as a carousel: impressions, arrows and a product followed', async () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    const dress = contractExamples.catalogue.relatedProducts.response.valid[0]?.[0] as ProductCard;
    const related = Array.from({ length: 8 }, (_, index) => ({
      ...dress,
      id: `P-RELATED0${String(index + 1)}`,
      url: `/P-RELATED0${String(index + 1)}-robe`,
      attributes: { ...dress.attributes, libelle: `Robe ${String(index + 1)}` },
    }));
    const { user, location } = renderStore(TOP, {
      api: top({}, { 'catalogue.relatedProducts': related }),
    });
    const carousel = await screen.findByRole('region', { name: 'Vous aimerez aussi' });
    const events = (name: string) => dataLayer().filter((entry) => entry.event === name);
    await waitFor(() => {
      expect(events('impression')).toHaveLength(1);
    });
    expect(events('impression')[0]).toMatchObject({
      list_name: 'carousel:related_products',
      products: related.map((card) => ({ sku: card.id, name: card.attributes.libelle })),
    });
    expect(events('view_item_list')).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          item_list_name: 'carousel:related_products',
          value: 319.92,
        }) as unknown,
      }),
    ]);
    await user.click(within(carousel).getByRole('button', { name: 'Suivant' }));
    expect(events('other_click')).toEqual([
      { event: 'other_click', click_category: 'carousel', click_label: 'next:related_products' },
    ]);
    await user.click(within(carousel).getByRole('link', { name: 'Vitrine Robe 7' }));
    await waitFor(() => {
      expect(location()).toBe('/P-RELATED07-robe');
    });
    expect(events('product_click')).toEqual([
      expect.objectContaining({
        list_name: 'carousel:related_products',
        position: 7,
        product: expect.objectContaining({
          sku: 'P-RELATED07',
          size: '38|40|42',
          stock: 12,
        }) as unknown,
      }),
    ]);
    expect(events('select_item')).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          items: [expect.objectContaining({ item_id: 'P-RELATED07', index: 6 })],
        }) as unknown,
      }),
    ]);
  });

  it('leaves the related products out when they cannot be read', async () => {
    renderStore(TOP, { api: top({}, { 'catalogue.relatedProducts': failure(500) }) });
    await screen.findByRole('heading', { level: 1, name: 'Top en lin' });
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Vous aimerez aussi' })).toBeNull();
    });
  });

  it('shows a pack’s quantity, a sticker picture and the instalments from 100 €', async () => {
    renderStore(TOP, {
      api: top(
        {
          metaLot: 3,
          stickerOpeco: 'Soldes|#ffffff|#000000|/fr/media/soldes.png',
        },
        {
          'catalogue.productDynamic': ranges(
            dynamic([
              sku('100001', '001', '40', '120.00', 5),
              sku('100002', '001', '42', '120.00', 5),
            ]),
            dynamic([sku('100003', '001', '46', '120.00', 5)], true),
          ),
        },
      ),
    });
    expect(await screen.findByText('Lot de 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Soldes' }).getAttribute('src')).toBe(
      '/fr/media/soldes.png',
    );
    expect(
      await screen.findByText(read('Payez en 3× 40\u00a0€ sans frais par carte bancaire')),
    ).toBeTruthy();
  });

  it('reads the product below extra path segments', async () => {
    const { api } = renderStore(`${TOP}/avis`, { api: top() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Top en lin' })).toBeTruthy();
    expect(api.callsTo('catalogue.productStatic')[0]?.params['*']).toBe('P-TEST1234-top-en-lin');
  });

  it('shows ‘Product not found’ for an unknown product', async () => {
    renderStore('/P-GONE12345-disparu', {
      api: { 'catalogue.productStatic': failure(404, 'catalogue.product_not_found') },
    });
    expect(await screen.findByRole('heading', { name: 'Produit introuvable.' })).toBeTruthy();
  });

  it.each([500, 503])(
    'shows the error screen with the status when the sheet answers %i',
    async (status) => {
      renderStore(TOP, { api: { 'catalogue.productStatic': failure(status) } });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue.' }),
      ).toBeTruthy();
      expect(screen.getByText(`Erreur ${String(status)}`)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy();
    },
  );

  it('sends a path that is not a product’s shape to the content pages', async () => {
    const { api } = renderStore('/P-abc-pas-un-produit', {
      api: { 'content.cmsPage': failure(404, 'content.page_not_found') },
    });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(api.callsTo('catalogue.productStatic')).toHaveLength(0);
  });

  it('in the UK store: prices in pounds, English texts, no instalments message', async () => {
    const pounds = (price: string) =>
      ({
        ...dynamic([sku('100001', '001', '40', price, 5), sku('100002', '001', '42', price, 5)]),
        currency: 'GBP',
      }) as ProductDynamic;
    const { user } = renderStore(TOP, {
      store: 'uk',
      api: top(
        {},
        {
          'catalogue.productDynamic': ranges(pounds('120.00'), { ...largeRange, currency: 'GBP' }),
        },
      ),
    });
    expect(await screen.findByText('Ref. ABC1234')).toBeTruthy();
    await waitFor(() => {
      expect(size('40').hasAttribute('disabled')).toBe(false);
    });
    await user.click(size('40'));
    expect(screen.getByText('£120')).toBeTruthy();
    expect(screen.queryByText(/Pay in 3/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Added to your basket')).toBeTruthy();
    expect(screen.getByText(/^Top en lin, Rouge, size 40\./)).toBeTruthy();
  });
});
