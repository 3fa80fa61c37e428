import { describe, expect, it } from 'vitest';
import {
  CMS_PAGES,
  FOOTER_HTML,
  POPINS,
  internalLinkingHtml,
  popinDocument,
  sizeGuideHtml,
} from './cms-content.js';
import { parseMarkup, words } from './markup.test-support.js';
import { SIZE_SCALES, type SizeScale, type StoreCode } from './vocabulary.js';

const STORES: readonly StoreCode[] = ['fr', 'uk'];
const SCALES = Object.keys(SIZE_SCALES) as SizeScale[];
const ALLOWED_ELEMENTS = new Set([
  'h2',
  'h3',
  'p',
  'ul',
  'li',
  'a',
  'strong',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'section',
]);

/** Routes of the spec (section 2.1) that the content may link to, per store. */
const ROUTES: Record<StoreCode, readonly string[]> = {
  fr: [
    '/aide',
    '/donnees-personnelles-cookies',
    '/promotional-offers-terms-and-conditions',
    '/livraison-et-retours',
    '/contact',
    '/commande_directe',
    '/catalogrequest/',
    '/newsletter/subscriber',
    '/customer/account/login',
    '/customer/account/order/history',
    '/plan-de-site-produits.html',
    '/plan-de-site-categories.html',
    // Routed in the French store, whose mix-and-match flag is on (apps/fr/src/config.ts).
    '/mix-and-match',
  ],
  uk: [
    '/help',
    '/privacy-policy',
    '/promotional-offers-terms-and-conditions',
    '/delivery-and-returns',
    '/contact',
    '/direct_order',
    '/catalogrequest/',
    '/newsletter/subscriber',
    '/customer/account/login',
    '/customer/account/order/history',
    '/customer/account/my-personal-account',
    '/site-plan-products.html',
    '/site-plan-categories.html',
  ],
};

/** Every HTML fragment of one store, named for failure messages. */
function fragments(store: StoreCode): [string, string][] {
  return [
    ...CMS_PAGES.map((page): [string, string] => [`page ${page.key}`, page.html[store]]),
    ...POPINS.map((popin): [string, string] => [`popin ${popin.key}`, popinDocument(popin, store)]),
    ...SCALES.map((scale): [string, string] => [
      `size guide ${scale}`,
      sizeGuideHtml(store, scale),
    ]),
    ['footer', FOOTER_HTML[store]],
    [
      'linking',
      internalLinkingHtml(store, 'Robes', [{ label: 'Robes', url: `/${store}/C-10001-robes` }]),
    ],
  ];
}

const hrefs = (html: string): string[] =>
  parseMarkup(html, 'fragment')
    .elements.filter((e) => e.name === 'a')
    .map((e) => e.attributes.href ?? '');

describe('every HTML fragment', () => {
  for (const store of STORES) {
    for (const [name, html] of fragments(store)) {
      it(`${store} ${name}: well-formed, safe, using only the allowed elements`, () => {
        const parsed = parseMarkup(html, 'fragment');
        expect(parsed.errors).toEqual([]);
        for (const element of parsed.elements) {
          expect(ALLOWED_ELEMENTS, element.name).toContain(element.name);
          const allowed = element.name === 'a' ? ['href'] : [];
          expect(Object.keys(element.attributes).filter((a) => !allowed.includes(a))).toEqual([]);
        }
        expect(html.toLowerCase()).not.toContain('<script');
        expect(html).not.toMatch(/\son[a-z]+=/i);
        expect(html).not.toContain('style=');
        expect(html).not.toMatch(/<\/?(html|body|head)\b/i);
        expect(html).not.toMatch(/lorem ipsum/i);
      });

      it(`${store} ${name}: links stay inside the ${store} store`, () => {
        for (const href of hrefs(html)) expect(href.startsWith(`/${store}/`), href).toBe(true);
      });
    }
  }
});

