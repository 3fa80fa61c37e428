import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Look, LookList, LookPiece, LookSize } from '@vitrine/api-client';
import { money, toCents } from './support/amounts.js';
import { API_HEADERS, dataLayer, expect, expectAccessible, test } from './support/fixtures.js';
import { summaryLine } from './support/page-parts.js';
import type { StoreFixture } from './support/stores.js';

/*
 * Mix and match (spec 2.1, decision 022): on in the French store, off in the UK one. A shopper
 * chooses the sizes of a look's pieces and adds the whole look, or only a piece, in one action;
 * the basket gets one line per piece. What the page says of a missing size, a refusal or a
 * failed load is mix-and-match-page.test.tsx's; the look card's keyboard and states are the kit's
 * stories'.
 */

const FRENCH_ONLY = 'Mix and match is on in the French store only (apps/fr/src/config.ts)';

const TEXTS = {
  title: 'Mix & match',
  footerLink: 'Mix & match : nos looks à composer',
  size: (piece: string) => `Taille de ${piece}`,
  pick: (piece: string) => `Choisir ${piece}`,
  addLook: 'Ajouter le look au panier',
  addOne: 'Ajouter la pièce choisie',
  added: (count: number) =>
    count === 1
      ? 'Pièce ajoutée à votre panier'
      : `${String(count)} pièces ajoutées à votre panier`,
  viewBasket: 'Voir mon panier',
  basketTitle: 'Mon panier',
  basketLines: 'Articles de votre panier',
  summary: 'Récapitulatif',
  subtotal: (count: number) => `Sous-total (${String(count)} article${count > 1 ? 's' : ''})`,
};

/** The looks the API answers now, with their stock. */
async function looks(request: APIRequestContext): Promise<Look[]> {
  const response = await request.get('api/v2/looks', { headers: API_HEADERS });
  expect(response.status()).toBe(200);
  return ((await response.json()) as LookList).looks;
}

/** A piece's first size with a few left (other journeys of the run may buy some meanwhile). */
const sizeOf = (piece: LookPiece): LookSize | undefined => piece.sizes.find((s) => s.stock >= 3);

/** A look each piece of which has a size to buy, and those sizes. */
async function buyableLook(request: APIRequestContext, skip = 0) {
  const found = (await looks(request)).flatMap((look) => {
    const sizes = look.pieces.map(sizeOf);
    return sizes.every(Boolean) ? [{ look, sizes: sizes as LookSize[] }] : [];
  });
  const chosen = found[skip];
  if (!chosen) throw new Error(`No ${String(skip + 1)} looks with every piece in stock`);
  return chosen;
}

/** Chooses a piece's size in its labelled select, as a shopper does. */
async function chooseSize(look: Locator, piece: LookPiece, size: LookSize) {
  await look
    .getByRole('combobox', { name: TEXTS.size(piece.attributes.libelle), exact: true })
    .selectOption(size.SKUReelle);
}

/** The basket page's lines and subtotal, opened from the confirmation's link. */
async function expectBasket(
  page: Page,
  store: StoreFixture,
  pieces: readonly LookPiece[],
  sizes: readonly LookSize[],
) {
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', { name: TEXTS.viewBasket })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.basketTitle })).toBeVisible();
  const lines = page
    .getByRole('list', { name: TEXTS.basketLines, exact: true })
    .getByRole('listitem');
  await expect(lines).toHaveCount(pieces.length);
  for (const piece of pieces)
    await expect(
      lines.getByRole('link', { name: piece.attributes.libelle, exact: true }),
    ).toBeVisible();
  const summary = page.getByRole('region', { name: TEXTS.summary, exact: true });
  const subtotal = sizes.reduce((total, size) => total + toCents(size.prix), 0);
  await expect(summaryLine(summary, TEXTS.subtotal(pieces.length))).toHaveText(
    money(store, subtotal),
  );
}

test('a shopper picks the sizes of a look and adds it whole: one basket line per piece', async ({
  page,
  store,
  storeId,
}) => {
  test.skip(storeId !== 'fr', FRENCH_ONLY);
  const { look, sizes } = await buyableLook(page.request);
  // Found from the footer's services, as a shopper would.
  await page.goto('');
  await page.getByRole('contentinfo').getByRole('link', { name: TEXTS.footerLink }).click();
  await expect(page).toHaveURL(/\/fr\/mix-and-match$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible();
  const card = page.getByRole('group', { name: look.title, exact: true });
  await expect(card).toBeVisible();
  await expectAccessible(page);
  for (const [i, piece] of look.pieces.entries()) {
    const size = sizes[i];
    if (size) await chooseSize(card, piece, size);
  }
  // The total is the sum of the sizes chosen.
  const total = sizes.reduce((sum, size) => sum + toCents(size.prix), 0);
  await expect(card).toContainText(money(store, total));
  await card.getByRole('button', { name: TEXTS.addLook, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    TEXTS.added(look.pieces.length),
  );
  await expect(
    page.getByRole('banner').getByRole('link', { name: store.basketWithCount(look.pieces.length) }),
  ).toBeVisible();
  // GA4 add_to_cart: one event, one item per piece, at its size's price.
  expect(await dataLayer(page)).toContainEqual(
    expect.objectContaining({
      event: 'add_to_cart',
      ecommerce: expect.objectContaining({
        value: total / 100,
        items: sizes.map((size) =>
          expect.objectContaining({ item_id: size.SKUReelle, quantity: 1 }),
        ),
      }),
    }),
  );
  await expectBasket(page, store, look.pieces, sizes);
});

test('a shopper adds only the piece they tick', async ({ page, store, storeId }) => {
  test.skip(storeId !== 'fr', FRENCH_ONLY);
  const { look, sizes } = await buyableLook(page.request, 1);
  const piece = look.pieces[1];
  const size = sizes[1];
  if (!piece || !size) throw new Error('A look has two pieces');
  await page.goto('mix-and-match');
  const card = page.getByRole('group', { name: look.title, exact: true });
  await card.getByRole('checkbox', { name: TEXTS.pick(piece.attributes.libelle) }).check();
  await chooseSize(card, piece, size);
  await card.getByRole('button', { name: TEXTS.addOne, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(TEXTS.added(1));
  await expectBasket(page, store, [piece], [size]);
});

test('the page is rendered on the server with its looks where it is on, and is a 404 elsewhere', async ({
  page,
  storeId,
}) => {
  const response = await page.request.get('mix-and-match', { maxRedirects: 0 });
  const html = await response.text();
  if (storeId === 'fr') {
    expect(response.status()).toBe(200);
    const [first] = await looks(page.request);
    if (!first) throw new Error('The French store has looks');
    // React writes '&' of a title as '&amp;'.
    expect(html).toContain(first.title.replaceAll('&', '&amp;'));
    expect(html).toContain(`<h1`);
    expect(html).not.toContain('name="prerender-status-code"');
  } else {
    expect(response.status()).toBe(404);
    expect(html).toContain('<meta name="prerender-status-code" content="404">');
  }
});
