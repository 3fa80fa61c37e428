import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { markPopinLinks, popinHref, popinPathOf } from './popin-address.js';

const { DOMParser } = new JSDOM('').window;
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('popinPathOf', () => {
  it('reads the pop-in of a link to its address in this store', () => {
    expect(popinPathOf('/fr/media/wysiwyg/popin/privilege-code', 'fr')).toBe('/privilege-code');
    expect(popinPathOf('/uk/media/wysiwyg/popin/terms/personal-account', 'uk')).toBe(
      '/terms/personal-account',
    );
    expect(popinPathOf('/fr/media/wysiwyg/popin/instalments?from=footer#top', 'fr')).toBe(
      '/instalments',
    );
  });

  it('leaves every other link alone: pages, another store, bad paths', () => {
    for (const href of [
      '/fr/aide',
      '/fr/media/wysiwyg/pages/aide',
      '/uk/media/wysiwyg/popin/privilege-code',
      '/media/wysiwyg/popin/privilege-code',
      'https://example.com/fr/media/wysiwyg/popin/privilege-code',
      '/fr/media/wysiwyg/popin/',
      '/fr/media/wysiwyg/popin/../secret',
      '/fr/media/wysiwyg/popinx',
    ])
      expect(popinPathOf(href, 'fr'), href).toBeUndefined();
  });

  it('is the inverse of popinHref', () => {
    expect(popinHref('uk', '/privilege-code')).toBe('/uk/media/wysiwyg/popin/privilege-code');
    expect(popinPathOf(popinHref('uk', '/privilege-code'), 'uk')).toBe('/privilege-code');
  });
});

describe('markPopinLinks', () => {
  it('marks the links to a pop-in as opening a dialog, and only those', () => {
    const html = markPopinLinks(
      '<p><a href="/fr/aide">Aide</a> <a href="/fr/media/wysiwyg/popin/privilege-code">Code</a></p>',
      'fr',
      parse,
    );
    expect(html).toBe(
      '<p><a href="/fr/aide">Aide</a> <a href="/fr/media/wysiwyg/popin/privilege-code" aria-haspopup="dialog">Code</a></p>',
    );
  });

  it('gives back HTML without pop-in links as it is, without parsing it', () => {
    const unparsable = () => {
      throw new Error('parsed');
    };
    expect(markPopinLinks('<p>Bonjour<br></p>', 'fr', unparsable)).toBe('<p>Bonjour<br></p>');
    // Another store's pop-in is no pop-in here.
    const other = '<a href="/uk/media/wysiwyg/popin/privilege-code">Code</a>';
    expect(markPopinLinks(other, 'fr', unparsable)).toBe(other);
  });
});
