import { screen, waitFor, within } from '@testing-library/react';
import type { Cart, CartMerchandising, CartProduct } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, pending, type ApiRequest } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import { EXAMPLE_BASKET_ECOMMERCE } from '../../../testing/tracking-examples.test-support.js';

const CART = contractExamples.checkout.cart.response.valid[0] as Cart;
const EMPTY_CART = contractExamples.checkout.cart.response.valid[1] as Cart;
const MERCHANDISING = contractExamples.checkout.merchandising.response
  .valid[0] as CartMerchandising;
const [LINE] = CART.products as [CartProduct];
const [OFFER] = MERCHANDISING.giftOffers as [CartMerchandising['giftOffers'][number]];

const cartWith = (patch: Partial<Cart>): Cart => ({ ...CART, ...patch });
const lineWith = (patch: Partial<CartProduct>): CartProduct => ({ ...LINE, ...patch });
/** The basket as the server answers it once the line holds `quantity`. */
const cartOf = (quantity: number, total: string): Cart =>
  cartWith({ products: [lineWith({ quantity })], total });

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

/** The basket summary's lines, as [label, amount]. */
async function summaryLines() {
  const summary = await screen.findByRole('region', { name: 'Récapitulatif' });
  return [...summary.querySelectorAll('dl > div')].map((row) => [
    text(row.querySelector('dt')),
    text(row.querySelector('dd')),
  ]);
}

