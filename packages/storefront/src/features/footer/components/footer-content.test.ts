import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { readFooterHtml } from './footer-content.js';

const { DOMParser } = new JSDOM('').window;
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('readFooterHtml', () => {
  it('makes the sections of links only the link columns, store links relative to the segment', () => {
    const { columns, information } = readFooterHtml(
      `<section><h2>Aide</h2><ul><li><a href="/fr/aide">Aide</a></li>
       <li><a href="https://groupe.example/">Le groupe</a></li></ul></section>
       <section><h3>Services</h3><a href="/fr/catalogrequest/">Catalogue</a></section>`,
      'fr',
      parse,
    );
    expect(columns).toEqual([
      {
        title: 'Aide',
        links: [
          { label: 'Aide', href: '/aide' },
          { label: 'Le groupe', href: 'https://groupe.example/' },
        ],
      },
      { title: 'Services', links: [{ label: 'Catalogue', href: '/catalogrequest/' }] },
    ]);
    expect(information).toBe('');
  });

  it('keeps every other part as HTML, in its order: text, untitled or pop-in sections, loose content', () => {
    const service = '<section><h2>Service client</h2><p>09 69 32 00 00</p></section>';
    const mixed =
      '<section><h2>Livraison</h2><ul><li>Colissimo</li><li><a href="/fr/livraison">Retours</a></li></ul></section>';
    const untitled = '<section><a href="/fr/plan.html">Plan du site</a></section>';
    const popin =
      '<section><h2>Paiement</h2><a href="/fr/media/wysiwyg/popin/instalments">En 3 fois</a></section>';
    const { columns, information } = readFooterHtml(
      `${service}<section><h2>Aide</h2><a href="/fr/aide">Aide</a></section>${mixed}${untitled}${popin}<p>© Vitrine</p>`,
      'fr',
      parse,
    );
    expect(columns.map((column) => column.title)).toEqual(['Aide']);
    expect(information).toBe(`${service}${mixed}${untitled}${popin}<p>© Vitrine</p>`);
  });
});
