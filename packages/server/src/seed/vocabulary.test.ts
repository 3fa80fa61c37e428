import { describe, expect, it } from 'vitest';
import {
  ADJECTIVES,
  ALL_CATEGORIES,
  BRANDS,
  COLOURS,
  DESCRIPTION_SENTENCES,
  ILLUSTRATION_KINDS,
  MATERIALS,
  ORIGINS,
  REVIEW_AUTHORS,
  REVIEW_SNIPPETS,
  SIZE_SCALES,
  STICKERS,
  UNIVERSES,
  adjectivesFor,
  forFamily,
  materialsFor,
  productFamily,
  productLabel,
  slugify,
  type AdjectiveSeed,
  type MaterialSeed,
  type ProductFamily,
  type ProductNoun,
  type SizeScale,
  type StoreCode,
} from './vocabulary.js';

const STORES: readonly StoreCode[] = ['fr', 'uk'];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FAMILIES: readonly ProductFamily[] = [
  'apparel',
  'accessories',
  'care',
  'home-textile',
  'lighting',
  'candle',
  'tableware',
];

const duplicates = (values: readonly string[]): string[] =>
  values.filter((value, i) => values.indexOf(value) !== i);

/** The adjective whose French masculine form is `m`. */
function adjective(m: string): AdjectiveSeed {
  const found = ADJECTIVES.find((a) => a.fr.m === m);
  if (!found) throw new Error(`no adjective ${m}`);
  return found;
}
function material(key: string): MaterialSeed {
  const found = MATERIALS.find((m) => m.key === key);
  if (!found) throw new Error(`no material ${key}`);
  return found;
}
/** The noun of the catalogue whose French text is `fr`. */
function noun(fr: string): ProductNoun {
  const found = ALL_CATEGORIES.flatMap((c) => c.nouns).find((n) => n.fr === fr);
  if (!found) throw new Error(`no noun ${fr}`);
  return found;
}

