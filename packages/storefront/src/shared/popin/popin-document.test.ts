import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { readPopinHtml } from './popin-document.js';

const { DOMParser } = new JSDOM('').window;
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('readPopinHtml', () => {
  it('takes the heading the pop-in opens with as its title, out of its body', () => {
    expect(
      readPopinHtml('<h2>Code privilège</h2>\n<p>Saisissez-le dans votre panier.</p>', parse),
    ).toEqual({ title: 'Code privilège', body: '<p>Saisissez-le dans votre panier.</p>' });
  });

  it('has no title when the pop-in does not open with a heading', () => {
    const html = '<p>Texte</p><h2>Plus loin</h2>';
    expect(readPopinHtml(html, parse)).toEqual({ title: undefined, body: html });
    expect(readPopinHtml('<h2> </h2><p>Texte</p>', parse)).toEqual({
      title: undefined,
      body: '<h2> </h2><p>Texte</p>',
    });
    expect(readPopinHtml('', parse)).toEqual({ title: undefined, body: '' });
  });
});
