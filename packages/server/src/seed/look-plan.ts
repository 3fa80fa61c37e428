import type { ProductPlan } from './catalogue-plan.js';
import type { ColourSeed, Localised } from './vocabulary.js';

/**
 * Mix and match (spec 2.1): looks of coordinated pieces sold separately, made from the generated
 * catalogue. A recipe names the categories whose products go together (a bra and its knickers, a
 * suit's jacket and trousers…), optionally only some of their nouns; a look takes one product per
 * slot, all sold in one shared colour, preferring the first piece's brand.
 */
interface LookSlot {
  /** A leaf category's key (vocabulary.ts). */
  category: string;
  /** Only products named so (the nouns' UK words); any product of the category when absent. */
  nouns?: readonly string[];
}

export interface LookRecipe {
  title: Localised;
  slots: readonly LookSlot[];
}

const recipe = (fr: string, uk: string, ...slots: LookSlot[]): LookRecipe => ({
  title: { fr, uk },
  slots,
});

export const LOOK_RECIPES: readonly LookRecipe[] = [
  recipe(
    'Soutien-gorge et culotte',
    'Bra and knickers',
    { category: 'lingerie-bras' },
    { category: 'lingerie-briefs', nouns: ['knickers', 'short knickers', 'briefs'] },
  ),
  recipe(
    'Costume : veste et pantalon',
    'Suit: jacket and trousers',
    { category: 'men-suits', nouns: ['suit jacket'] },
    { category: 'men-trousers', nouns: ['suit trousers'] },
  ),
  recipe(
    'Tenue de plage',
    'Beach outfit',
    { category: 'women-swimwear' },
    { category: 'women-shorts' },
    { category: 'shoes-women-sandals' },
  ),
  recipe(
    'Chemise et jupe',
    'Shirt and skirt',
    { category: 'women-shirts' },
    { category: 'women-skirts' },
  ),
  recipe(
    'Pull et jean',
    'Jumper and jeans',
    { category: 'women-knitwear' },
    {
      category: 'women-jeans',
    },
  ),
  recipe(
    'Veste et pantalon',
    'Jacket and trousers',
    { category: 'women-coats', nouns: ['jacket', 'trench coat'] },
    { category: 'women-trousers', nouns: ['trousers', 'wide-leg trousers', 'cigarette trousers'] },
  ),
  recipe(
    'Chemise et chino',
    'Shirt and chinos',
    { category: 'men-shirts' },
    { category: 'men-trousers', nouns: ['chinos'] },
  ),
  recipe(
    'Nuisette et peignoir',
    'Slip and dressing gown',
    { category: 'lingerie-nightdresses' },
    { category: 'lingerie-gowns' },
  ),
  recipe(
    'Brassière et legging de sport',
    'Sports bra and leggings',
    { category: 'lingerie-sports-bras', nouns: ['sports bra'] },
    { category: 'women-sportswear', nouns: ['sports leggings'] },
  ),
  recipe(
    'Tunique et pantalon',
    'Tunic and trousers',
    { category: 'plus-tunics' },
    { category: 'plus-trousers' },
  ),
  recipe(
    'Short de bain et claquettes',
    'Swim shorts and sliders',
    { category: 'men-swimwear' },
    { category: 'shoes-men-sandals', nouns: ['sliders'] },
  ),
];

/** How many looks each store shows, at most: every recipe once, then a second round. */
export const MAX_LOOKS = 16;

export interface LookPlan {
  /** 'L-001', in display order. */
  id: string;
  title: Localised;
  colour: ColourSeed;
  pieces: ProductPlan[];
}

/** A product that can be bought in this colour: some size of it is in stock. */
const sellableIn = (product: ProductPlan, colour: ColourSeed) =>
  product.variants.some((v) => v.colour.code === colour.code && v.stock > 0);

/** Most popular first, then by id: the same catalogue always gives the same looks. */
const byPopularity = (a: ProductPlan, b: ProductPlan) =>
  b.popularity - a.popularity || a.id.localeCompare(b.id);

/** Products of a slot, sold singly (not in lots), best first. */
function candidates(byCategory: Map<string, ProductPlan[]>, slot: LookSlot): ProductPlan[] {
  return (byCategory.get(slot.category) ?? [])
    .filter((p) => p.packSize === 1 && (!slot.nouns || slot.nouns.includes(p.noun.uk)))
    .sort(byPopularity);
}

type Found = Pick<LookPlan, 'colour' | 'pieces'>;

/**
 * The first look the candidates make with products not used yet, or null: one brand throughout
 * when `sameBrand`, else the lead's brand where the other slots have it.
 */
function findLook(
  slots: readonly ProductPlan[][],
  used: ReadonlySet<string>,
  sameBrand: boolean,
): Found | null {
  const [leads = [], ...others] = slots;
  for (const lead of leads) {
    if (used.has(lead.id)) continue;
    for (const colour of lead.colours) {
      if (!sellableIn(lead, colour)) continue;
      const pieces = [lead];
      for (const options of others) {
        const fits = options.filter((p) => !used.has(p.id) && sellableIn(p, colour));
        const match = fits.find((p) => p.brand === lead.brand) ?? (sameBrand ? null : fits[0]);
        if (!match) break;
        pieces.push(match);
      }
      if (pieces.length === slots.length) return { colour, pieces };
    }
  }
  return null;
}

/** The looks of the catalogue: each product in one look at most, every recipe before repeats. */
export function planLooks(products: readonly ProductPlan[]): LookPlan[] {
  const byCategory = Map.groupBy(products, (p) => p.category.seed.key);
  const slots = LOOK_RECIPES.map((r) => r.slots.map((slot) => candidates(byCategory, slot)));
  const used = new Set<string>();
  const looks: LookPlan[] = [];
  for (let round = 0; round < 2; round++)
    LOOK_RECIPES.forEach((recipe, r) => {
      if (looks.length >= MAX_LOOKS) return;
      const options = slots[r] ?? [];
      const found = findLook(options, used, true) ?? findLook(options, used, false);
      if (!found) return;
      for (const piece of found.pieces) used.add(piece.id);
      looks.push({
        id: `L-${String(looks.length + 1).padStart(3, '0')}`,
        title: recipe.title,
        ...found,
      });
    });
  return looks;
}