describe('universes and categories', () => {
  it('has the seven universes of the spec, in menu order', () => {
    expect(UNIVERSES.map((u) => u.key)).toEqual([
      'women',
      'men',
      'plus-sizes',
      'lingerie',
      'shoes',
      'well-being',
      'home',
    ]);
    expect(UNIVERSES.map((u) => u.label.fr)).toContain('Grandes tailles');
    expect(UNIVERSES.map((u) => u.label.uk)).toContain('Plus sizes');
    expect(UNIVERSES.find((u) => u.key === 'well-being')?.slug).toEqual({
      fr: 'bien-etre',
      uk: 'well-being',
    });
  });

  it('has 60 to 80 categories, in 2 to 4 non-empty groups per universe', () => {
    expect(ALL_CATEGORIES.length).toBeGreaterThanOrEqual(60);
    expect(ALL_CATEGORIES.length).toBeLessThanOrEqual(80);
    for (const universe of UNIVERSES) {
      expect(universe.groups.length, universe.key).toBeGreaterThanOrEqual(2);
      expect(universe.groups.length, universe.key).toBeLessThanOrEqual(4);
      for (const group of universe.groups) expect(group.categories.length).toBeGreaterThan(0);
    }
  });

  it('has category keys unique across every universe', () => {
    expect(duplicates(ALL_CATEGORIES.map((c) => c.key))).toEqual([]);
  });

  it('has slugs unique within a universe in each store (groups and categories)', () => {
    for (const universe of UNIVERSES) {
      for (const store of STORES) {
        const slugs = universe.groups.flatMap((g) => [
          g.slug[store],
          ...g.categories.map((c) => c.slug[store]),
        ]);
        expect(duplicates(slugs), `${universe.key} ${store}`).toEqual([]);
      }
    }
  });

  it('has lower-case ASCII kebab-case slugs derived from the labels of the same store', () => {
    const labelled = [...UNIVERSES, ...UNIVERSES.flatMap((u) => u.groups), ...ALL_CATEGORIES];
    for (const item of labelled) {
      for (const store of STORES) {
        expect(item.slug[store]).toMatch(SLUG);
        expect(item.slug[store]).toBe(slugify(item.label[store], store));
      }
    }
  });

  it('labels every category differently in French and in English', () => {
    for (const category of ALL_CATEGORIES) {
      expect(category.label.fr, category.key).not.toBe(category.label.uk);
      expect(category.slug.fr.length).toBeGreaterThan(0);
    }
  });

  it('gives every category nouns, materials that exist, suitable adjectives and a sane price range', () => {
    const materialKeys = new Set(MATERIALS.map((m) => m.key));
    for (const category of ALL_CATEGORIES) {
      expect(category.nouns.length, category.key).toBeGreaterThanOrEqual(1);
      expect(category.materials.length, category.key).toBeGreaterThanOrEqual(1);
      for (const key of category.materials) expect(materialKeys, category.key).toContain(key);
      expect(materialsFor(category).map((m) => m.key)).toEqual(category.materials);
      expect(adjectivesFor(category).length, category.key).toBeGreaterThanOrEqual(5);
      const [min, max] = category.priceRangeEur;
      expect(Number.isInteger(min) && Number.isInteger(max)).toBe(true);
      expect(min).toBeGreaterThan(0);
      expect(min).toBeLessThan(max);
      expect(max).toBeLessThanOrEqual(250);
      for (const n of category.nouns) {
        expect(n.fr.charAt(0)).toBe(n.fr.charAt(0).toUpperCase());
        expect(n.uk.trim()).toBe(n.uk);
      }
    }
  });

  it('sizes plus sizes, bras, shoes, bedding and curtains on their own scales', () => {
    const scaleOf = (key: string): SizeScale | undefined =>
      ALL_CATEGORIES.find((c) => c.key === key)?.sizeScale;
    const plus = UNIVERSES.find((u) => u.key === 'plus-sizes');
    const plusScales = new Set(plus?.groups.flatMap((g) => g.categories.map((c) => c.sizeScale)));
    expect([...plusScales].sort()).toEqual(['bra', 'plus']);
    expect(scaleOf('lingerie-bras')).toBe('bra');
    expect(scaleOf('shoes-women-boots')).toBe('shoes');
    expect(scaleOf('home-duvet-covers')).toBe('bedding');
    expect(scaleOf('home-curtains')).toBe('curtains');
    expect(scaleOf('wellbeing-face')).toBe('one-size');
  });

  it('sells briefs, towels and tableware in packs but not dresses', () => {
    const packable = (key: string) => ALL_CATEGORIES.find((c) => c.key === key)?.packable;
    expect(packable('lingerie-briefs')).toBe(true);
    expect(packable('men-underwear')).toBe(true);
    expect(packable('home-towels')).toBe(true);
    expect(packable('home-tableware')).toBe(true);
    expect(packable('women-dresses')).toBeUndefined();
  });

  it('uses British words in the UK store', () => {
    const ukLabels = ALL_CATEGORIES.map((c) => c.label.uk).join(' | ');
    expect(ukLabels).toContain('Jumpers');
    expect(ukLabels).toContain('Trousers');
    expect(ukLabels).toContain('Knickers');
    expect(ukLabels).toContain('trainers');
    expect(ukLabels).not.toMatch(/\b(pants|sneakers|sweaters|color)\b/i);
  });

  it('draws every illustration kind for some category, and knows every kind', () => {
    expect(new Set(ILLUSTRATION_KINDS).size).toBe(27);
    const used = new Set(ALL_CATEGORIES.map((c) => c.illustration));
    expect([...used].sort()).toEqual([...ILLUSTRATION_KINDS].sort());
  });
});

describe('slugify', () => {
  it.each([
    ['Pulls et gilets', 'fr', 'pulls-et-gilets'],
    ['Bien-être', 'fr', 'bien-etre'],
    ["Taies d'oreiller", 'fr', 'taies-d-oreiller'],
    ['Œufs & cœurs', 'fr', 'oeufs-et-coeurs'],
    ['T-shirts & tops', 'uk', 't-shirts-and-tops'],
    ["Women's trainers", 'uk', 'womens-trainers'],
    ['  Sale!  50% off ', 'uk', 'sale-50-off'],
  ] as const)('%s (%s) → %s', (text, store, slug) => {
    expect(slugify(text, store)).toBe(slug);
  });
});