describe('CMS pages', () => {
  it('has the four pages at the paths of the spec', () => {
    expect(CMS_PAGES.map((p) => [p.key, p.path])).toEqual([
      ['help', { fr: '/aide', uk: '/help' }],
      ['privacy-policy', { fr: '/donnees-personnelles-cookies', uk: '/privacy-policy' }],
      [
        'promotional-offers-terms',
        {
          fr: '/promotional-offers-terms-and-conditions',
          uk: '/promotional-offers-terms-and-conditions',
        },
      ],
      ['delivery-and-returns', { fr: '/livraison-et-retours', uk: '/delivery-and-returns' }],
    ]);
  });

  for (const page of CMS_PAGES) {
    it(`${page.key}: two different languages, 300 to 900 words each, with headings`, () => {
      expect(page.title.fr).not.toBe(page.title.uk);
      expect(page.html.fr).not.toBe(page.html.uk);
      for (const store of STORES) {
        expect(page.path[store]).toMatch(/^\/[a-z0-9_/.-]+$/);
        const count = words(page.html[store]).length;
        expect(count, `${store} ${String(count)} words`).toBeGreaterThanOrEqual(300);
        expect(count, `${store} ${String(count)} words`).toBeLessThanOrEqual(900);
        expect(page.html[store]).toContain('<h2>');
      }
      expect(page.html.fr).toMatch(/ (les|des|vous|votre) /);
      expect(page.html.uk).toMatch(/ (the|your|you) /);
    });
  }

  it('links only to routes of the spec, or to pop-ins of the seed (opened in a dialog)', () => {
    const popins = POPINS.map((p) => `/media/wysiwyg/popin${p.path}`);
    const all = (store: StoreCode) => [
      ...CMS_PAGES.map((p) => p.html[store]),
      ...POPINS.map((p) => p.html[store]),
      FOOTER_HTML[store],
    ];
    for (const store of STORES) {
      for (const href of all(store).flatMap(hrefs)) {
        expect([...ROUTES[store], ...popins], href).toContain(href.slice(store.length + 1));
      }
    }
  });

  const page = (key: string) => {
    const found = CMS_PAGES.find((p) => p.key === key);
    if (!found) throw new Error(key);
    return found.html;
  };

  it('states the business rules of the spec', () => {
    const help = page('help');
    expect(help.fr).toContain('30 jours');
    expect(help.uk).toContain('30 days');
    expect(help.fr).toContain('12 derniers mois');
    expect(help.uk).toContain('last 12 months');
    expect(help.fr).toContain('cinq ans');
    expect(help.uk).toContain('five years');
    expect(help.fr).toMatch(/3 fois.*100 €/);
    expect(help.uk).not.toMatch(/instalment/i);
    expect(help.uk).toContain('£1,000');
    expect(help.fr).toContain('1 à 20 lettres majuscules ou chiffres');
    for (const heading of [
      'Commander',
      'Livraison',
      'Retours',
      'Paiement',
      'Mon compte',
      'Codes privilège',
      'Nous contacter',
    ]) {
      expect(help.fr).toContain(`<h2>${heading}`);
    }
    for (const heading of [
      'Ordering',
      'Delivery',
      'Returns',
      'Payment',
      'My account',
      'Privilege codes',
      'Contact us',
    ]) {
      expect(help.uk).toContain(`<h2>${heading}`);
    }
    const delivery = page('delivery-and-returns');
    expect(delivery.fr).toContain('10 %');
    expect(delivery.fr).toContain('97');
    for (const store of STORES) {
      for (const carrier of ['Colissimo', 'Colieco', 'Mondial Relay']) {
        expect(delivery[store]).toContain(carrier);
      }
      expect(delivery[store]).toContain('<table>');
    }
    expect(delivery.fr).toMatch(/Standard.*Confort.*Premium/s);
    expect(delivery.uk).toMatch(/Standard.*Comfort.*Premium/s);
    const promo = page('promotional-offers-terms');
    expect(promo.fr).toContain('10€ OFFERTS');
    expect(promo.uk).toContain('£10 off plus free delivery');
    const privacy = page('privacy-policy');
    expect(privacy.fr).toContain('<h2>Cookies</h2>');
    expect(privacy.uk).toContain('<h2>Cookies</h2>');
    expect(privacy.fr).toContain('RGPD');
    expect(privacy.fr).toContain('CNIL');
    expect(privacy.uk).toContain('UK GDPR');
    expect(privacy.uk).toContain('ICO');
    expect(privacy.fr).toContain('2 jours');
  });
});

describe('pop-ins', () => {
  it('has at least the four pop-ins, with unique keys and site paths', () => {
    expect(POPINS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(POPINS.map((p) => p.key)).size).toBe(POPINS.length);
    expect(POPINS.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/privilege-code',
        '/instalments',
        '/newsletter-offer',
        '/personal-account-terms',
      ]),
    );
    for (const popin of POPINS) {
      expect(popin.path).toMatch(/^\/[a-z-]+$/);
      expect(popin.html.fr).not.toBe(popin.html.uk);
      expect(popin.title.fr.length).toBeGreaterThan(0);
      expect(popin.title.uk.length).toBeGreaterThan(0);
    }
  });

  it('are stored with their title as the opening heading', () => {
    const privilegeCode = POPINS.find((p) => p.key === 'privilege-code');
    if (!privilegeCode) throw new Error('no privilege-code pop-in');
    expect(popinDocument(privilegeCode, 'fr')).toMatch(/^<h2>Code privilège<\/h2>\n<p>/);
    expect(popinDocument(privilegeCode, 'uk')).toMatch(/^<h2>Privilege code<\/h2>\n<p>/);
  });

  it('are linked from the help page in both stores and from the French footer', () => {
    const linked = (html: string) =>
      hrefs(html).filter((href) => /^\/(fr|uk)\/media\/wysiwyg\/popin\//.test(href));
    const help = CMS_PAGES.find((p) => p.key === 'help');
    for (const store of STORES)
      expect(linked(help?.html[store] ?? '')).toEqual([
        `/${store}/media/wysiwyg/popin/privilege-code`,
      ]);
    expect(linked(FOOTER_HTML.fr)).toEqual(['/fr/media/wysiwyg/popin/instalments']);
  });

  it('offers instalments in France only and the personal account in the UK only', () => {
    const popin = (key: string) => POPINS.find((p) => p.key === key)?.html;
    expect(popin('instalments')?.fr).toContain('100 €');
    expect(popin('instalments')?.uk).toContain('not offered');
    expect(popin('personal-account-terms')?.uk).toContain('£1,000');
    expect(popin('personal-account-terms')?.fr).toContain('réservé à notre boutique britannique');
    expect(popin('newsletter-offer')?.fr).toContain('10€ OFFERTS');
  });
});

