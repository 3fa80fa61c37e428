import { describe, expect, it } from 'vitest';
import { planCatalogue } from './catalogue-plan.js';
import { LOOK_RECIPES, MAX_LOOKS, planLooks } from './look-plan.js';
import { lookTitle } from './seed-looks.js';

const SEED = 20_261_121;
const plan = planCatalogue(SEED);
const looks = planLooks(plan.products);
const recipeOf = (title: string) => LOOK_RECIPES.find((recipe) => recipe.title.fr === title);

describe('the looks of the generated catalogue', () => {
  it('are the same for the same catalogue: a sensible number, numbered in display order', () => {
    expect(looks.length).toBeGreaterThanOrEqual(8);
    expect(looks.length).toBeLessThanOrEqual(MAX_LOOKS);
    expect(looks.map((look) => look.id)).toEqual(
      looks.map((_, i) => `L-${String(i + 1).padStart(3, '0')}`),
    );
    const again = planLooks(planCatalogue(SEED).products);
    expect(again.map((l) => [l.id, l.colour.code, ...l.pieces.map((p) => p.id)])).toEqual(
      looks.map((l) => [l.id, l.colour.code, ...l.pieces.map((p) => p.id)]),
    );
  });

  it('go through every recipe before making a second look of one', () => {
    const firstRound = looks.slice(0, LOOK_RECIPES.length).map((look) => look.title.fr);
    expect(firstRound).toEqual(LOOK_RECIPES.map((recipe) => recipe.title.fr));
  });

  it('put together one product of each of the recipe’s categories, with its nouns', () => {
    for (const look of looks) {
      const recipe = recipeOf(look.title.fr);
      if (!recipe) throw new Error(`${look.id}: no recipe ${look.title.fr}`);
      expect(
        look.pieces.map((p) => p.category.seed.key),
        look.id,
      ).toEqual(recipe.slots.map((slot) => slot.category));
      look.pieces.forEach((piece, i) => {
        const nouns = recipe.slots[i]?.nouns;
        if (nouns) expect(nouns, `${look.id} ${piece.id}`).toContain(piece.noun.uk);
        // Sold singly: a look is no place for a pack of three.
        expect(piece.packSize).toBe(1);
      });
    }
  });

  it('are sold in one colour: every piece has it, with a size in stock', () => {
    for (const look of looks)
      for (const piece of look.pieces) {
        const sizes = piece.variants.filter((v) => v.colour.code === look.colour.code);
        expect(sizes.length, `${look.id} ${piece.id}`).toBeGreaterThan(0);
        expect(
          sizes.some((v) => v.stock > 0),
          `${look.id} ${piece.id}`,
        ).toBe(true);
      }
  });

  it('hold each product once, and keep to one brand when the catalogue allows', () => {
    const ids = looks.flatMap((look) => look.pieces.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    const oneBrand = looks.filter((look) => new Set(look.pieces.map((p) => p.brand)).size === 1);
    expect(oneBrand.length).toBeGreaterThanOrEqual(looks.length / 2);
  });

  it('are titled in each store’s language, with their colour', () => {
    const [first] = looks;
    if (!first) throw new Error('no look');
    expect(lookTitle(first, 'fr')).toBe(`${first.title.fr} – ${first.colour.label.fr}`);
    expect(lookTitle(first, 'uk')).toBe(`${first.title.uk} – ${first.colour.label.uk}`);
    expect(
      lookTitle({ ...first, title: { fr: 'Pull et jean', uk: 'Jumper and jeans' } }, 'uk'),
    ).toMatch(/^Jumper and jeans – /);
  });
});
