import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { StoreConfig } from '../config/store-config.js';
import { ENGLISH_SLUGS, FRENCH_STORE } from '../config/store-fixtures.test-support.js';
import { englishTexts } from '../i18n/texts-en.js';
import { frenchTexts } from '../i18n/texts-fr.js';
import type { PageHead } from '../shared/page-head.js';
import { storeUrl, type SiteAddress } from '../shared/structured-data.js';
import { PAGE_HEAD_ATTRIBUTE } from '../shared/page-head.js';
import { documentHead } from './document-head.js';
import { createStoreI18n } from './i18n.js';

const ORIGIN = 'https://shop.example';

/** The UK store, as apps/en-gb configures it (for tests). */
const UK_STORE: StoreConfig = {
  segment: 'uk',
  locale: 'en-GB',
  language: 'en',
  currency: 'GBP',
  apiOrigin: '',
  appKey: 'key',
  brandName: 'Vitrine',
  slugs: ENGLISH_SLUGS,
  features: { mixAndMatch: false, personalAccount: true, instalmentsMessage: false },
  tagManagerContainers: [],
  socialLinks: [],
};

// The site names differ from the brand name, so a title made from `brandName` would show.
const FRENCH_SITE = 'Vitrine Boutique';
const ENGLISH_SITE = 'Vitrine Shop';
const noFallback = () => Promise.resolve({});
const frenchI18n = createStoreI18n(FRENCH_STORE, {
  own: { ...frenchTexts, META_SITE_NAME: FRENCH_SITE },
  fallback: noFallback,
});
const englishI18n = createStoreI18n(UK_STORE, {
  own: { ...englishTexts, META_SITE_NAME: ENGLISH_SITE },
  fallback: noFallback,
});

const french = (pathname = '/fr/') => ({
  config: FRENCH_STORE,
  i18n: frenchI18n,
  origin: ORIGIN,
  location: { pathname },
});
const english = (pathname = '/uk/') => ({
  config: UK_STORE,
  i18n: englishI18n,
  origin: ORIGIN,
  location: { pathname },
});

/** The generated tags, parsed back the way a browser reads the server's document. */
const tagLabel = (element: Element) =>
  element.hasAttribute('name')
    ? `meta name=${element.getAttribute('name') ?? ''}`
    : element.localName;