describe('colours, brands, materials, adjectives', () => {
  it('has at least 16 colours with unique three-digit codes and #RRGGBB hex values', () => {
    expect(COLOURS.length).toBeGreaterThanOrEqual(16);
    expect(duplicates(COLOURS.map((c) => c.code))).toEqual([]);
    expect(duplicates(COLOURS.map((c) => c.hex))).toEqual([]);
    for (const colour of COLOURS) {
      expect(colour.code).toMatch(/^\d{3}$/);
      expect(colour.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(colour.label.fr.length).toBeGreaterThan(0);
      expect(colour.label.uk.length).toBeGreaterThan(0);
    }
    expect(COLOURS.map((c) => c.label.uk)).toContain('Grey marl');
  });

  it('has at least 20 distinct brands', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(20);
    expect(duplicates([...BRANDS])).toEqual([]);
  });

  it('has at least 12 materials with unique keys, for fashion and for home', () => {
    expect(MATERIALS.length).toBeGreaterThanOrEqual(12);
    expect(duplicates(MATERIALS.map((m) => m.key))).toEqual([]);
    expect(MATERIALS.filter((m) => m.forFashion).length).toBeGreaterThanOrEqual(6);
    expect(MATERIALS.filter((m) => m.forHome).length).toBeGreaterThanOrEqual(6);
    for (const m of MATERIALS) expect(m.fr).toMatch(/^(en|à|au|aux) /);
  });

  it('has at least 25 adjectives, each suiting a family, and several per family', () => {
    expect(ADJECTIVES.length).toBeGreaterThanOrEqual(25);
    expect(duplicates(ADJECTIVES.map((a) => a.uk))).toEqual([]);
    for (const a of ADJECTIVES) expect(a.families.length).toBeGreaterThan(0);
    for (const family of FAMILIES) {
      expect(
        ADJECTIVES.filter((a) => a.families.includes(family)).length,
        family,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('derives product families from illustrations', () => {
    const family = (key: string) => {
      const category = ALL_CATEGORIES.find((c) => c.key === key);
      if (!category) throw new Error(key);
      return productFamily(category);
    };
    expect(family('women-dresses')).toBe('apparel');
    expect(family('shoes-handbags')).toBe('accessories');
    expect(family('wellbeing-face')).toBe('care');
    expect(family('home-candles')).toBe('candle');
    expect(family('home-tableware')).toBe('tableware');
  });
});

describe('productLabel', () => {
  it('makes the French adjective agree with a feminine noun', () => {
    const robe = noun('Robe');
    expect(productLabel('fr', robe, adjective('fleuri'), material('linen'))).toBe(
      'Robe fleurie en lin',
    );
    expect(productLabel('uk', robe, adjective('fleuri'), material('linen'))).toBe(
      'Floral linen dress',
    );
    expect(productLabel('fr', noun('Housse de couette'), adjective('rayé'))).toBe(
      'Housse de couette rayée',
    );
  });

  it('keeps the masculine form for a masculine noun', () => {
    expect(productLabel('fr', noun('Pull'), adjective('fleuri'))).toBe('Pull fleuri');
    expect(productLabel('uk', noun('Pull'), adjective('fleuri'))).toBe('Floral jumper');
    expect(productLabel('fr', noun('Pull'), adjective('doux'), material('merino'))).toBe(
      'Pull doux en laine mérinos',
    );
    expect(productLabel('fr', noun('Robe'), adjective('doux'))).toBe('Robe douce');
  });

  it('makes the adjective plural for plural French nouns, except invariable ones and -s/-x endings', () => {
    const baskets = noun('Baskets');
    expect(productLabel('fr', baskets, adjective('léger'), material('leather'))).toBe(
      'Baskets légères en cuir',
    );
    expect(productLabel('uk', baskets, adjective('léger'), material('leather'))).toBe(
      'Lightweight leather trainers',
    );
    expect(productLabel('fr', noun('Escarpins'), adjective('élégant'))).toBe('Escarpins élégants');
    expect(productLabel('fr', noun('Escarpins'), adjective('écossais'))).toBe('Escarpins écossais');
    expect(productLabel('fr', baskets, adjective('écossais'))).toBe('Baskets écossaises');
    expect(productLabel('fr', noun('Chaussons'), adjective('moelleux'))).toBe('Chaussons moelleux');
    expect(productLabel('fr', baskets, adjective('vintage'))).toBe('Baskets vintage');
    expect(productLabel('fr', noun('Bottines'), adjective('à pois'))).toBe('Bottines à pois');
  });

  it('capitalises only the first letter and keeps the noun as written', () => {
    expect(productLabel('uk', noun('T-shirt'), adjective('rayé'), material('organic-cotton'))).toBe(
      'Striped organic cotton T-shirt',
    );
    expect(productLabel('uk', noun('Pyjama'), adjective('scandinave'))).toBe(
      'Scandinavian-style pyjamas',
    );
    expect(
      productLabel('fr', noun('Crème de jour'), adjective('hydratant'), material('aloe-vera')),
    ).toBe("Crème de jour hydratante à l'aloe vera");
  });

  it('uses the feminine form with every feminine noun and every adjective of the catalogue', () => {
    for (const category of ALL_CATEGORIES) {
      for (const n of category.nouns) {
        for (const a of adjectivesFor(category)) {
          const label = productLabel('fr', n, a);
          const form = n.frGender === 'f' ? a.fr.f : a.fr.m;
          expect(label.startsWith(`${n.fr} ${form}`), label).toBe(true);
          expect(productLabel('uk', n, a).toLowerCase()).toBe(`${a.uk} ${n.uk}`.toLowerCase());
        }
      }
    }
  });
});

describe('sizes', () => {
  it('has every scale non-empty with unique codes and both labels', () => {
    for (const [scale, sizes] of Object.entries(SIZE_SCALES)) {
      expect(sizes.length, scale).toBeGreaterThan(0);
      expect(duplicates(sizes.map((s) => s.code)), scale).toEqual([]);
      for (const size of sizes) {
        expect(size.code).toMatch(/^[A-Z0-9x]+$/);
        expect(size.label.fr.length).toBeGreaterThan(0);
        expect(size.label.uk.length).toBeGreaterThan(0);
      }
    }
  });

  it('converts French sizes to UK sizes', () => {
    const uk = (scale: SizeScale, code: string) =>
      SIZE_SCALES[scale].find((s) => s.code === code)?.label.uk;
    expect(SIZE_SCALES.clothing.map((s) => s.code)).toEqual([
      '34',
      '36',
      '38',
      '40',
      '42',
      '44',
      '46',
      '48',
      '50',
      '52',
      '54',
    ]);
    expect(uk('clothing', '34')).toBe('6');
    expect(uk('clothing', '54')).toBe('26');
    expect(uk('plus', '46')).toBe('18');
    expect(uk('bra', '85B')).toBe('32B');
    expect(uk('bra', '90E')).toBe('34DD');
    expect(uk('shoes', '36')).toBe('3');
    expect(uk('shoes', '42')).toBe('8');
    expect(uk('shoes', '46')).toBe('11');
    expect(uk('trousers', '42')).toBe('W32');
    expect(SIZE_SCALES['one-size']).toEqual([{ code: 'TU', label: { fr: 'TU', uk: 'One size' } }]);
    expect(SIZE_SCALES.bedding.map((s) => s.code)).toContain('140x190');
    expect(SIZE_SCALES.curtains.map((s) => s.code)).toContain('140x240');
  });
});

describe('texts', () => {
  it('has origins with traceability in both languages', () => {
    expect(ORIGINS.length).toBeGreaterThanOrEqual(5);
    for (const origin of ORIGINS) {
      expect(origin.fr).toMatch(/^Fabriqué (en|au) /);
      expect(origin.uk).toMatch(/^Made in /);
      expect(origin.fr.split('.').length).toBeGreaterThan(2);
    }
  });

  it('has opening, care and fit sentences for every product family', () => {
    for (const family of FAMILIES) {
      for (const [part, sentences] of Object.entries(DESCRIPTION_SENTENCES)) {
        expect(forFamily(sentences, family).length, `${part} ${family}`).toBeGreaterThan(0);
      }
    }
  });

  it('puts {noun} in both languages of a sentence or in neither', () => {
    const all = Object.values(DESCRIPTION_SENTENCES).flat();
    for (const sentence of all) {
      expect(sentence.fr.includes('{noun}'), sentence.fr).toBe(sentence.uk.includes('{noun}'));
      expect(sentence.fr).not.toBe(sentence.uk);
      expect(sentence.fr.replace(/\{noun\}/g, '')).not.toMatch(/[{}]/);
    }
  });

  it('has at least 30 reviews with every rating, enough for every family', () => {
    expect(REVIEW_SNIPPETS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(REVIEW_SNIPPETS.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const family of FAMILIES) {
      expect(forFamily(REVIEW_SNIPPETS, family).length, family).toBeGreaterThanOrEqual(10);
    }
    for (const review of REVIEW_SNIPPETS) {
      expect(review.title.fr).not.toBe(review.title.uk);
      expect(review.body.fr).not.toBe(review.body.uk);
    }
  });

  it('has at least 30 distinct review authors, first name and initial', () => {
    expect(REVIEW_AUTHORS.length).toBeGreaterThanOrEqual(30);
    expect(duplicates([...REVIEW_AUTHORS])).toEqual([]);
    for (const author of REVIEW_AUTHORS) expect(author).toMatch(/^\p{Lu}[\p{L}-]+ \p{Lu}\.$/u);
  });

  it('has stickers of every kind', () => {
    expect(STICKERS.principal.map((s) => s.uk)).toContain('New');
    expect(STICKERS.secondary.map((s) => s.fr)).toContain('Éco-conçu');
    expect(STICKERS.operation.map((s) => s.uk)).toContain('Sale');
  });
});
