import { describe, expect, it } from 'vitest';
import { escapeXml, renderIllustration, type IllustrationView } from './illustrations.js';
import { decodeXml, parseMarkup, utf8Length } from './markup.test-support.js';
import { ILLUSTRATION_KINDS } from './vocabulary.js';

const VIEWS: readonly IllustrationView[] = ['front', 'back', 'detail'];
const TITLE = 'Robe fleurie <en lin> & "coton" d’été';

describe('the markup checker used by these tests', () => {
  it.each([
    ['<svg><g></svg>', 'document'],
    ['<svg>a & b</svg>', 'document'],
    ['<svg a="1" a="2"/>', 'document'],
    ['<svg/><svg/>', 'document'],
    ['text<svg/>', 'document'],
    ['<p>unclosed', 'fragment'],
    ['<p x=1>', 'fragment'],
  ] as const)('rejects %j', (markup, mode) => {
    expect(parseMarkup(markup, mode).errors).not.toEqual([]);
  });

  it('accepts well-formed markup', () => {
    expect(parseMarkup('<p>a &amp; b</p><ul><li>x</li></ul>', 'fragment').errors).toEqual([]);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('escapes ampersands once and leaves other text alone', () => {
    expect(escapeXml('&amp; été')).toBe('&amp;amp; été');
    expect(decodeXml(escapeXml(TITLE))).toBe(TITLE);
  });
});

describe('renderIllustration', () => {
  for (const kind of ILLUSTRATION_KINDS) {
    for (const view of VIEWS) {
      it(`renders ${kind} ${view} as a small standalone SVG`, () => {
        const svg = renderIllustration(kind, view, '#C0262D', TITLE);
        const parsed = parseMarkup(svg, 'document');
        expect(parsed.errors).toEqual([]);
        const [root] = parsed.elements;
        expect(root?.name).toBe('svg');
        expect(root?.attributes).toMatchObject({
          xmlns: 'http://www.w3.org/2000/svg',
          viewBox: '0 0 400 500',
          width: '400',
          height: '500',
        });
        expect(svg).toContain(`<title>${escapeXml(TITLE)}</title>`);
        expect(parsed.elements.filter((e) => e.name === 'title')).toHaveLength(1);
        expect(utf8Length(svg)).toBeLessThan(4096);
        expect(svg.toLowerCase()).not.toContain('<script');
        const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
        expect(withoutNamespace).not.toMatch(/https?:|href|<image|<text|<style|font|\son[a-z]+=/i);
        expect(parsed.elements.length).toBeGreaterThan(5);
      });
    }

    it(`renders ${kind} deterministically, with a back that differs from the front`, () => {
      const render = (view: IllustrationView) => renderIllustration(kind, view, '#1F2A44', 'x');
      expect(render('front')).toBe(render('front'));
      expect(render('back')).toBe(render('back'));
      expect(render('front')).not.toBe(render('back'));
      expect(render('detail')).not.toBe(render('front'));
      expect(render('detail')).not.toBe(render('back'));
    });
  }

  it('draws every kind differently', () => {
    const fronts = ILLUSTRATION_KINDS.map((kind) =>
      renderIllustration(kind, 'front', '#9CAF88', ''),
    );
    expect(new Set(fronts).size).toBe(ILLUSTRATION_KINDS.length);
  });

  it('paints the item in the colour with a computed darker shade', () => {
    const svg = renderIllustration('dress', 'front', '#c0262d', 'Robe');
    expect(svg).toContain('fill="#C0262D"');
    const strokes = [...svg.matchAll(/stroke="(#[0-9A-F]{6})"/g)].map(([, hex = '']) => hex);
    expect(strokes.length).toBeGreaterThan(0);
    const luminance = (hex: string) =>
      [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);
    for (const stroke of strokes) expect(luminance(stroke)).toBeLessThan(luminance('#C0262D'));
    expect(renderIllustration('towel', 'front', '#abc', 'x')).toContain('#AABBCC');
    expect(renderIllustration('towel', 'front', 'FFFFFF', 'x')).toContain('#FFFFFF');
  });

  it('changes with the colour', () => {
    expect(renderIllustration('coat', 'front', '#1A1A1A', 'x')).not.toBe(
      renderIllustration('coat', 'front', '#FFFFFF', 'x'),
    );
  });

  it.each(['red', '#12345', '', '#C0262D" onload="alert(1)'])('rejects the colour %j', (hex) => {
    expect(() => renderIllustration('dress', 'front', hex, 'x')).toThrow(RangeError);
  });

  it('keeps an awkward title well-formed', () => {
    const title = `<script>alert('x')</script> & ]]> "quotes"`;
    const svg = renderIllustration('bag', 'detail', '#C9A44C', title);
    expect(parseMarkup(svg, 'document').errors).toEqual([]);
    expect(svg).not.toContain('<script');
    const [, inner = ''] = /<title>(.*)<\/title>/.exec(svg) ?? [];
    expect(decodeXml(inner)).toBe(title);
  });
});