function parseHead(html: string) {
  const { document } = new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`)
    .window;
  const attribute = (selector: string, name: string) =>
    document.head.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    document,
    title: () => document.head.querySelector('title')?.textContent ?? null,
    meta: (name: string) => attribute(`meta[name="${name}"]`, 'content'),
    property: (property: string) => attribute(`meta[property="${property}"]`, 'content'),
    canonical: () => attribute('link[rel="canonical"]', 'href'),
    alternates: (): Record<string, string | null> =>
      Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
          link.getAttribute('hreflang') ?? '',
          link.getAttribute('href'),
        ]),
      ),
    alternateCount: () => document.head.querySelectorAll('link[rel="alternate"]').length,
  };
}

describe('documentHead: title and description', () => {
  it('puts the page’s title before the store’s site name', () => {
    const head = parseHead(documentHead({ title: 'Robe rouge' }, french('/fr/P-AB12CD34-robe')));
    expect(head.title()).toBe(`Robe rouge | ${FRENCH_SITE}`);
    expect(head.property('og:title')).toBe('Robe rouge');
    expect(head.property('og:site_name')).toBe(FRENCH_SITE);
  });

  it('uses the site name alone without a page title', () => {
    const head = parseHead(documentHead({}, french()));
    expect(head.title()).toBe(FRENCH_SITE);
    expect(head.property('og:title')).toBe(FRENCH_SITE);
    expect(head.document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('uses the store’s language for the site name and the default description', () => {
    const head = parseHead(documentHead({ title: 'Red dress' }, english('/uk/P-AB12CD34-dress')));
    expect(head.title()).toBe(`Red dress | ${ENGLISH_SITE}`);
    expect(head.meta('description')).toBe(englishTexts.META_DEFAULT_DESCRIPTION);
  });

  it('falls back on the default description, and keeps the page’s own', () => {
    const defaulted = parseHead(documentHead({}, french()));
    expect(frenchTexts.META_DEFAULT_DESCRIPTION).toBeTruthy();
    expect(defaulted.meta('description')).toBe(frenchTexts.META_DEFAULT_DESCRIPTION);
    expect(defaulted.property('og:description')).toBe(frenchTexts.META_DEFAULT_DESCRIPTION);

    const own = parseHead(documentHead({ description: 'Une robe en lin.' }, french()));
    expect(own.meta('description')).toBe('Une robe en lin.');
    expect(own.property('og:description')).toBe('Une robe en lin.');
  });

  it('escapes quotes, tags and ampersands in the title and description', () => {
    const title = 'Robe "été" <script>alert(1)</script> & co';
    const description =
      '"><script>alert(2)</script><meta name="robots" content="noindex">&amp; fin\'s';
    const html = documentHead({ title, description }, french('/fr/P-AB12CD34-robe'));

    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"><script');
    expect(html).not.toContain('<meta name="robots"');
    expect(html).toContain('&amp;amp; fin&#39;s');

    const head = parseHead(html);
    expect(head.title()).toBe(`${title} | ${FRENCH_SITE}`);
    expect(head.meta('description')).toBe(description);
    expect(head.property('og:title')).toBe(title);
    expect(head.property('og:description')).toBe(description);
    expect(head.meta('robots')).toBeNull();
    expect(head.document.querySelectorAll('script')).toHaveLength(0);
    expect(head.document.body.childNodes).toHaveLength(0);
  });
});

describe('documentHead: robots, canonical and alternates', () => {
  it('marks a page not to index, with no canonical or alternate address', () => {
    const head = parseHead(
      documentHead(
        { noIndex: true, canonicalPath: '/checkout/cart', alternatePath: '/checkout/cart' },
        french('/fr/checkout/cart'),
      ),
    );
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical()).toBeNull();
    expect(head.alternateCount()).toBe(0);
  });

  it('gives an indexable page its absolute canonical address and no robots tag', () => {
    const head = parseHead(
      documentHead({ canonicalPath: '/C-11001-robes' }, french('/fr/C-11001-robes/page-2')),
    );
    expect(head.meta('robots')).toBeNull();
    expect(head.canonical()).toBe(`${ORIGIN}/fr/C-11001-robes`);
    expect(head.property('og:url')).toBe(`${ORIGIN}/fr/C-11001-robes`);
  });

  it('takes the canonical path from the location, without the store’s segment', () => {
    expect(parseHead(documentHead({}, french('/fr/P-AB12CD34-robe'))).canonical()).toBe(
      `${ORIGIN}/fr/P-AB12CD34-robe`,
    );
    expect(parseHead(documentHead({}, english('/uk/Search/dress'))).canonical()).toBe(
      `${ORIGIN}/uk/Search/dress`,
    );
    expect(parseHead(documentHead({}, french('/fr/'))).canonical()).toBe(`${ORIGIN}/fr/`);
    expect(parseHead(documentHead({}, french('/fr'))).canonical()).toBe(`${ORIGIN}/fr/`);
  });

  it('prefers the page’s canonical path over the location', () => {
    const head = parseHead(
      documentHead({ canonicalPath: '/P-AB12CD34-robe' }, french('/fr/P-AB12CD34-robe/avis')),
    );
    expect(head.canonical()).toBe(`${ORIGIN}/fr/P-AB12CD34-robe`);
  });

  it('escapes a canonical path that holds quotes or tags', () => {
    const html = documentHead({ canonicalPath: '/Recherche/a"b<c>' }, french());
    expect(html).not.toContain('a"b');
    expect(parseHead(html).canonical()).toBe(`${ORIGIN}/fr/Recherche/a"b<c>`);
  });

  it('links the French page to its UK twin, French as x-default', () => {
    const head = parseHead(
      documentHead(
        { canonicalPath: '/C-11001-robes', alternatePath: '/C-11001-dresses' },
        french('/fr/C-11001-robes'),
      ),
    );
    expect(head.alternateCount()).toBe(3);
    expect(head.alternates()).toEqual({
      'fr-FR': `${ORIGIN}/fr/C-11001-robes`,
      'en-GB': `${ORIGIN}/uk/C-11001-dresses`,
      'x-default': `${ORIGIN}/fr/C-11001-robes`,
    });
  });

  it('links the UK page to its French twin, French as x-default', () => {
    const head = parseHead(
      documentHead({ alternatePath: '/C-11001-robes' }, english('/uk/C-11001-dresses')),
    );
    expect(head.canonical()).toBe(`${ORIGIN}/uk/C-11001-dresses`);
    expect(head.alternateCount()).toBe(3);
    expect(head.alternates()).toEqual({
      'en-GB': `${ORIGIN}/uk/C-11001-dresses`,
      'fr-FR': `${ORIGIN}/fr/C-11001-robes`,
      'x-default': `${ORIGIN}/fr/C-11001-robes`,
    });
  });

  it('links the home pages to each other', () => {
    expect(parseHead(documentHead({ alternatePath: '/' }, english('/uk'))).alternates()).toEqual({
      'en-GB': `${ORIGIN}/uk/`,
      'fr-FR': `${ORIGIN}/fr/`,
      'x-default': `${ORIGIN}/fr/`,
    });
  });

  it('writes no alternate for a page the other store lacks', () => {
    const head = parseHead(documentHead({}, french('/fr/commande_directe')));
    expect(head.canonical()).toBe(`${ORIGIN}/fr/commande_directe`);
    expect(head.alternateCount()).toBe(0);
  });

  it('tells a prerenderer the page’s status code', () => {
    const notFound = parseHead(documentHead({ statusCode: 404, noIndex: true }, french('/fr/x')));
    expect(notFound.meta('prerender-status-code')).toBe('404');
    expect(parseHead(documentHead({}, french())).meta('prerender-status-code')).toBeNull();
  });
});