/** The GA4 events pushed to the data layer since the test began. */
const dataLayerEvents = (name: string) =>
  (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter(
    (entry) => entry.event === name,
  );

const bodies = (calls: ApiRequest[]) => calls.map((call) => call.body);

beforeEach(() => {
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
});

describe('the basket page', () => {
  it('shows the basket the API answers', async () => {
    renderStore('/checkout/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
    expect(await screen.findByText('Robe portefeuille')).toBeTruthy();
  });

  it('shows each line with its brand, colour, size, prices and quantity', async () => {
    renderStore('/checkout/cart');
    const lines = await screen.findByRole('list', { name: 'Articles de votre panier' });
    const [line] = within(lines).getAllByRole('listitem');
    if (!line) throw new Error('the basket shows its line');
    const item = within(line);
    expect(item.getByText('Atelier Lyon')).toBeTruthy();
    expect(item.getByRole('link', { name: 'Robe portefeuille' })).toBeTruthy();
    expect(item.getByText('Couleur : Bleu marine')).toBeTruthy();
    expect(item.getByText('Taille : 40')).toBeTruthy();
    // Unit price, crossed out and discount; the line's total for 2.
    expect(text(line)).toContain('Prix unitaire 39,99 € Prix initial 49,99 € Remise -20 %');
    expect(text(line)).toContain('Total 79,98 € Prix initial 99,98 €');
    expect(
      item.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantité de Robe portefeuille' })
        .value,
    ).toBe('2');
  });

  it('adds the basket up, counting the gifts shown, and leads on to checkout', async () => {
    const { user, location } = renderStore('/checkout/cart');
    // 2 dresses and the gift; no discount: 79,98 + 4,99 is the total.
    expect(await summaryLines()).toEqual([
      ['Sous-total (3 articles)', '79,98 €'],
      ['Frais de livraison', '4,99 €'],
      ['Total TTC', '84,97 €'],
    ]);
    // Under 100 €: no instalments.
    expect(screen.queryByText(/Payez en 3×/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Commander' }));
    // The delivery step's guard sends a visitor to the checkout login first.
    await waitFor(() => {
      expect(location()).toBe('/checkout/account/login?redirect=%2Fcheckout%2Fshipping');
    });
  });

  it('names the privilege code’s discount, free shipping and the 3 instalments from 100 €', async () => {
    renderStore('/checkout/cart', {
      api: {
        'checkout.cart': cartWith({
          products: [lineWith({ price: '65', crossedOutPrice: '' })],
          shippingFees: '0',
          total: '120',
        }),
      },
    });
    expect(await summaryLines()).toEqual([
      ['Sous-total (3 articles)', '130 €'],
      ['Remise (code BIENVENUE)', '-10 €'],
      ['Frais de livraison', 'Gratuit'],
      ['Total TTC', '120 €'],
    ]);
    expect(screen.getByText('Payez en 3× 40 € sans frais par carte bancaire')).toBeTruthy();
  });

  it('names a discount without a code plainly', async () => {
    renderStore('/checkout/cart', {
      api: { 'checkout.cart': cartWith({ currentPrivilegeCode: '', total: '74.97' }) },
    });
    expect(await summaryLines()).toContainEqual(['Remise', '-10 €']);
  });

  it('shows only what a line has: no brand, colour, size or former price', async () => {
    renderStore('/checkout/cart', {
      api: {
        'checkout.cart': cartWith({
          products: [lineWith({ supplier: '', color: '', size: '', crossedOutPrice: '' })],
        }),
      },
    });
    const lines = await screen.findByRole('list', { name: 'Articles de votre panier' });
    const [line] = within(lines).getAllByRole('listitem');
    expect(text(line)).toMatch(/^Robe portefeuille Prix unitaire 39,99 € Quantité Total 79,98 €/);
  });

  it('shows a skeleton while the basket loads', async () => {
    renderStore('/checkout/cart', { api: { 'checkout.cart': pending } });
    expect(await screen.findByText('Chargement de votre panier…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Votre panier est vide' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Récapitulatif' })).toBeNull();
  });

  it('says the basket is empty, leads back to the shop and still suggests products', async () => {
    renderStore('/checkout/cart', { api: { 'checkout.cart': EMPTY_CART } });
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeTruthy();
    expect(
      screen.getByText('Laissez-vous inspirer par nos nouveautés et nos coups de cœur du moment.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href')).toBe(
      '/fr',
    );
    expect(screen.queryByText('Chargement de votre panier…')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Récapitulatif' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Vous aimerez aussi' })).toBeTruthy();
  });

  it.each([
    [500, 'server.error'],
    [503, 'server.unavailable'],
  ] as const)(
    'says a basket it cannot read (%i) is kept, not empty, and reads it again on request',
    async (status, code) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { user, api } = renderStore('/checkout/cart', {
        api: { 'checkout.cart': failure(status, code) },
      });
      const message = await screen.findByText(
        'Nous ne pouvons pas afficher votre panier pour le moment : il est conservé. Veuillez réessayer.',
      );
      // Spec 8: the failure itself is only logged; the page does not call the basket empty.
      expect(warn).toHaveBeenCalledWith('Cart refresh failed', expect.objectContaining({ status }));
      expect(screen.queryByRole('heading', { name: 'Votre panier est vide' })).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
      api.answer('checkout.cart', contractExamples.checkout.cart.response.valid[0] as Cart);
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      await waitFor(() => {
        expect(screen.queryByText(message.textContent)).toBeNull();
      });
      expect(screen.queryByRole('heading', { name: 'Votre panier est vide' })).toBeNull();
      warn.mockRestore();
    },
  );

  it('marks the lines delivered from the warehouse', async () => {
    renderStore('/checkout/cart', {
      api: {
        'checkout.cart': cartWith({
          products: [lineWith({ isLdf: true, shippingMethod: 'STANDARD' })],
        }),
      },
    });
    expect(await screen.findByText('Livraison standard depuis notre entrepôt')).toBeTruthy();
  });

  it('lists the gifts and offers shown, free or priced, and leaves out the hidden ones', async () => {
    const [gift] = CART.selectedOfferedGifts;
    if (!gift) throw new Error('the example cart holds a gift');
    renderStore('/checkout/cart', {
      api: {
        'checkout.cart': cartWith({
          selectedSpecialOffers: [
            { ...gift, offerId: 'TOTE', sku: '99990009', label: 'Cabas en toile', price: '5' },
            {
              ...gift,
              offerId: 'CODE',
              sku: '99990010',
              label: 'Réduction du code',
              price: '10',
              attributes: { isInvisible: 'O' },
            },
          ],
        }),
      },
    });
    const extras = await screen.findByRole('region', { name: 'Vos cadeaux et offres' });
    expect(within(extras).getAllByRole('listitem').map(text)).toEqual([
      'Trousse offerte Offert',
      'Cabas en toile 5 €',
    ]);
    expect(screen.queryByText('Réduction du code')).toBeNull();
    // 2 dresses, the gift and the tote bag; not the hidden offer.
    expect((await summaryLines())[0]?.[0]).toBe('Sous-total (4 articles)');
  });

  it('has no gifts section when the basket holds none', async () => {
    renderStore('/checkout/cart', {
      api: { 'checkout.cart': cartWith({ selectedOfferedGifts: [] }) },
    });
    await screen.findByText('Robe portefeuille');
    expect(screen.queryByRole('region', { name: 'Vos cadeaux et offres' })).toBeNull();
    expect((await summaryLines())[0]?.[0]).toBe('Sous-total (2 articles)');
  });

  it('suggests products to add', async () => {
    renderStore('/checkout/cart');
    const suggestions = await screen.findByRole('region', { name: 'Vous aimerez aussi' });
    expect(
      within(suggestions)
        .getByRole('link', { name: /Robe portefeuille/ })
        .getAttribute('href'),
    ).toBe('/fr/P-AB12CD34-robe-portefeuille');
  });
});

describe('the basket’s quantities', () => {
  it('changes a quantity: the line, the amounts and the header’s badge follow', async () => {
    const { user, api } = renderStore('/checkout/cart', {
      api: { 'checkout.cartUpdate': cartOf(3, '124.96') },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Augmenter la quantité de Robe portefeuille' }),
    );
    expect(await screen.findByRole('link', { name: 'Panier, 4 articles' })).toBeTruthy();
    expect(bodies(api.callsTo('checkout.cartUpdate'))).toEqual([
      {
        item: { line: 1, sku: '12345678901' },
        products: [{ sku: '12345678901', isLSProduct: false, quantity: 3 }],
      },
    ]);
    const field = screen.getByRole('spinbutton', { name: 'Quantité de Robe portefeuille' });
    expect((field as HTMLInputElement).value).toBe('3');
    expect(await summaryLines()).toEqual([
      ['Sous-total (4 articles)', '119,97 €'],
      ['Frais de livraison', '4,99 €'],
      ['Total TTC', '124,96 €'],
    ]);
  });

  it('takes a quantity typed in the field', async () => {
    const { user, api } = renderStore('/checkout/cart', {
      api: { 'checkout.cartUpdate': cartOf(5, '204.94') },
    });
    const field = await screen.findByRole('spinbutton', { name: 'Quantité de Robe portefeuille' });
    await user.clear(field);
    await user.type(field, '5{Enter}');
    await waitFor(() => {
      expect(bodies(api.callsTo('checkout.cartUpdate'))).toEqual([
        {
          item: { line: 1, sku: '12345678901' },
          products: [{ sku: '12345678901', isLSProduct: false, quantity: 5 }],
        },
      ]);
    });
    expect(await screen.findByText('204,94 €')).toBeTruthy();
  });

  it.each([
    [2, 'Plus que 2 articles en stock pour cette taille.'],
    [1, 'Plus qu’un article en stock pour cette taille.'],
    [0, 'Cette taille est épuisée.'],
  ])(
    'says the stock left when the server refuses a quantity (%i left), and keeps the quantity',
    async (stock, message) => {
      const { user } = renderStore('/checkout/cart', {
        api: { 'checkout.cartUpdate': failure(409, 'cart.stock_limit', { params: { stock } }) },
      });
      await user.click(
        await screen.findByRole('button', { name: 'Augmenter la quantité de Robe portefeuille' }),
      );
      await expectAlert(message);
      const field = screen.getByRole('spinbutton', { name: 'Quantité de Robe portefeuille' });
      expect((field as HTMLInputElement).value).toBe('2');
    },
  );

  it('says the cap of 99 when the server refuses more', async () => {
    const { user } = renderStore('/checkout/cart', {
      api: { 'checkout.cartUpdate': failure(409, 'cart.quantity_cap') },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Diminuer la quantité de Robe portefeuille' }),
    );
    await expectAlert('Vous pouvez commander au plus 99 fois le même article.');
  });

  it('says the line could not be updated when the server gives no reason', async () => {
    const { user } = renderStore('/checkout/cart', {
      api: { 'checkout.cartUpdate': new Response('Bad gateway', { status: 502 }) },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Augmenter la quantité de Robe portefeuille' }),
    );
    await expectAlert('Cet article n’a pas pu être mis à jour. Veuillez réessayer.');
  });

  it('says when the quantity in stock is reached, and offers no more', async () => {
    const { user, api } = renderStore('/checkout/cart', {
      api: { 'checkout.cart': cartWith({ products: [lineWith({ quantity: 2, stock: 2 })] }) },
    });
    expect(
      await screen.findByText('Vous avez atteint la quantité disponible dans cette taille.'),
    ).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Augmenter la quantité de Robe portefeuille' });
    expect(more.getAttribute('aria-disabled')).toBe('true');
    await user.click(more);
    expect(api.callsTo('checkout.cartUpdate')).toEqual([]);
  });
});

describe('analytics', () => {
  it('pushes view_cart once with the basket read on arrival, and begin_checkout on the way on', async () => {
    const { user, location } = renderStore('/checkout/cart');
    const checkout = await screen.findByRole('link', { name: 'Commander' });
    expect(dataLayerEvents('view_cart')).toEqual([
      { event: 'view_cart', ecommerce: EXAMPLE_BASKET_ECOMMERCE },
    ]);
    await user.click(checkout);
    await waitFor(() => {
      expect(location()).not.toBe('/checkout/cart');
    });
    expect(dataLayerEvents('begin_checkout')).toEqual([
      {
        event: 'begin_checkout',
        ecommerce: { ...EXAMPLE_BASKET_ECOMMERCE, coupon: 'BIENVENUE' },
      },
    ]);
    expect(dataLayerEvents('view_cart')).toHaveLength(1);
  });

  it('pushes no view_cart for an empty basket', async () => {
    renderStore('/checkout/cart', { api: { 'checkout.cart': EMPTY_CART } });
    await screen.findByRole('heading', { name: 'Votre panier est vide' });
    expect(dataLayerEvents('view_cart')).toEqual([]);
  });
});

describe('removing a line', () => {
  it('removes it: the basket says so, the title takes the focus, tracking forgets it', async () => {
    localStorage.setItem(
      'vitrine.addToCartTracking',
      JSON.stringify([{ sku: '12345678901', entryType: 'product_sheet', access: 'list' }]),
    );
    const { user, api } = renderStore('/checkout/cart', {
      api: { 'checkout.cartRemove': EMPTY_CART },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Supprimer Robe portefeuille du panier' }),
    );
    expect(await screen.findByText('Robe portefeuille a été retiré de votre panier.')).toBeTruthy();
    expect(bodies(api.callsTo('checkout.cartRemove'))).toEqual([
      {
        sku: '12345678901',
        catalogSku: '1234567',
        type: 'product',
        specialSku: '',
        sizeLabel: '40',
      },
    ]);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Mon panier' }),
    );
    expect(screen.getByRole('heading', { name: 'Votre panier est vide' })).toBeTruthy();
    expect(localStorage.getItem('vitrine.addToCartTracking')).toBeNull();
    expect(dataLayerEvents('remove_from_cart')).toEqual([
      { event: 'remove_from_cart', ecommerce: EXAMPLE_BASKET_ECOMMERCE },
    ]);
  });

  it('keeps the line and says why when the removal is refused', async () => {
    const { user } = renderStore('/checkout/cart', {
      api: { 'checkout.cartRemove': failure(404, 'cart.line_not_found') },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Supprimer Robe portefeuille du panier' }),
    );
    await expectAlert('Cet article n’est plus dans votre panier.');
    expect(screen.getByRole('link', { name: 'Robe portefeuille' })).toBeTruthy();
    expect(dataLayerEvents('remove_from_cart')).toEqual([]);
  });
});

describe('the basket’s gift offers', () => {
  const twoGifts: CartMerchandising = {
    ...MERCHANDISING,
    giftOffers: [
      {
        ...OFFER,
        gifts: [
          ...OFFER.gifts,
          { sku: '99990002', label: 'Bougie', image: 'https://img.example/b.jpg' },
        ],
      },
    ],
  };

  it('offers a gift to choose once the basket reaches the offer, and saves the choice', async () => {
    const [gift] = CART.selectedOfferedGifts;
    if (!gift) throw new Error('the example cart holds a gift');
    const { user, api } = renderStore('/checkout/cart', {
      api: {
        'checkout.merchandising': twoGifts,
        'checkout.giftChoiceUpdate': cartWith({
          selectedOfferedGifts: [{ ...gift, sku: '99990002', label: 'Bougie offerte' }],
        }),
      },
    });
    const chooser = await screen.findByRole('group', { name: 'Choisissez votre cadeau' });
    expect(within(chooser).getByText('Un cadeau dès 50 €')).toBeTruthy();
    const pouch = within(chooser).getByRole('radio', { name: 'Trousse Offert' });
    const candle = within(chooser).getByRole('radio', { name: 'Bougie Offert' });
    expect((pouch as HTMLInputElement).checked).toBe(true);
    await user.click(candle);
    await waitFor(() => {
      expect((candle as HTMLInputElement).checked).toBe(true);
    });
    expect(bodies(api.callsTo('checkout.giftChoiceUpdate'))).toEqual([
      { offerId: 'GIFT50', sku: '99990002' },
    ]);
    expect(await screen.findByText('Bougie offerte')).toBeTruthy();
  });

  it('says what the basket still lacks for an offer it does not reach', async () => {
    renderStore('/checkout/cart', {
      api: {
        'checkout.merchandising': {
          ...MERCHANDISING,
          giftOffers: [{ ...OFFER, label: 'Un cadeau dès 100 €', threshold: '100' }],
        },
      },
    });
    expect(
      await screen.findByText('Plus que 20,02 € pour profiter de l’offre « Un cadeau dès 100 € »'),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Choisissez votre cadeau' })).toBeNull();
  });

  it.each([
    [
      failure(409, 'cart.offer_not_reached'),
      'Votre panier n’atteint pas encore le montant de cette offre.',
    ],
    [failure(404, 'cart.offer_not_found'), 'Cette offre n’existe pas.'],
    [failure(409, 'cart.gift_not_in_offer'), 'Ce cadeau ne fait pas partie de l’offre.'],
    [new Response('', { status: 502 }), 'Une erreur est survenue.'],
  ])('says why a gift choice was refused (%#)', async (answer, message) => {
    const { user } = renderStore('/checkout/cart', {
      api: { 'checkout.merchandising': twoGifts, 'checkout.giftChoiceUpdate': answer },
    });
    await user.click(await screen.findByRole('radio', { name: 'Bougie Offert' }));
    await expectAlert(message);
  });
});

describe('the basket’s privilege code', () => {
  /** The basket priced with the code it is asked for. */
  const cartPricedWithCode = ({ url }: ApiRequest) =>
    cartWith({ currentPrivilegeCode: url.searchParams.get('privilegeCode') ?? '' });

  const codeField = () => screen.findByRole('textbox', { name: 'Code privilège' });

  it('shows the code the basket is priced with; the default has nothing to remove', async () => {
    renderStore('/checkout/cart');
    expect(await screen.findByText('Code BIENVENUE appliqué')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Retirer le code/ })).toBeNull();
  });

  it('refuses an empty or malformed code on the spot', async () => {
    const { user, api } = renderStore('/checkout/cart');
    const field = await codeField();
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    await user.type(field, 'ete-25');
    expect((field as HTMLInputElement).value).toBe('ETE-25');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Ce code privilège n’est pas valide.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('checkout.privilegeCodeValidate')).toEqual([]);
  });

  it('applies a valid code: it is kept, and the basket is priced with it', async () => {
    const { user, api } = renderStore('/checkout/cart', {
      api: {
        'checkout.cart': cartPricedWithCode,
        'checkout.privilegeCodeValidate': { valid_code: true, messages: ['-10 % sur tout'] },
      },
    });
    await user.type(await codeField(), 'ete25{Enter}');
    expect(await screen.findByText('Code ETE25 appliqué')).toBeTruthy();
    expect(screen.getByText('Votre code privilège a bien été appliqué.')).toBeTruthy();
    expect(screen.getByText('-10 % sur tout')).toBeTruthy();
    expect(bodies(api.callsTo('checkout.privilegeCodeValidate'))).toEqual([
      { privilegeCode: 'ETE25' },
    ]);
    expect(api.callsTo('checkout.cart').at(-1)?.url.searchParams.get('privilegeCode')).toBe(
      'ETE25',
    );
    expect(document.cookie).toContain('vitrine_privilege_code=ETE25');
    // The field is emptied for another code.
    expect(((await codeField()) as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['unknown', 'Ce code privilège n’existe pas.'],
    ['expired', 'Ce code privilège a expiré.'],
    ['not-started', 'Ce code privilège n’est pas encore valable.'],
  ] as const)(
    'says why a code is refused (%s) and that the default applies instead',
    async (reason, message) => {
      const { user, api } = renderStore('/checkout/cart', {
        api: {
          'checkout.cart': cartPricedWithCode,
          'checkout.privilegeCodeValidate': { valid_code: false, messages: [], reason },
        },
      });
      await user.type(await codeField(), 'ETE25');
      await user.click(screen.getByRole('button', { name: 'Appliquer' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(
        screen.getByText('Le code privilège BIENVENUE en vigueur s’applique à votre panier.'),
      ).toBeTruthy();
      await waitFor(() => {
        expect(api.callsTo('checkout.cart').at(-1)?.url.searchParams.get('privilegeCode')).toBe(
          'BIENVENUE',
        );
      });
      expect(screen.getByText('Code BIENVENUE appliqué')).toBeTruthy();
      expect(document.cookie).not.toContain('vitrine_privilege_code=ETE25');
    },
  );

  it('shows the server’s words for a refusal without a reason', async () => {
    // The contract's second example: { valid_code: false, messages: ['Code expiré'] }.
    const { user } = renderStore('/checkout/cart', {
      api: {
        'checkout.privilegeCodeValidate': contractExamples.checkout.privilegeCodeValidate.response
          .valid[1] as Record<string, unknown>,
      },
    });
    await user.type(await codeField(), 'ETE25{Enter}');
    expect(await screen.findByText('Code expiré')).toBeTruthy();
    expect(screen.getByText('Ce code privilège n’est pas valide.')).toBeTruthy();
    expect(
      screen.getByText('Le code privilège BIENVENUE en vigueur s’applique à votre panier.'),
    ).toBeTruthy();
  });

  it('counts a check that fails as a refusal', async () => {
    const { user } = renderStore('/checkout/cart', {
      api: { 'checkout.privilegeCodeValidate': failure(503, 'server.unavailable') },
    });
    await user.type(await codeField(), 'ETE25{Enter}');
    expect(await screen.findByText('Ce code privilège n’est pas valide.')).toBeTruthy();
    expect(screen.getByText('Code BIENVENUE appliqué')).toBeTruthy();
  });

  it('removes a code the shopper chose: the default prices the basket again', async () => {
    document.cookie = 'vitrine_privilege_code=ETE25; path=/';
    const { user, api } = renderStore('/checkout/cart', {
      api: {
        'checkout.cart': cartPricedWithCode,
        'checkout.privilegeCodeValidate': { valid_code: true, messages: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retirer le code ETE25' }));
    expect(await screen.findByText('Code BIENVENUE appliqué')).toBeTruthy();
    expect(api.callsTo('checkout.cart').at(-1)?.url.searchParams.get('privilegeCode')).toBe(
      'BIENVENUE',
    );
    expect(screen.queryByRole('button', { name: /^Retirer le code/ })).toBeNull();
    expect(document.cookie).not.toContain('vitrine_privilege_code=ETE25');
  });

  it('says when the basket set the default code in place of the shopper’s', async () => {
    renderStore('/checkout/cart', {
      api: { 'checkout.cart': cartWith({ newPrivilegeCode: 'BIENVENUE' }) },
    });
    expect(
      await screen.findByText(
        'Le code privilège BIENVENUE en vigueur a été appliqué à votre panier.',
      ),
    ).toBeTruthy();
  });
});

describe('the basket in the UK store', () => {
  it('speaks English and counts in pounds, without the instalments offer', async () => {
    const { user, location } = renderStore('/checkout/cart', {
      store: 'uk',
      api: {
        'checkout.cart': cartWith({
          products: [lineWith({ price: '65', crossedOutPrice: '' })],
          shippingFees: '0',
          total: '120',
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My basket' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(text(summary)).toContain('Subtotal (3 items) £130');
    expect(text(summary)).toContain('Discount (code BIENVENUE) -£10');
    expect(text(summary)).toContain('Total (incl. VAT) £120');
    expect(screen.queryByText(/interest-free instalments/)).toBeNull();
    expect(screen.queryByText(/Payez en 3×/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    await waitFor(() => {
      expect(location()).toBe('/checkout/account/login?redirect=%2Fcheckout%2Fshipping');
    });
  });

  it('says the basket is empty in English', async () => {
    renderStore('/checkout/cart', { store: 'uk', api: { 'checkout.cart': EMPTY_CART } });
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/uk',
    );
  });
});
