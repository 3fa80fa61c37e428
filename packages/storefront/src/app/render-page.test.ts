// The server entry (decision 015) in Node: a page rendered with its data, its head and the state
// the browser hydrates from; guards answered as redirects; unknown pages as 404; a failing API as
// 503; personal pages sent the visitor's cookie, public ones not.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { FRENCH_STORE } from '../config/store-fixtures.test-support.js';
import { englishTexts } from '../i18n/texts-en.js';
import { frenchTexts } from '../i18n/texts-fr.js';
import {
  apiDouble,
  failure,
  SIGNED_IN,
  type ApiAnswers,
} from '../testing/api-double.test-support.js';
import { createPageRenderer } from './render-page.js';
import { PAGE_STATE_ID, readPageState } from './page-state.js';

const TEMPLATE =
  '<!doctype html><html><head><!--page-head--></head>' +
  '<body><div id="root"><!--page-body--></div><!--page-state--></body></html>';

const ORIGIN = 'https://shop.example';

function renderer(reportError?: (error: unknown) => void) {
  return createPageRenderer({
    config: FRENCH_STORE,
    texts: { own: frenchTexts, fallback: () => Promise.resolve(englishTexts) },
    template: TEMPLATE,
    ...(reportError && { reportError }),
  });
}

async function render(path: string, answers: ApiAnswers = {}, cookie?: string) {
  const api = apiDouble('fr', answers);
  const answer = await renderer()({ url: `${ORIGIN}/fr${path}`, fetch: api.fetch, cookie });
  return { answer, api };
}

const html = (answer: Awaited<ReturnType<typeof render>>['answer']) => {
  if (answer.kind !== 'page') throw new Error(`Expected a page, got a ${answer.kind}`);
  return answer.html;
};

describe('the server renderer', () => {
  it('renders a page with its data, its head and the state the browser hydrates from', async () => {
    const { answer } = await render('/checkout/cart');
    expect(answer).toMatchObject({ kind: 'page', status: 200, personal: true });
    const page = html(answer);
    expect(page).toContain('<h1');
    expect(page).toContain('Mon panier');
    expect(page).toMatch(/<title>[^<]*Mon panier[^<]*<\/title>/);
    expect(page).toContain(`id="${PAGE_STATE_ID}"`);
    expect(page).not.toContain('<!--page-');
  });

  it('answers a guarded page with a redirect to the login, the way back included', async () => {
    const { answer } = await render('/customer/account/informations');
    expect(answer).toEqual({
      kind: 'redirect',
      status: 302,
      location: `/fr/customer/account/login?redirect=${encodeURIComponent('/customer/account/informations')}`,
      personal: true,
    });
  });

  it('renders a signed-in page when the API knows the customer', async () => {
    const { answer } = await render('/customer/account/order/history', SIGNED_IN);
    expect(answer).toMatchObject({ kind: 'page', status: 200 });
    expect(html(answer)).toContain('Mes commandes');
  });

  it('answers 404 with the not-found page for a product the catalogue does not know', async () => {
    const { answer, api } = await render('/P-ZZ99ZZ99-inconnu', {
      'catalogue.productStatic': failure(404, 'catalogue.product_not_found'),
      'catalogue.productDynamic': failure(404, 'catalogue.product_not_found'),
    });
    expect(answer).toMatchObject({ kind: 'page', status: 404, personal: false });
    expect(html(answer)).toContain('noindex');
    // The not-found page's own carousels are fetched for it.
    expect(api.callsTo('catalogue.noResultContent')).toHaveLength(1);
  });

  it('answers 503 when the API fails, so that nothing caches the degraded page', async () => {
    const { answer } = await render('/C-12345-robes', { 'catalogue.listing': failure(500) });
    expect(answer).toMatchObject({ kind: 'page', status: 503, personal: false });
  });

  it('renders a category’s linking block in the page, sanitised, with its links in the store', async () => {
    const { answer, api } = await render('/C-12345-robes', {
      'content.internalLinking':
        '<section><h2>À découvrir</h2><ul><li><a href="/fr/C-12346-jupes" onclick="steal()">Jupes</a></li></ul></section><script>steal()</script>',
    });
    expect(answer).toMatchObject({ kind: 'page', status: 200 });
    const block = new JSDOM(html(answer)).window.document.querySelector(
      'nav[aria-label="Catégories associées"]',
    );
    expect(block?.querySelector('a')?.outerHTML).toBe('<a href="/fr/C-12346-jupes">Jupes</a>');
    expect(block?.innerHTML).not.toContain('steal');
    // The block's identifier is the category's id (docs/decisions/021).
    expect(api.callsTo('content.internalLinking').map((call) => call.params.file)).toEqual([
      'maillagebloc-12345.html',
    ]);
  });

  it('renders a category without a linking block as any page (its 404 is no block)', async () => {
    const { answer, api } = await render('/C-12345-robes', {
      'content.internalLinking': failure(404, 'content.page_not_found'),
    });
    expect(answer).toMatchObject({ kind: 'page', status: 200 });
    expect(html(answer)).toContain('Robes');
    expect(html(answer)).not.toContain('Catégories associées');
    // Not the not-found page's feed: nothing is missing.
    expect(api.callsTo('catalogue.noResultContent')).toHaveLength(0);
  });

  it('renders the footer content: its link columns, and the rest sanitised', async () => {
    const { answer } = await render('/', {
      'content.footer':
        '<section><h2>Aide</h2><a href="/fr/aide">Questions fréquentes</a></section>' +
        '<section><h2>Service client</h2><p>09 69 32 00 00</p><img src="x" onerror="steal()"></section>',
    });
    const footer = new JSDOM(html(answer)).window.document.querySelector('footer');
    const columns = footer?.querySelector('nav[aria-label="Aide et informations"]');
    expect(columns?.querySelector('a')?.getAttribute('href')).toBe('/fr/aide');
    expect(footer?.textContent).toContain('09 69 32 00 00');
    expect(footer?.innerHTML).not.toContain('steal');
  });

  it('sends the cookie to the API for personal pages only', async () => {
    const personal = await render('/checkout/cart', {}, 'session=abc');
    const cookies = (await render('/', {}, 'session=abc')).api.calls.map((call) => call.cookie);
    expect(cookies.every((cookie) => cookie === undefined)).toBe(true);
    expect(personal.api.calls.some((call) => call.cookie === 'session=abc')).toBe(true);
  });

  it.each([
    [{ allowPlusInEmail: true }, { allowPlusInEmail: true }],
    [{ allowPlusInEmail: false }, { allowPlusInEmail: false }],
    // None given: none written, and the browser keeps the production rules.
    [undefined, undefined],
  ])(
    "hands the server's form schema options %j to the browser with the page",
    async (formSchemaOptions, written) => {
      const api = apiDouble('fr');
      const answer = await createPageRenderer({
        config: FRENCH_STORE,
        texts: { own: frenchTexts, fallback: () => Promise.resolve(englishTexts) },
        template: TEMPLATE,
        formSchemaOptions,
      })({ url: `${ORIGIN}/fr/newsletter/subscriber`, fetch: api.fetch });
      const state = readPageState(new JSDOM(html(answer)).window.document);
      expect(state?.formSchemaOptions).toEqual(written);
    },
  );

  it('refuses a template without its marks', () => {
    expect(() =>
      createPageRenderer({
        config: FRENCH_STORE,
        texts: { own: frenchTexts, fallback: () => Promise.resolve(englishTexts) },
        template: '<html></html>',
      }),
    ).toThrow('The page template lacks <!--page-head-->, <!--page-body-->, <!--page-state-->');
  });
});