describe('documentHead: link previews and structured data', () => {
  it('describes the page for Open Graph in the store’s locale', () => {
    const fr = parseHead(documentHead({}, french('/fr/aide')));
    expect(fr.property('og:type')).toBe('website');
    expect(fr.property('og:locale')).toBe('fr_FR');
    expect(fr.property('og:url')).toBe(`${ORIGIN}/fr/aide`);
    expect(fr.property('og:image')).toBeNull();
    expect(fr.meta('twitter:card')).toBe('summary');

    const uk = parseHead(documentHead({ type: 'product' }, english('/uk/P-AB12CD34-dress')));
    expect(uk.property('og:type')).toBe('product');
    expect(uk.property('og:locale')).toBe('en_GB');
    expect(uk.property('og:site_name')).toBe(ENGLISH_SITE);
  });

  it('makes the preview picture absolute and asks for a large card with it', () => {
    const relative = parseHead(documentHead({ image: '/media/robe rouge.jpg' }, french()));
    expect(relative.property('og:image')).toBe(`${ORIGIN}/media/robe%20rouge.jpg`);
    expect(relative.meta('twitter:card')).toBe('summary_large_image');

    const absolute = parseHead(
      documentHead({ image: 'https://cdn.example/p/1.jpg?w=1200&h=630' }, french()),
    );
    expect(absolute.property('og:image')).toBe('https://cdn.example/p/1.jpg?w=1200&h=630');
    expect(absolute.meta('twitter:card')).toBe('summary_large_image');
  });

  it('writes structured data as JSON-LD that a hostile name cannot break out of', () => {
    const product = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '</script><script>alert(1)</script>',
      description: '<!-- <script> & \u2028 "quoted"',
      offers: { '@type': 'Offer', price: 39.99, priceCurrency: 'EUR' },
    };
    const breadcrumb = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Robes </SCRIPT>' }],
    };
    const sites: SiteAddress[] = [];
    const html = documentHead(
      {
        structuredData: (site) => {
          sites.push(site);
          return [product, breadcrumb];
        },
      },
      french(),
    );
    expect(sites).toEqual([{ origin: ORIGIN, segment: 'fr' }]);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');

    const { document } = parseHead(html);
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      expect(script.getAttribute('type')).toBe('application/ld+json');
      expect(script.parentElement).toBe(document.head);
    }
    expect(scripts.map((script) => JSON.parse(script.textContent) as unknown)).toEqual([
      product,
      breadcrumb,
    ]);
    expect(document.body.childNodes).toHaveLength(0);
  });

  it('hands the structured data the store’s own address', () => {
    const html = documentHead(
      {
        structuredData: (site) => [
          { '@type': 'WebSite', url: storeUrl(site, '/'), search: storeUrl(site, '/Search/x') },
        ],
      },
      english(),
    );
    const script = parseHead(html).document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@type': 'WebSite',
      url: `${ORIGIN}/uk/`,
      search: `${ORIGIN}/uk/Search/x`,
    });
  });

  it('marks every tag it writes, and writes them all in the head', () => {
    const html = documentHead(
      {
        title: 'Robe <rouge>',
        description: 'Une "robe"',
        statusCode: 200,
        canonicalPath: '/P-AB12CD34-robe',
        alternatePath: '/P-AB12CD34-dress',
        image: '/media/robe.jpg',
        type: 'product',
        structuredData: () => [{ '@type': 'Product', name: 'Robe' }],
      } satisfies PageHead,
      french('/fr/P-AB12CD34-robe'),
    );
    const { document } = parseHead(html);
    const elements = [...document.head.children];
    // title, description, status, canonical, 3 alternates, 7 Open Graph, twitter card, JSON-LD
    expect(elements).toHaveLength(16);
    // The browser's PageMeta renders title, description and status itself (React adopts them);
    // the rest is the server's alone, marked to be dropped at the first navigation.
    const marked = elements.filter((element) => element.hasAttribute(PAGE_HEAD_ATTRIBUTE));
    expect(elements.filter((element) => !marked.includes(element)).map(tagLabel)).toEqual([
      'title',
      'meta name=description',
      'meta name=prerender-status-code',
    ]);
    expect(marked).toHaveLength(13);
    expect(document.body.childNodes).toHaveLength(0);
  });
});
