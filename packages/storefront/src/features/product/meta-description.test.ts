import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, metaDescription } from './meta-description.js';

describe('metaDescription', () => {
  it('puts a short description on one line', () => {
    expect(metaDescription('Un top léger.\n\nLavage à 30 °C.')).toBe(
      'Un top léger. Lavage à 30 °C.',
    );
  });

  it('cuts a long one at a word, with an ellipsis, within the limit', () => {
    const description = metaDescription(`${'Coupe ample et confortable, '.repeat(10)}fin.`);
    expect(description).toBe(`${'Coupe ample et confortable, '.repeat(5)}Coupe ample…`);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });

  it('leaves no punctuation before the ellipsis', () => {
    expect(metaDescription('Un top léger, très doux', 15)).toBe('Un top léger…');
  });

  it('cuts inside a word only when the text has no space to cut at', () => {
    expect(metaDescription('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
