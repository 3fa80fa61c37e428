import { describe, expect, it } from 'vitest';
import { highlightQuery, parseHighlight, suggestionSegments } from './highlight.js';

describe('parseHighlight', () => {
  it('marks the parts wrapped in em, b, strong or mark', () => {
    expect(parseHighlight('<em>Robe</em>s longues')).toEqual([
      { text: 'Robe', match: true },
      { text: 's longues', match: false },
    ]);
    expect(parseHighlight('Pulls <b>col</b> <STRONG>rond</STRONG>')).toEqual([
      { text: 'Pulls ', match: false },
      { text: 'col', match: true },
      { text: ' ', match: false },
      { text: 'rond', match: true },
    ]);
    expect(parseHighlight('<mark class="hl">Jean</mark>s')[0]).toEqual({
      text: 'Jean',
      match: true,
    });
  });

  it('keeps plain labels whole', () => {
    expect(parseHighlight('Linge de maison')).toEqual([{ text: 'Linge de maison', match: false }]);
    expect(parseHighlight('')).toEqual([]);
  });

  it('drops other tags but keeps their text, and never lets markup through', () => {
    const segments = parseHighlight('<span onclick="x()">Robes</span><script>alert(1)</script>');
    expect(segments).toEqual([{ text: 'Robesalert(1)', match: false }]);
  });

  it('decodes entities after splitting, so encoded tags stay text', () => {
    expect(parseHighlight('Linge &amp; <em>lit</em> &lt;b&gt; &#233;t&#xE9;')).toEqual([
      { text: 'Linge & ', match: false },
      { text: 'lit', match: true },
      { text: ' <b> été', match: false },
    ]);
  });

  it('survives nested and unbalanced tags', () => {
    expect(parseHighlight('<em><b>Ro</b>be</em>s</em>')).toEqual([
      { text: 'Robe', match: true },
      { text: 's', match: false },
    ]);
  });
});

describe('highlightQuery', () => {
  it('marks the query whatever the case', () => {
    expect(highlightQuery('Robes de soirée', 'robe')).toEqual([
      { text: 'Robe', match: true },
      { text: 's de soirée', match: false },
    ]);
  });

  it('ignores accents both ways and keeps the original letters', () => {
    expect(highlightQuery('Robes d’été', 'ete')).toEqual([
      { text: 'Robes d’', match: false },
      { text: 'été', match: true },
    ]);
    expect(highlightQuery('Chemises en lin', 'chémise')).toEqual([
      { text: 'Chemise', match: true },
      { text: 's en lin', match: false },
    ]);
  });

  it('marks every occurrence', () => {
    expect(highlightQuery('Lin et linge', 'lin')).toEqual([
      { text: 'Lin', match: true },
      { text: ' et ', match: false },
      { text: 'lin', match: true },
      { text: 'ge', match: false },
    ]);
  });

  it('leaves the label alone when nothing matches or the query is blank', () => {
    expect(highlightQuery('Manteaux', 'robe')).toEqual([{ text: 'Manteaux', match: false }]);
    expect(highlightQuery('Manteaux', '  ')).toEqual([{ text: 'Manteaux', match: false }]);
  });
});

describe('suggestionSegments', () => {
  it('prefers the autocomplete highlight and falls back on the query', () => {
    expect(suggestionSegments('Robes', '<em>Rob</em>es', 'robe')[0]).toEqual({
      text: 'Rob',
      match: true,
    });
    expect(suggestionSegments('Robes', undefined, 'robe')[0]).toEqual({
      text: 'Robe',
      match: true,
    });
  });
});