describe('size guides', () => {
  for (const scale of SCALES) {
    for (const store of STORES) {
      it(`${scale} (${store}): a measurement table with one row per size`, () => {
        const html = sizeGuideHtml(store, scale);
        const rows = html.split('<tr>').slice(1);
        expect(rows).toHaveLength(SIZE_SCALES[scale].length + 1);
        const [header = '', ...body] = rows;
        const columns = (header.match(/<th>/g) ?? []).length;
        expect(columns).toBeGreaterThanOrEqual(2);
        for (const row of body) expect((row.match(/<td>/g) ?? []).length).toBe(columns);
        SIZE_SCALES[scale].forEach((size, i) => {
          expect(body[i]).toContain(`<td>${size.label[store]}</td>`);
        });
        expect(html).toMatch(/^<h2>[^<]+<\/h2><p>[^<]{40,}<\/p><table>/);
      });
    }

    it(`${scale}: French and English differ`, () => {
      expect(sizeGuideHtml('fr', scale)).not.toBe(sizeGuideHtml('uk', scale));
    });
  }

  it('gives believable measurements', () => {
    expect(sizeGuideHtml('fr', 'clothing')).toContain(
      '<td>38</td><td>86-89</td><td>68-71</td><td>94-97</td>',
    );
    expect(sizeGuideHtml('uk', 'clothing')).toContain('<td>10</td><td>38</td>');
    expect(sizeGuideHtml('fr', 'shoes')).toContain('<td>42</td><td>27,0</td>');
    expect(sizeGuideHtml('uk', 'shoes')).toContain('<td>8</td><td>42</td><td>27.0</td>');
    expect(sizeGuideHtml('fr', 'bra')).toContain('<td>85B</td><td>68-72</td><td>84-86</td>');
    expect(sizeGuideHtml('fr', 'bra')).toContain('Tour de dessous de poitrine');
    expect(sizeGuideHtml('uk', 'bedding')).toContain('Super king');
  });
});

describe('footer', () => {
  it('has the customer service phone numbers and tariffs', () => {
    expect(FOOTER_HTML.fr).toContain('09 69 32 00 00');
    expect(FOOTER_HTML.fr).toContain('service gratuit + prix de l’appel');
    expect(FOOTER_HTML.uk).toContain('0344 800 0000');
    expect(FOOTER_HTML.uk).toContain('13p per minute plus your phone company’s access charge');
  });

  it('links to every CMS page of its store', () => {
    for (const store of STORES) {
      const links = hrefs(FOOTER_HTML[store]);
      for (const page of CMS_PAGES) expect(links).toContain(`/${store}${page.path[store]}`);
      expect(FOOTER_HTML[store].split('<section>').length - 1).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('internalLinkingHtml', () => {
  it('escapes titles, labels and URLs', () => {
    const html = internalLinkingHtml('fr', 'Robes <femme> & "co"', [
      { label: '<script>alert(1)</script>', url: '/fr/C-10001-robes?a=1&b="2"' },
    ]);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<h2>Robes &lt;femme&gt; &amp; &quot;co&quot;</h2>');
    expect(html).toContain('href="/fr/C-10001-robes?a=1&amp;b=&quot;2&quot;"');
    expect(parseMarkup(html, 'fragment').errors).toEqual([]);
  });

  it('is a section with a heading and a list of links in order', () => {
    const html = internalLinkingHtml('uk', 'Women', [
      { label: 'Dresses', url: '/uk/C-10001-dresses' },
      { label: 'Skirts', url: '/uk/C-10002-skirts' },
    ]);
    expect(html).toBe(
      '<section><h2>Women</h2><ul><li><a href="/uk/C-10001-dresses">Dresses</a></li><li><a href="/uk/C-10002-skirts">Skirts</a></li></ul></section>',
    );
    expect(internalLinkingHtml('uk', 'Empty', [])).toBe(
      '<section><h2>Empty</h2><ul></ul></section>',
    );
  });

  it('puts site-relative URLs under the store segment', () => {
    const html = internalLinkingHtml('fr', 'Robes', [
      { label: 'Robes', url: '/C-10001-robes' },
      { label: 'Accueil', url: '/fr' },
      { label: 'Ailleurs', url: 'https://example.com/page' },
    ]);
    expect(hrefs(html)).toEqual(['/fr/C-10001-robes', '/fr', 'https://example.com/page']);
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'C-10001-robes', 'data:text/html,x'])(
    'refuses the URL %j',
    (url) => {
      expect(() => internalLinkingHtml('fr', 'x', [{ label: 'x', url }])).toThrow(RangeError);
    },
  );
});
