/**
 * The catalogue vocabulary of the deterministic seed: universes, categories, colours, brands,
 * adjectives, materials, sizes and the sentences the generator assembles, in both stores
 * (`fr`: French, euros; `uk`: British English, pounds). Pure data and pure functions only.
 */

export type StoreCode = 'fr' | 'uk';
export interface Localised {
  fr: string;
  uk: string;
}
export type UniverseKey =
  'women' | 'men' | 'plus-sizes' | 'lingerie' | 'shoes' | 'well-being' | 'home';
export type SizeScale =
  | 'clothing'
  | 'plus'
  | 'trousers'
  | 'bra'
  | 'lingerie'
  | 'shoes'
  | 'one-size'
  | 'bedding'
  | 'curtains';
export type IllustrationKind =
  | 'dress'
  | 'top'
  | 'shirt'
  | 'knit'
  | 'coat'
  | 'trousers'
  | 'jeans'
  | 'skirt'
  | 'shorts'
  | 'swimwear'
  | 'bra'
  | 'briefs'
  | 'nightwear'
  | 'shoe'
  | 'boot'
  | 'sneaker'
  | 'sandal'
  | 'bag'
  | 'cream'
  | 'candle'
  | 'cushion'
  | 'bedding'
  | 'curtain'
  | 'towel'
  | 'lamp'
  | 'rug'
  | 'tableware';

/** Every illustration kind; the Record makes the compiler check that none is missing. */
const KIND_FAMILY: Record<IllustrationKind, ProductFamily> = {
  dress: 'apparel',
  top: 'apparel',
  shirt: 'apparel',
  knit: 'apparel',
  coat: 'apparel',
  trousers: 'apparel',
  jeans: 'apparel',
  skirt: 'apparel',
  shorts: 'apparel',
  swimwear: 'apparel',
  bra: 'apparel',
  briefs: 'apparel',
  nightwear: 'apparel',
  shoe: 'accessories',
  boot: 'accessories',
  sneaker: 'accessories',
  sandal: 'accessories',
  bag: 'accessories',
  cream: 'care',
  candle: 'candle',
  cushion: 'home-textile',
  bedding: 'home-textile',
  curtain: 'home-textile',
  towel: 'home-textile',
  lamp: 'lighting',
  rug: 'home-textile',
  tableware: 'tableware',
};
export const ILLUSTRATION_KINDS = Object.keys(KIND_FAMILY) as readonly IllustrationKind[];

/**
 * What a product is, for choosing words that suit it: adjectives, description sentences and
 * reviews carry the families they fit (none listed = any product).
 */
export type ProductFamily =
  'apparel' | 'accessories' | 'care' | 'home-textile' | 'lighting' | 'candle' | 'tableware';

/** A product noun; `frPlural` nouns ('Baskets') take plural adjectives. */
export interface ProductNoun {
  fr: string;
  frGender: 'm' | 'f';
  frPlural?: boolean;
  uk: string;
}
export interface CategorySeed {
  /** Unique across every universe. */
  key: string;
  label: Localised;
  /** Derived from the label with {@link slugify}. */
  slug: Localised;
  nouns: ProductNoun[];
  sizeScale: SizeScale;
  illustration: IllustrationKind;
  priceRangeEur: [number, number];
  /** Sold in 'pack of N' lots (briefs, towels, napkins, glasses…). */
  packable?: boolean;
  /** Keys of the {@link MATERIALS} that suit this category. */
  materials: readonly string[];
}
/** One mega-menu column heading with its categories. */
interface CategoryGroupSeed {
  label: Localised;
  slug: Localised;
  categories: CategorySeed[];
}
export interface UniverseSeed {
  key: UniverseKey;
  label: Localised;
  slug: Localised;
  groups: CategoryGroupSeed[];
}
export interface ColourSeed {
  /** Three digits, e.g. '012'. */
  code: string;
  label: Localised;
  hex: string;
}
export interface AdjectiveSeed {
  fr: { m: string; f: string };
  uk: string;
  /** Invariable in French ('vintage', 'à pois'): never takes a plural s. */
  frInvariable?: boolean;
  families: readonly ProductFamily[];
}
export interface MaterialSeed {
  key: string;
  /** With its preposition: 'en lin', 'à l'huile d'argan'. */
  fr: string;
  /** Used as a noun adjunct: 'linen', 'argan oil'. */
  uk: string;
  forHome: boolean;
  forFashion: boolean;
}
/** A sentence that may only suit some product families (none listed = any product). */
export interface SentenceSeed extends Localised {
  families?: readonly ProductFamily[];
}
export interface ReviewSeed {
  rating: 1 | 2 | 3 | 4 | 5;
  title: Localised;
  body: Localised;
  families?: readonly ProductFamily[];
}

/** Lower-case ASCII kebab-case slug of a label: 'Pulls et gilets' → 'pulls-et-gilets'. */
export function slugify(text: string, store: StoreCode): string {
  const withoutApostrophes = store === 'uk' ? text.replace(/['’]/g, '') : text;
  return withoutApostrophes
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/&/g, store === 'fr' ? ' et ' : ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const localised = (fr: string, uk: string): Localised => ({ fr, uk });
const slugs = (label: Localised): Localised => ({
  fr: slugify(label.fr, 'fr'),
  uk: slugify(label.uk, 'uk'),
});

/** A singular noun. */
const n = (fr: string, frGender: 'm' | 'f', uk: string): ProductNoun => ({ fr, frGender, uk });
/** A noun that is plural in French ('Baskets', 'Escarpins'). */
const np = (fr: string, frGender: 'm' | 'f', uk: string): ProductNoun => ({
  fr,
  frGender,
  frPlural: true,
  uk,
});

interface CategoryOptions {
  nouns: ProductNoun[];
  sizeScale: SizeScale;
  illustration: IllustrationKind;
  priceRangeEur: [number, number];
  materials: readonly string[];
  packable?: boolean;
}
function category(key: string, fr: string, uk: string, options: CategoryOptions): CategorySeed {
  const label = localised(fr, uk);
  return { key, label, slug: slugs(label), ...options };
}
function group(fr: string, uk: string, categories: CategorySeed[]): CategoryGroupSeed {
  const label = localised(fr, uk);
  return { label, slug: slugs(label), categories };
}
function universe(
  key: UniverseKey,
  fr: string,
  uk: string,
  groups: CategoryGroupSeed[],
): UniverseSeed {
  const label = localised(fr, uk);
  return { key, label, slug: slugs(label), groups };
}

// Nouns shared by several universes.
const DRESSES = [
  n('Robe', 'f', 'dress'),
  n('Robe longue', 'f', 'maxi dress'),
  n('Robe chemise', 'f', 'shirt dress'),
  n('Robe portefeuille', 'f', 'wrap dress'),
];
const TOPS = [n('T-shirt', 'm', 'T-shirt'), n('Top', 'm', 'top'), n('Débardeur', 'm', 'vest top')];
const KNITWEAR = [
  n('Pull', 'm', 'jumper'),
  n('Gilet', 'm', 'cardigan'),
  n('Pull à col roulé', 'm', 'roll-neck jumper'),
];
const WOMEN_COATS = [
  n('Manteau', 'm', 'coat'),
  n('Veste', 'f', 'jacket'),
  n('Trench', 'm', 'trench coat'),
  n('Doudoune', 'f', 'puffer jacket'),
];
const WOMEN_JEANS = [
  n('Jean droit', 'm', 'straight-leg jeans'),
  n('Jean slim', 'm', 'skinny jeans'),
  n('Jean évasé', 'm', 'flared jeans'),
  n('Jean mom', 'm', 'mom jeans'),
];
const SKIRTS = [
  n('Jupe', 'f', 'skirt'),
  n('Jupe plissée', 'f', 'pleated skirt'),
  n('Jupe midi', 'f', 'midi skirt'),
];
const SWIMSUITS = [
  n('Maillot de bain', 'm', 'swimsuit'),
  n('Maillot une pièce', 'm', 'one-piece swimsuit'),
  n('Bikini', 'm', 'bikini'),
];
const BRAS = [
  n('Soutien-gorge', 'm', 'bra'),
  n('Soutien-gorge à armatures', 'm', 'underwired bra'),
  n('Soutien-gorge sans armatures', 'm', 'non-wired bra'),
  n('Soutien-gorge emboîtant', 'm', 'balconette bra'),
];
const TRAINERS = [
  np('Baskets', 'f', 'trainers'),
  np('Baskets montantes', 'f', 'high-top trainers'),
];

const DRESS_MATERIALS = ['linen', 'cotton', 'viscose', 'knit', 'satin', 'cotton-gauze', 'velvet'];
const TOP_MATERIALS = ['cotton', 'organic-cotton', 'jersey', 'linen', 'viscose'];
const SHIRT_MATERIALS = ['cotton', 'linen', 'viscose', 'cotton-gauze', 'satin'];
const KNIT_MATERIALS = ['wool', 'merino', 'cotton', 'knit'];
const COAT_MATERIALS = ['wool', 'cotton', 'recycled-polyester', 'faux-suede', 'velvet'];
const TROUSER_MATERIALS = ['cotton', 'linen', 'viscose', 'velvet', 'stretch-denim'];
const JEANS_MATERIALS = ['denim', 'stretch-denim', 'organic-cotton'];
const SKIRT_MATERIALS = ['cotton', 'linen', 'denim', 'viscose', 'velvet', 'satin'];
const SWIM_MATERIALS = ['recycled-polyester', 'microfibre'];
const BRA_MATERIALS = ['lace', 'cotton', 'microfibre', 'satin'];
const LEATHER_GOODS = ['leather', 'faux-leather', 'suede', 'faux-suede', 'canvas'];

/** The seven universes of the store, in menu order. */
export const UNIVERSES: readonly UniverseSeed[] = [
  universe('women', 'Femme', 'Women', [
    group('Hauts', 'Tops', [
      category('women-tops', 'T-shirts et tops', 'T-shirts & tops', {
        nouns: TOPS,
        sizeScale: 'clothing',
        illustration: 'top',
        priceRangeEur: [9, 35],
        materials: TOP_MATERIALS,
      }),
      category('women-shirts', 'Chemises et blouses', 'Shirts & blouses', {
        nouns: [n('Chemise', 'f', 'shirt'), n('Blouse', 'f', 'blouse'), n('Tunique', 'f', 'tunic')],
        sizeScale: 'clothing',
        illustration: 'shirt',
        priceRangeEur: [19, 59],
        materials: SHIRT_MATERIALS,
      }),
      category('women-knitwear', 'Pulls et gilets', 'Jumpers & cardigans', {
        nouns: KNITWEAR,
        sizeScale: 'clothing',
        illustration: 'knit',
        priceRangeEur: [25, 79],
        materials: KNIT_MATERIALS,
      }),
      category('women-sweatshirts', 'Sweat-shirts', 'Sweatshirts', {
        nouns: [n('Sweat-shirt', 'm', 'sweatshirt'), n('Sweat à capuche', 'm', 'hoodie')],
        sizeScale: 'clothing',
        illustration: 'knit',
        priceRangeEur: [19, 49],
        materials: ['cotton', 'organic-cotton', 'fleece'],
      }),
      category('women-coats', 'Manteaux et vestes', 'Coats & jackets', {
        nouns: WOMEN_COATS,
        sizeScale: 'clothing',
        illustration: 'coat',
        priceRangeEur: [45, 179],
        materials: COAT_MATERIALS,
      }),
    ]),
    group('Robes, jupes et pantalons', 'Dresses, skirts & trousers', [
      category('women-dresses', 'Robes', 'Dresses', {
        nouns: DRESSES,
        sizeScale: 'clothing',
        illustration: 'dress',
        priceRangeEur: [25, 89],
        materials: DRESS_MATERIALS,
      }),
      category('women-skirts', 'Jupes', 'Skirts', {
        nouns: SKIRTS,
        sizeScale: 'clothing',
        illustration: 'skirt',
        priceRangeEur: [19, 59],
        materials: SKIRT_MATERIALS,
      }),
      category('women-trousers', 'Pantalons', 'Trousers', {
        nouns: [
          n('Pantalon', 'm', 'trousers'),
          n('Pantalon large', 'm', 'wide-leg trousers'),
          n('Pantalon cigarette', 'm', 'cigarette trousers'),
          n('Legging', 'm', 'leggings'),
        ],
        sizeScale: 'clothing',
        illustration: 'trousers',
        priceRangeEur: [22, 69],
        materials: TROUSER_MATERIALS,
      }),
      category('women-jeans', 'Jeans', 'Jeans & denim', {
        nouns: WOMEN_JEANS,
        sizeScale: 'clothing',
        illustration: 'jeans',
        priceRangeEur: [29, 69],
        materials: JEANS_MATERIALS,
      }),
      category('women-shorts', 'Shorts et bermudas', 'Shorts', {
        nouns: [n('Short', 'm', 'shorts'), n('Bermuda', 'm', 'knee-length shorts')],
        sizeScale: 'clothing',
        illustration: 'shorts',
        priceRangeEur: [15, 39],
        materials: ['cotton', 'linen', 'denim'],
      }),
    ]),
    group('Plage et sport', 'Beach & sport', [
      category('women-swimwear', 'Maillots de bain', 'Swimwear', {
        nouns: SWIMSUITS,
        sizeScale: 'clothing',
        illustration: 'swimwear',
        priceRangeEur: [19, 65],
        materials: SWIM_MATERIALS,
      }),
      category('women-sportswear', 'Vêtements de sport', 'Sportswear', {
        nouns: [
          n('Legging de sport', 'm', 'sports leggings'),
          n('T-shirt de sport', 'm', 'sports top'),
          n('Veste de sport', 'f', 'track jacket'),
        ],
        sizeScale: 'clothing',
        illustration: 'top',
        priceRangeEur: [15, 49],
        materials: ['recycled-polyester', 'organic-cotton', 'jersey'],
      }),
    ]),
  ]),
  universe('men', 'Homme', 'Men', [
    group('Hauts', 'Tops', [
      category('men-tshirts', 'T-shirts et polos', 'T-shirts & polo shirts', {
        nouns: [
          n('T-shirt', 'm', 'T-shirt'),
          n('Polo', 'm', 'polo shirt'),
          n('T-shirt manches longues', 'm', 'long-sleeved T-shirt'),
        ],
        sizeScale: 'lingerie',
        illustration: 'top',
        priceRangeEur: [12, 39],
        materials: ['cotton', 'organic-cotton', 'jersey', 'linen'],
      }),
      category('men-shirts', 'Chemises', 'Shirts', {
        nouns: [
          n('Chemise', 'f', 'shirt'),
          n('Chemise manches courtes', 'f', 'short-sleeved shirt'),
          n('Surchemise', 'f', 'overshirt'),
        ],
        sizeScale: 'lingerie',
        illustration: 'shirt',
        priceRangeEur: [25, 59],
        materials: ['cotton', 'linen', 'flannel', 'denim'],
      }),
      category('men-knitwear', 'Pulls et gilets', 'Jumpers & cardigans', {
        nouns: [
          n('Pull', 'm', 'jumper'),
          n('Gilet', 'm', 'cardigan'),
          n('Pull col camionneur', 'm', 'zip-neck jumper'),
          n('Sweat-shirt', 'm', 'sweatshirt'),
        ],
        sizeScale: 'lingerie',
        illustration: 'knit',
        priceRangeEur: [29, 79],
        materials: ['wool', 'merino', 'cotton', 'fleece'],
      }),
      category('men-coats', 'Blousons et manteaux', 'Coats & jackets', {
        nouns: [
          n('Blouson', 'm', 'bomber jacket'),
          n('Manteau', 'm', 'overcoat'),
          n('Parka', 'f', 'parka'),
          n('Doudoune', 'f', 'puffer jacket'),
        ],
        sizeScale: 'lingerie',
        illustration: 'coat',
        priceRangeEur: [55, 189],
        materials: ['wool', 'cotton', 'recycled-polyester', 'leather', 'suede'],
      }),
      category('men-suits', 'Costumes et blazers', 'Suits & blazers', {
        nouns: [n('Veste de costume', 'f', 'suit jacket'), n('Blazer', 'm', 'blazer')],
        sizeScale: 'lingerie',
        illustration: 'coat',
        priceRangeEur: [79, 219],
        materials: ['wool', 'linen', 'cotton', 'velvet'],
      }),
    ]),
    group('Pantalons et jeans', 'Trousers & jeans', [
      category('men-trousers', 'Pantalons', 'Trousers', {
        nouns: [
          n('Pantalon chino', 'm', 'chinos'),
          n('Pantalon', 'm', 'trousers'),
          n('Pantalon de costume', 'm', 'suit trousers'),
          n('Pantalon cargo', 'm', 'cargo trousers'),
        ],
        sizeScale: 'trousers',
        illustration: 'trousers',
        priceRangeEur: [29, 69],
        materials: ['cotton', 'linen', 'wool', 'velvet'],
      }),
      category('men-jeans', 'Jeans', 'Jeans & denim', {
        nouns: [
          n('Jean droit', 'm', 'straight-leg jeans'),
          n('Jean slim', 'm', 'slim-fit jeans'),
          n('Jean regular', 'm', 'regular-fit jeans'),
        ],
        sizeScale: 'trousers',
        illustration: 'jeans',
        priceRangeEur: [35, 79],
        materials: JEANS_MATERIALS,
      }),
      category('men-shorts', 'Shorts et bermudas', 'Shorts', {
        nouns: [n('Bermuda', 'm', 'shorts'), n('Short chino', 'm', 'chino shorts')],
        sizeScale: 'trousers',
        illustration: 'shorts',
        priceRangeEur: [19, 39],
        materials: ['cotton', 'linen', 'denim'],
      }),
    ]),
    group('Sous-vêtements et plage', 'Underwear & swimwear', [
      category('men-underwear', 'Caleçons et boxers', 'Boxers & briefs', {
        nouns: [
          n('Boxer', 'm', 'trunks'),
          n('Caleçon', 'm', 'boxer shorts'),
          n('Slip', 'm', 'briefs'),
        ],
        sizeScale: 'lingerie',
        illustration: 'briefs',
        priceRangeEur: [15, 35],
        packable: true,
        materials: ['cotton', 'organic-cotton', 'bamboo', 'microfibre'],
      }),
      category('men-swimwear', 'Maillots de bain', 'Swim shorts', {
        nouns: [n('Short de bain', 'm', 'swim shorts'), n('Boxer de bain', 'm', 'swim trunks')],
        sizeScale: 'lingerie',
        illustration: 'shorts',
        priceRangeEur: [15, 39],
        materials: SWIM_MATERIALS,
      }),
      category('men-nightwear', 'Pyjamas et peignoirs', 'Pyjamas & dressing gowns', {
        nouns: [n('Pyjama', 'm', 'pyjamas'), n('Peignoir', 'm', 'dressing gown')],
        sizeScale: 'lingerie',
        illustration: 'nightwear',
        priceRangeEur: [25, 59],
        materials: ['cotton', 'flannel', 'fleece', 'terry'],
      }),
    ]),
  ]),
  universe('plus-sizes', 'Grandes tailles', 'Plus sizes', [
    group('Vêtements', 'Clothing', [
      category('plus-dresses', 'Robes', 'Dresses', {
        nouns: DRESSES,
        sizeScale: 'plus',
        illustration: 'dress',
        priceRangeEur: [29, 95],
        materials: DRESS_MATERIALS,
      }),
      category('plus-tunics', 'Tuniques et blouses', 'Tunics & blouses', {
        nouns: [n('Tunique', 'f', 'tunic'), n('Blouse', 'f', 'blouse'), n('Chemise', 'f', 'shirt')],
        sizeScale: 'plus',
        illustration: 'shirt',
        priceRangeEur: [22, 59],
        materials: SHIRT_MATERIALS,
      }),
      category('plus-tops', 'T-shirts et tops', 'T-shirts & tops', {
        nouns: TOPS,
        sizeScale: 'plus',
        illustration: 'top',
        priceRangeEur: [12, 39],
        materials: TOP_MATERIALS,
      }),
      category('plus-knitwear', 'Pulls et gilets', 'Jumpers & cardigans', {
        nouns: KNITWEAR,
        sizeScale: 'plus',
        illustration: 'knit',
        priceRangeEur: [29, 85],
        materials: KNIT_MATERIALS,
      }),
      category('plus-coats', 'Manteaux et vestes', 'Coats & jackets', {
        nouns: WOMEN_COATS,
        sizeScale: 'plus',
        illustration: 'coat',
        priceRangeEur: [49, 189],
        materials: COAT_MATERIALS,
      }),
    ]),
    group('Pantalons et jupes', 'Trousers & skirts', [
      category('plus-trousers', 'Pantalons', 'Trousers', {
        nouns: [
          n('Pantalon', 'm', 'trousers'),
          n('Pantalon large', 'm', 'wide-leg trousers'),
          n('Legging', 'm', 'leggings'),
        ],
        sizeScale: 'plus',
        illustration: 'trousers',
        priceRangeEur: [25, 69],
        materials: TROUSER_MATERIALS,
      }),
      category('plus-jeans', 'Jeans', 'Jeans & denim', {
        nouns: WOMEN_JEANS,
        sizeScale: 'plus',
        illustration: 'jeans',
        priceRangeEur: [32, 75],
        materials: JEANS_MATERIALS,
      }),
      category('plus-skirts', 'Jupes', 'Skirts', {
        nouns: SKIRTS,
        sizeScale: 'plus',
        illustration: 'skirt',
        priceRangeEur: [22, 59],
        materials: SKIRT_MATERIALS,
      }),
    ]),
    group('Lingerie et plage', 'Lingerie & swimwear', [
      category('plus-bras', 'Soutiens-gorge grandes tailles', 'Full-cup bras', {
        nouns: BRAS,
        sizeScale: 'bra',
        illustration: 'bra',
        priceRangeEur: [25, 59],
        materials: BRA_MATERIALS,
      }),
      category('plus-swimwear', 'Maillots de bain', 'Swimwear', {
        nouns: SWIMSUITS,
        sizeScale: 'plus',
        illustration: 'swimwear',
        priceRangeEur: [25, 69],
        materials: SWIM_MATERIALS,
      }),
    ]),
  ]),
  universe('lingerie', 'Lingerie', 'Lingerie', [
    group('Dessous', 'Underwear', [
      category('lingerie-bras', 'Soutiens-gorge', 'Bras', {
        nouns: BRAS,
        sizeScale: 'bra',
        illustration: 'bra',
        priceRangeEur: [19, 55],
        materials: BRA_MATERIALS,
      }),
      category('lingerie-briefs', 'Culottes et slips', 'Knickers', {
        nouns: [
          n('Culotte', 'f', 'knickers'),
          n('Shorty', 'm', 'short knickers'),
          n('Slip', 'm', 'briefs'),
          n('Tanga', 'm', 'Brazilian knickers'),
        ],
        sizeScale: 'lingerie',
        illustration: 'briefs',
        priceRangeEur: [9, 29],
        packable: true,
        materials: ['cotton', 'organic-cotton', 'lace', 'microfibre'],
      }),
      category('lingerie-shapewear', 'Lingerie gainante', 'Shapewear', {
        nouns: [
          n('Panty gainant', 'm', 'shaping shorts'),
          n('Culotte gainante', 'f', 'shaping knickers'),
          n('Body gainant', 'm', 'shaping bodysuit'),
        ],
        sizeScale: 'lingerie',
        illustration: 'briefs',
        priceRangeEur: [22, 59],
        materials: ['microfibre', 'lace', 'cotton'],
      }),
      category('lingerie-sets', 'Ensembles de lingerie', 'Lingerie sets', {
        nouns: [
          n('Ensemble de lingerie', 'm', 'lingerie set'),
          n('Parure', 'f', 'bra and knickers set'),
        ],
        sizeScale: 'bra',
        illustration: 'bra',
        priceRangeEur: [29, 69],
        materials: BRA_MATERIALS,
      }),
    ]),
    group('Nuit', 'Nightwear', [
      category('lingerie-nightdresses', 'Nuisettes et chemises de nuit', 'Nightdresses & slips', {
        nouns: [n('Nuisette', 'f', 'slip'), n('Chemise de nuit', 'f', 'nightdress')],
        sizeScale: 'lingerie',
        illustration: 'nightwear',
        priceRangeEur: [19, 49],
        materials: ['satin', 'cotton', 'viscose', 'lace'],
      }),
      category('lingerie-pyjamas', 'Pyjamas et pyjashorts', 'Pyjamas', {
        nouns: [n('Pyjama', 'm', 'pyjamas'), n('Pyjashort', 'm', 'short pyjamas')],
        sizeScale: 'lingerie',
        illustration: 'nightwear',
        priceRangeEur: [22, 55],
        materials: ['cotton', 'organic-cotton', 'satin', 'flannel'],
      }),
      category('lingerie-gowns', 'Peignoirs et robes de chambre', 'Dressing gowns', {
        nouns: [n('Peignoir', 'm', 'dressing gown'), n('Robe de chambre', 'f', 'housecoat')],
        sizeScale: 'lingerie',
        illustration: 'coat',
        priceRangeEur: [29, 69],
        materials: ['fleece', 'terry', 'velvet', 'cotton'],
      }),
    ]),
    group('Détente et sport', 'Lounge & sport', [
      category('lingerie-loungewear', "Tenues d'intérieur", 'Loungewear', {
        nouns: [
          n("Ensemble d'intérieur", 'm', 'loungewear set'),
          n('Pantalon de détente', 'm', 'lounge trousers'),
          n("Sweat d'intérieur", 'm', 'lounge sweatshirt'),
        ],
        sizeScale: 'lingerie',
        illustration: 'top',
        priceRangeEur: [19, 49],
        materials: ['cotton', 'fleece', 'jersey', 'velvet'],
      }),
      category('lingerie-sports-bras', 'Brassières de sport', 'Sports bras', {
        nouns: [n('Brassière de sport', 'f', 'sports bra'), n('Brassière', 'f', 'crop top')],
        sizeScale: 'lingerie',
        illustration: 'bra',
        priceRangeEur: [15, 45],
        materials: ['recycled-polyester', 'microfibre', 'cotton'],
      }),
    ]),
  ]),
  universe('shoes', 'Chaussures', 'Shoes', [
    group('Femme', 'Women', [
      category('shoes-women-courts', 'Escarpins et ballerines', 'Courts & ballet flats', {
        nouns: [
          np('Escarpins', 'm', 'court shoes'),
          np('Ballerines', 'f', 'ballet flats'),
          np('Mocassins', 'm', 'loafers'),
        ],
        sizeScale: 'shoes',
        illustration: 'shoe',
        priceRangeEur: [29, 89],
        materials: ['leather', 'patent-leather', 'suede', 'faux-suede', 'velvet'],
      }),
      category('shoes-women-boots', 'Bottes et bottines', 'Boots & ankle boots', {
        nouns: [np('Bottes', 'f', 'knee boots'), np('Bottines', 'f', 'ankle boots')],
        sizeScale: 'shoes',
        illustration: 'boot',
        priceRangeEur: [45, 139],
        materials: ['leather', 'suede', 'faux-leather', 'faux-suede'],
      }),
      category('shoes-women-trainers', 'Baskets femme', "Women's trainers", {
        nouns: TRAINERS,
        sizeScale: 'shoes',
        illustration: 'sneaker',
        priceRangeEur: [29, 89],
        materials: ['leather', 'canvas', 'recycled-polyester', 'suede'],
      }),
      category('shoes-women-sandals', 'Sandales et nu-pieds', 'Sandals', {
        nouns: [
          np('Sandales', 'f', 'sandals'),
          np('Nu-pieds', 'm', 'flat sandals'),
          np('Mules', 'f', 'mules'),
          np('Espadrilles', 'f', 'espadrilles'),
        ],
        sizeScale: 'shoes',
        illustration: 'sandal',
        priceRangeEur: [19, 69],
        materials: ['leather', 'canvas', 'raffia', 'faux-leather'],
      }),
    ]),
    group('Homme', 'Men', [
      category('shoes-men-smart', 'Chaussures de ville', 'Smart shoes', {
        nouns: [
          np('Derbies', 'm', 'Derby shoes'),
          np('Richelieus', 'm', 'Oxford shoes'),
          np('Mocassins', 'm', 'loafers'),
        ],
        sizeScale: 'shoes',
        illustration: 'shoe',
        priceRangeEur: [49, 129],
        materials: ['leather', 'suede', 'patent-leather'],
      }),
      category('shoes-men-boots', 'Boots et chaussures montantes', 'Boots', {
        nouns: [np('Boots', 'f', 'Chelsea boots'), np('Bottines à lacets', 'f', 'lace-up boots')],
        sizeScale: 'shoes',
        illustration: 'boot',
        priceRangeEur: [55, 149],
        materials: ['leather', 'suede', 'faux-leather'],
      }),
      category('shoes-men-trainers', 'Baskets homme', "Men's trainers", {
        nouns: TRAINERS,
        sizeScale: 'shoes',
        illustration: 'sneaker',
        priceRangeEur: [35, 99],
        materials: ['leather', 'canvas', 'recycled-polyester', 'suede'],
      }),
      category('shoes-men-sandals', 'Sandales et claquettes', 'Sandals & sliders', {
        nouns: [np('Sandales', 'f', 'sandals'), np('Claquettes', 'f', 'sliders')],
        sizeScale: 'shoes',
        illustration: 'sandal',
        priceRangeEur: [15, 59],
        materials: ['leather', 'faux-leather', 'canvas'],
      }),
    ]),
    group('Enfant', 'Children', [
      category('shoes-children', 'Chaussures enfant', "Children's shoes", {
        nouns: [
          np('Baskets à scratch', 'f', 'hook-and-loop trainers'),
          np('Bottines', 'f', 'ankle boots'),
          np('Sandales', 'f', 'sandals'),
          np('Chaussons', 'm', 'slippers'),
        ],
        sizeScale: 'shoes',
        illustration: 'sneaker',
        priceRangeEur: [19, 55],
        materials: ['leather', 'canvas', 'faux-leather', 'suede'],
      }),
    ]),
    group('Sacs et maroquinerie', 'Bags & accessories', [
      category('shoes-handbags', 'Sacs à main', 'Handbags', {
        nouns: [
          n('Sac à main', 'm', 'handbag'),
          n('Sac cabas', 'm', 'tote bag'),
          n('Sac bandoulière', 'm', 'crossbody bag'),
        ],
        sizeScale: 'one-size',
        illustration: 'bag',
        priceRangeEur: [25, 119],
        materials: [...LEATHER_GOODS, 'raffia'],
      }),
      category('shoes-backpacks', 'Sacs à dos', 'Backpacks', {
        nouns: [n('Sac à dos', 'm', 'backpack'), n('Sac week-end', 'm', 'weekend bag')],
        sizeScale: 'one-size',
        illustration: 'bag',
        priceRangeEur: [25, 79],
        materials: ['canvas', 'leather', 'faux-leather', 'recycled-polyester'],
      }),
      category('shoes-wallets', 'Portefeuilles et porte-monnaie', 'Purses & wallets', {
        nouns: [
          n('Portefeuille', 'm', 'wallet'),
          n('Porte-monnaie', 'm', 'purse'),
          n('Porte-cartes', 'm', 'card holder'),
        ],
        sizeScale: 'one-size',
        illustration: 'bag',
        priceRangeEur: [12, 49],
        materials: LEATHER_GOODS,
      }),
    ]),
  ]),
  universe('well-being', 'Bien-être', 'Well-being', [
    group('Soins', 'Skincare', [
      category('wellbeing-face', 'Soins du visage', 'Face care', {
        nouns: [
          n('Crème de jour', 'f', 'day cream'),
          n('Crème de nuit', 'f', 'night cream'),
          n('Sérum', 'm', 'serum'),
        ],
        sizeScale: 'one-size',
        illustration: 'cream',
        priceRangeEur: [9, 35],
        materials: ['aloe-vera', 'argan-oil', 'shea-butter', 'hyaluronic-acid'],
      }),
      category('wellbeing-body', 'Soins du corps', 'Body care', {
        nouns: [
          n('Lait corps', 'm', 'body lotion'),
          n('Baume corps', 'm', 'body balm'),
          n('Crème pour les mains', 'f', 'hand cream'),
        ],
        sizeScale: 'one-size',
        illustration: 'cream',
        priceRangeEur: [6, 25],
        materials: ['shea-butter', 'sweet-almond', 'aloe-vera', 'argan-oil'],
      }),
      category('wellbeing-hair', 'Soins des cheveux', 'Hair care', {
        nouns: [
          n('Shampooing', 'm', 'shampoo'),
          n('Après-shampooing', 'm', 'conditioner'),
          n('Masque capillaire', 'm', 'hair mask'),
        ],
        sizeScale: 'one-size',
        illustration: 'cream',
        priceRangeEur: [5, 19],
        materials: ['argan-oil', 'shea-butter', 'aloe-vera'],
      }),
    ]),
    group('Minceur et massage', 'Slimming & massage', [
      category('wellbeing-slimming', 'Minceur', 'Slimming', {
        nouns: [
          n('Gel minceur', 'm', 'slimming gel'),
          n('Crème anti-cellulite', 'f', 'anti-cellulite cream'),
        ],
        sizeScale: 'one-size',
        illustration: 'cream',
        priceRangeEur: [12, 39],
        materials: ['caffeine', 'sweet-almond', 'aloe-vera'],
      }),
      category('wellbeing-massage', 'Huiles et baumes de massage', 'Massage oils & balms', {
        nouns: [
          n('Huile de massage', 'f', 'massage oil'),
          n('Baume de massage', 'm', 'massage balm'),
        ],
        sizeScale: 'one-size',
        illustration: 'cream',
        priceRangeEur: [8, 29],
        materials: ['sweet-almond', 'lavender', 'argan-oil'],
      }),
      category('wellbeing-aromatherapy', 'Aromathérapie', 'Aromatherapy', {
        nouns: [
          n('Huile essentielle', 'f', 'essential oil'),
          n("Brume d'oreiller", 'f', 'pillow mist'),
        ],
        sizeScale: 'one-size',
        illustration: 'cream',
        priceRangeEur: [5, 19],
        materials: ['lavender', 'sweet-almond'],
      }),
    ]),
    group('Hygiène', 'Hygiene', [
      category('wellbeing-bath', 'Bain et douche', 'Bath & shower', {
        nouns: [
          n('Gel douche', 'm', 'shower gel'),
          n('Savon', 'm', 'soap bar'),
          n('Huile de bain', 'f', 'bath oil'),
        ],
        sizeScale: 'one-size',
        illustration: 'cream',
        priceRangeEur: [4, 15],
        materials: ['lavender', 'shea-butter', 'aloe-vera', 'sweet-almond'],
      }),
      category('wellbeing-feet', 'Soins des pieds', 'Foot care', {
        nouns: [
          n('Crème pour les pieds', 'f', 'foot cream'),
          n('Gommage pour les pieds', 'm', 'foot scrub'),
        ],
        sizeScale: 'one-size',
        illustration: 'cream',
        priceRangeEur: [5, 18],
        materials: ['shea-butter', 'aloe-vera', 'lavender'],
      }),
      category('wellbeing-deodorants', 'Déodorants', 'Deodorants', {
        nouns: [n('Déodorant', 'm', 'deodorant'), n('Déodorant bille', 'm', 'roll-on deodorant')],
        sizeScale: 'one-size',
        illustration: 'cream',
        priceRangeEur: [4, 12],
        materials: ['aloe-vera', 'lavender'],
      }),
    ]),
  ]),
  universe('home', 'Maison', 'Home', [
    group('Linge de lit', 'Bed linen', [
      category(
        'home-duvet-covers',
        'Housses de couette et parures',
        'Duvet covers & bedding sets',
        {
          nouns: [
            n('Housse de couette', 'f', 'duvet cover'),
            n('Parure de lit', 'f', 'bedding set'),
          ],
          sizeScale: 'bedding',
          illustration: 'bedding',
          priceRangeEur: [29, 109],
          materials: ['cotton', 'percale', 'linen', 'cotton-gauze', 'organic-cotton'],
        },
      ),
      category('home-sheets', 'Draps et draps housses', 'Sheets & fitted sheets', {
        nouns: [n('Drap housse', 'm', 'fitted sheet'), n('Drap plat', 'm', 'flat sheet')],
        sizeScale: 'bedding',
        illustration: 'bedding',
        priceRangeEur: [15, 59],
        materials: ['cotton', 'percale', 'linen', 'organic-cotton'],
      }),
      category('home-pillowcases', "Taies d'oreiller", 'Pillowcases', {
        nouns: [
          n("Taie d'oreiller", 'f', 'pillowcase'),
          n('Taie de traversin', 'f', 'bolster case'),
        ],
        sizeScale: 'one-size',
        illustration: 'bedding',
        priceRangeEur: [8, 25],
        packable: true,
        materials: ['cotton', 'percale', 'linen', 'cotton-gauze'],
      }),
      category('home-throws', 'Plaids et couvre-lits', 'Throws & bedspreads', {
        nouns: [
          n('Plaid', 'm', 'throw'),
          n('Couvre-lit', 'm', 'bedspread'),
          n('Boutis', 'm', 'quilt'),
        ],
        sizeScale: 'one-size',
        illustration: 'bedding',
        priceRangeEur: [25, 89],
        materials: ['fleece', 'wool', 'cotton', 'velvet'],
      }),
    ]),
    group('Linge de bain et de table', 'Bath & table linen', [
      category('home-towels', 'Serviettes et draps de bain', 'Towels & bath sheets', {
        nouns: [
          n('Serviette de bain', 'f', 'bath towel'),
          n('Drap de bain', 'm', 'bath sheet'),
          n("Serviette d'invité", 'f', 'guest towel'),
        ],
        sizeScale: 'one-size',
        illustration: 'towel',
        priceRangeEur: [8, 39],
        packable: true,
        materials: ['terry', 'organic-cotton', 'bamboo', 'cotton-gauze'],
      }),
      category('home-bath-mats', 'Tapis de bain', 'Bath mats', {
        nouns: [n('Tapis de bain', 'm', 'bath mat'), n('Contour de WC', 'm', 'pedestal mat')],
        sizeScale: 'one-size',
        illustration: 'rug',
        priceRangeEur: [9, 29],
        materials: ['terry', 'cotton', 'microfibre'],
      }),
      category('home-table-linen', 'Nappes et serviettes de table', 'Tablecloths & napkins', {
        nouns: [
          n('Nappe', 'f', 'tablecloth'),
          n('Serviette de table', 'f', 'napkin'),
          n('Chemin de table', 'm', 'table runner'),
        ],
        sizeScale: 'one-size',
        illustration: 'towel',
        priceRangeEur: [12, 49],
        packable: true,
        materials: ['linen', 'cotton', 'coated-cotton'],
      }),
      category('home-tea-towels', 'Torchons et tabliers', 'Tea towels & aprons', {
        nouns: [n('Torchon', 'm', 'tea towel'), n('Tablier', 'm', 'apron')],
        sizeScale: 'one-size',
        illustration: 'towel',
        priceRangeEur: [6, 25],
        packable: true,
        materials: ['linen', 'cotton', 'terry'],
      }),
    ]),
    group('Décoration', 'Home decor', [
      category('home-curtains', 'Rideaux et voilages', 'Curtains & voiles', {
        nouns: [
          n('Rideau', 'm', 'curtain'),
          n('Rideau occultant', 'm', 'blackout curtain'),
          n('Voilage', 'm', 'voile panel'),
        ],
        sizeScale: 'curtains',
        illustration: 'curtain',
        priceRangeEur: [19, 79],
        materials: ['linen', 'cotton', 'velvet', 'cotton-gauze'],
      }),
      category('home-cushions', 'Coussins et housses', 'Cushions & covers', {
        nouns: [n('Coussin', 'm', 'cushion'), n('Housse de coussin', 'f', 'cushion cover')],
        sizeScale: 'one-size',
        illustration: 'cushion',
        priceRangeEur: [9, 35],
        materials: ['cotton', 'linen', 'velvet', 'wool', 'jute'],
      }),
      category('home-rugs', 'Tapis', 'Rugs', {
        nouns: [n('Tapis', 'm', 'rug'), n('Tapis de couloir', 'm', 'runner rug')],
        sizeScale: 'one-size',
        illustration: 'rug',
        priceRangeEur: [29, 179],
        materials: ['jute', 'wool', 'cotton'],
      }),
      category('home-candles', 'Bougies et senteurs', 'Candles & home fragrance', {
        nouns: [n('Bougie', 'f', 'candle'), n('Diffuseur de parfum', 'm', 'reed diffuser')],
        sizeScale: 'one-size',
        illustration: 'candle',
        priceRangeEur: [8, 29],
        materials: ['soy-wax', 'glass', 'ceramic'],
      }),
    ]),
    group('Luminaires et art de la table', 'Lighting & tableware', [
      category('home-lighting', 'Lampes et luminaires', 'Lamps & lighting', {
        nouns: [
          n('Lampe à poser', 'f', 'table lamp'),
          n('Suspension', 'f', 'pendant light'),
          n('Lampadaire', 'm', 'floor lamp'),
        ],
        sizeScale: 'one-size',
        illustration: 'lamp',
        priceRangeEur: [25, 149],
        materials: ['wood', 'rattan', 'ceramic', 'metal', 'linen'],
      }),
      category('home-tableware', 'Vaisselle', 'Crockery', {
        nouns: [
          n('Assiette plate', 'f', 'dinner plate'),
          n('Assiette creuse', 'f', 'pasta bowl'),
          n('Bol', 'm', 'bowl'),
          n('Mug', 'm', 'mug'),
        ],
        sizeScale: 'one-size',
        illustration: 'tableware',
        priceRangeEur: [5, 29],
        packable: true,
        materials: ['stoneware', 'ceramic', 'porcelain'],
      }),
      category('home-glassware', 'Verres et carafes', 'Glassware', {
        nouns: [
          n('Verre à eau', 'm', 'tumbler'),
          n('Verre à vin', 'm', 'wine glass'),
          n('Carafe', 'f', 'carafe'),
        ],
        sizeScale: 'one-size',
        illustration: 'tableware',
        priceRangeEur: [5, 35],
        packable: true,
        materials: ['glass', 'recycled-glass'],
      }),
    ]),
  ]),
];

/** Every category of every universe, in menu order. */
export const ALL_CATEGORIES: readonly CategorySeed[] = UNIVERSES.flatMap((u) =>
  u.groups.flatMap((g) => g.categories),
);

export const COLOURS: readonly ColourSeed[] = [
  { code: '001', label: localised('Blanc', 'White'), hex: '#FFFFFF' },
  { code: '002', label: localised('Écru', 'Ecru'), hex: '#EFE6D2' },
  { code: '003', label: localised('Beige', 'Beige'), hex: '#D8C3A5' },
  { code: '004', label: localised('Camel', 'Camel'), hex: '#B5835A' },
  { code: '005', label: localised('Marron', 'Brown'), hex: '#6B4423' },
  { code: '006', label: localised('Gris chiné', 'Grey marl'), hex: '#9E9E9E' },
  { code: '007', label: localised('Anthracite', 'Charcoal'), hex: '#3C3F44' },
  { code: '008', label: localised('Noir', 'Black'), hex: '#1A1A1A' },
  { code: '009', label: localised('Marine', 'Navy'), hex: '#1F2A44' },
  { code: '010', label: localised('Bleu ciel', 'Sky blue'), hex: '#8EC5E8' },
  { code: '011', label: localised('Bleu jean', 'Denim blue'), hex: '#4A6FA5' },
  { code: '012', label: localised('Vert sauge', 'Sage green'), hex: '#9CAF88' },
  { code: '013', label: localised('Kaki', 'Khaki'), hex: '#6B6B3A' },
  { code: '014', label: localised('Vert émeraude', 'Emerald green'), hex: '#1E7B5A' },
  { code: '015', label: localised('Jaune moutarde', 'Mustard'), hex: '#D4A017' },
  { code: '016', label: localised('Orange', 'Orange'), hex: '#E8772E' },
  { code: '017', label: localised('Terracotta', 'Terracotta'), hex: '#C8553D' },
  { code: '018', label: localised('Rouge', 'Red'), hex: '#C0262D' },
  { code: '019', label: localised('Bordeaux', 'Burgundy'), hex: '#6D1A2B' },
  { code: '020', label: localised('Rose poudré', 'Powder pink'), hex: '#E8B7B8' },
  { code: '021', label: localised('Fuchsia', 'Fuchsia'), hex: '#C2185B' },
  { code: '022', label: localised('Violet', 'Purple'), hex: '#6A3D9A' },
  { code: '023', label: localised('Lavande', 'Lavender'), hex: '#B7A6D6' },
  { code: '024', label: localised('Doré', 'Gold'), hex: '#C9A44C' },
  { code: '025', label: localised('Argenté', 'Silver'), hex: '#BFC4C9' },
];

/** Invented house and partner brands (none is a real trademark as far as we know). */
export const BRANDS: readonly string[] = [
  'Maison Lisière',
  'Atelier Sauge',
  'Rive Claire',
  'Quai des Tisserands',
  'Lin & Lune',
  'Maille Douce',
  'Borée',
  'Brise Marine',
  'Félicie Paris',
  'Vallon Vert',
  'Terre d’Alizé',
  'Pas de Loup',
  'Semelle Vive',
  'Collection Ardoise',
  'Douce Heure',
  'Cocon & Plume',
  'Hameau Blanc',
  'Oiseau Lyre',
  'Bois Joli',
  'Estivale',
  'Pierre de Lune',
  'Nord Sud Atelier',
  'Jardin d’Iris',
  'Les Ateliers Clément',
];

const APPAREL_AND_HOME: readonly ProductFamily[] = ['apparel', 'accessories', 'home-textile'];
const adjective = (
  m: string,
  f: string,
  uk: string,
  families: readonly ProductFamily[],
  frInvariable = false,
): AdjectiveSeed =>
  frInvariable ? { fr: { m, f }, uk, families, frInvariable } : { fr: { m, f }, uk, families };

export const ADJECTIVES: readonly AdjectiveSeed[] = [
  adjective('fleuri', 'fleurie', 'floral', [...APPAREL_AND_HOME, 'tableware', 'candle']),
  adjective('rayé', 'rayée', 'striped', [...APPAREL_AND_HOME, 'tableware']),
  adjective('imprimé', 'imprimée', 'printed', APPAREL_AND_HOME),
  adjective('uni', 'unie', 'plain', ['apparel', 'home-textile', 'tableware']),
  adjective('brodé', 'brodée', 'embroidered', ['apparel', 'home-textile']),
  adjective('matelassé', 'matelassée', 'quilted', APPAREL_AND_HOME),
  adjective('côtelé', 'côtelée', 'ribbed', ['apparel', 'home-textile']),
  adjective('fluide', 'fluide', 'flowing', ['apparel']),
  adjective('ajusté', 'ajustée', 'fitted', ['apparel']),
  adjective('ample', 'ample', 'loose-fit', ['apparel']),
  adjective('léger', 'légère', 'lightweight', ['apparel', 'accessories', 'home-textile', 'care']),
  adjective('chaud', 'chaude', 'warm', ['apparel', 'accessories', 'home-textile']),
  adjective('doux', 'douce', 'soft', ['apparel', 'home-textile', 'care']),
  adjective('élégant', 'élégante', 'elegant', ['apparel', 'accessories', 'lighting', 'tableware']),
  adjective('classique', 'classique', 'classic', ['apparel', 'accessories', 'tableware']),
  adjective('bohème', 'bohème', 'boho', [...APPAREL_AND_HOME, 'lighting']),
  adjective('à pois', 'à pois', 'polka-dot', ['apparel', 'home-textile', 'tableware'], true),
  adjective('à carreaux', 'à carreaux', 'checked', ['apparel', 'home-textile'], true),
  adjective('écossais', 'écossaise', 'tartan', ['apparel', 'home-textile']),
  adjective('métallisé', 'métallisée', 'metallic', ['apparel', 'accessories', 'lighting']),
  adjective('pailleté', 'pailletée', 'sequinned', ['apparel', 'accessories']),
  adjective(
    'vintage',
    'vintage',
    'vintage-style',
    ['apparel', 'accessories', 'lighting', 'tableware'],
    true,
  ),
  adjective('graphique', 'graphique', 'graphic', ['apparel', 'home-textile', 'tableware']),
  adjective('froissé', 'froissée', 'crinkled', ['apparel', 'home-textile']),
  adjective('délavé', 'délavée', 'washed', ['apparel', 'home-textile']),
  adjective('confortable', 'confortable', 'comfortable', ['apparel', 'accessories']),
  adjective('réversible', 'réversible', 'reversible', ['apparel', 'home-textile']),
  adjective('moelleux', 'moelleuse', 'plush', ['accessories', 'home-textile']),
  adjective('scandinave', 'scandinave', 'Scandinavian-style', [
    'home-textile',
    'lighting',
    'tableware',
    'candle',
  ]),
  adjective('naturel', 'naturelle', 'natural', ['home-textile', 'lighting', 'care', 'candle']),
  adjective('géométrique', 'géométrique', 'geometric', ['home-textile', 'lighting', 'tableware']),
  adjective('tressé', 'tressée', 'woven', ['accessories', 'lighting']),
  adjective('minimaliste', 'minimaliste', 'minimalist', [
    'accessories',
    'lighting',
    'tableware',
    'candle',
  ]),
  adjective('artisanal', 'artisanale', 'handcrafted', ['lighting', 'tableware', 'candle']),
  adjective('émaillé', 'émaillée', 'glazed', ['tableware']),
  adjective('hydratant', 'hydratante', 'moisturising', ['care']),
  adjective('nourrissant', 'nourrissante', 'nourishing', ['care']),
  adjective('apaisant', 'apaisante', 'soothing', ['care', 'candle']),
  adjective('raffermissant', 'raffermissante', 'firming', ['care']),
  adjective('revitalisant', 'revitalisante', 'revitalising', ['care']),
  adjective('relaxant', 'relaxante', 'relaxing', ['care', 'candle']),
  adjective('parfumé', 'parfumée', 'scented', ['care', 'candle']),
];

const material = (
  key: string,
  fr: string,
  uk: string,
  forFashion: boolean,
  forHome: boolean,
): MaterialSeed => ({ key, fr, uk, forHome, forFashion });

/** Materials and (for well-being) key ingredients; categories list the keys that suit them. */
export const MATERIALS: readonly MaterialSeed[] = [
  material('linen', 'en lin', 'linen', true, true),
  material('cotton', 'en coton', 'cotton', true, true),
  material('organic-cotton', 'en coton bio', 'organic cotton', true, true),
  material('jersey', 'en jersey', 'jersey', true, false),
  material('viscose', 'en viscose', 'viscose', true, false),
  material('satin', 'en satin', 'satin', true, false),
  material('lace', 'en dentelle', 'lace', true, false),
  material('knit', 'en maille', 'knitted', true, false),
  material('wool', 'en laine', 'wool', true, true),
  material('merino', 'en laine mérinos', 'merino wool', true, false),
  material('denim', 'en denim', 'denim', true, false),
  material('stretch-denim', 'en denim stretch', 'stretch denim', true, false),
  material('velvet', 'en velours', 'velvet', true, true),
  material('cotton-gauze', 'en gaze de coton', 'cotton gauze', true, true),
  material('flannel', 'en flanelle', 'flannel', true, false),
  material('fleece', 'en polaire', 'fleece', true, true),
  material('recycled-polyester', 'en polyester recyclé', 'recycled polyester', true, false),
  material('microfibre', 'en microfibre', 'microfibre', true, true),
  material('bamboo', 'en fibre de bambou', 'bamboo', true, true),
  material('leather', 'en cuir', 'leather', true, false),
  material('patent-leather', 'en cuir verni', 'patent leather', true, false),
  material('faux-leather', 'en similicuir', 'faux leather', true, false),
  material('suede', 'en cuir velours', 'suede', true, false),
  material('faux-suede', 'en suédine', 'faux suede', true, false),
  material('canvas', 'en toile', 'canvas', true, false),
  material('raffia', 'en raphia', 'raffia', true, false),
  material('percale', 'en percale de coton', 'cotton percale', false, true),
  material('terry', 'en éponge de coton', 'cotton terry', true, true),
  material('coated-cotton', 'en coton enduit', 'coated cotton', false, true),
  material('jute', 'en jute', 'jute', false, true),
  material('wood', 'en bois', 'wooden', false, true),
  material('rattan', 'en rotin', 'rattan', false, true),
  material('metal', 'en métal', 'metal', false, true),
  material('ceramic', 'en céramique', 'ceramic', false, true),
  material('stoneware', 'en grès', 'stoneware', false, true),
  material('porcelain', 'en porcelaine', 'porcelain', false, true),
  material('glass', 'en verre', 'glass', false, true),
  material('recycled-glass', 'en verre recyclé', 'recycled glass', false, true),
  material('soy-wax', 'à la cire de soja', 'soy wax', false, true),
  material('aloe-vera', "à l'aloe vera", 'aloe vera', false, false),
  material('argan-oil', "à l'huile d'argan", 'argan oil', false, false),
  material('shea-butter', 'au beurre de karité', 'shea butter', false, false),
  material('sweet-almond', "à l'huile d'amande douce", 'sweet almond oil', false, false),
  material('lavender', 'à la lavande', 'lavender', false, false),
  material('caffeine', 'à la caféine', 'caffeine', false, false),
  material('hyaluronic-acid', "à l'acide hyaluronique", 'hyaluronic acid', false, false),
];

/** The family of products a category belongs to (from its illustration). */
export function productFamily(category: CategorySeed): ProductFamily {
  return KIND_FAMILY[category.illustration];
}

/** The adjectives that suit a category. */
export function adjectivesFor(category: CategorySeed): readonly AdjectiveSeed[] {
  const family = productFamily(category);
  return ADJECTIVES.filter((a) => a.families.includes(family));
}

/** The materials that suit a category, in the order the category lists them. */
export function materialsFor(category: CategorySeed): readonly MaterialSeed[] {
  return category.materials.flatMap((key) => MATERIALS.filter((m) => m.key === key));
}

/** The items (sentences, reviews) that suit a family: those listing it, and those listing none. */
export function forFamily<T extends { families?: readonly ProductFamily[] }>(
  items: readonly T[],
  family: ProductFamily,
): readonly T[] {
  return items.filter((item) => item.families?.includes(family) ?? true);
}

interface SizeEntry {
  code: string;
  label: Localised;
}
const size = (code: string, fr: string, uk: string): SizeEntry => ({
  code,
  label: localised(fr, uk),
});
const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** French band 85 is a UK 32; French cup E is a UK DD. */
const BRA_CUPS: readonly (readonly [string, string])[] = [
  ['A', 'A'],
  ['B', 'B'],
  ['C', 'C'],
  ['D', 'D'],
  ['E', 'DD'],
];
const SHOE_UK: Record<number, string> = {
  36: '3',
  37: '4',
  38: '5',
  39: '6',
  40: '6.5',
  41: '7.5',
  42: '8',
  43: '9',
  44: '9.5',
  45: '10.5',
  46: '11',
};
const TROUSER_WAIST_INCHES: Record<number, number> = {
  36: 28,
  38: 29,
  40: 30,
  42: 32,
  44: 34,
  46: 36,
  48: 38,
  50: 40,
  52: 42,
};

/** The sizes of each scale, smallest first; `code` is what the catalogue stores. */
export const SIZE_SCALES: Record<SizeScale, readonly SizeEntry[]> = {
  clothing: range(34, 54, 2).map((fr) => size(String(fr), String(fr), String(fr - 28))),
  plus: range(46, 60, 2).map((fr) => size(String(fr), String(fr), String(fr - 28))),
  trousers: range(36, 52, 2).map((fr) =>
    size(String(fr), String(fr), `W${String(TROUSER_WAIST_INCHES[fr] ?? fr - 8)}`),
  ),
  bra: range(85, 110, 5).flatMap((band) =>
    BRA_CUPS.map(([frCup, ukCup]) =>
      size(`${band}${frCup}`, `${band}${frCup}`, `${((band - 85) / 5) * 2 + 32}${ukCup}`),
    ),
  ),
  lingerie: [
    size('XS', 'XS (34)', 'XS (6)'),
    size('S', 'S (36-38)', 'S (8-10)'),
    size('M', 'M (40-42)', 'M (12-14)'),
    size('L', 'L (44-46)', 'L (16-18)'),
    size('XL', 'XL (48-50)', 'XL (20-22)'),
    size('XXL', 'XXL (52-54)', 'XXL (24-26)'),
  ],
  shoes: range(36, 46, 1).map((fr) => size(String(fr), String(fr), SHOE_UK[fr] ?? String(fr - 33))),
  'one-size': [size('TU', 'TU', 'One size')],
  bedding: [
    size('90x190', '90 x 190 cm', '90 x 190 cm (single)'),
    size('140x190', '140 x 190 cm', '140 x 190 cm (double)'),
    size('160x200', '160 x 200 cm', '160 x 200 cm (king)'),
    size('180x200', '180 x 200 cm', '180 x 200 cm (super king)'),
    size('200x200', '200 x 200 cm', '200 x 200 cm (emperor)'),
  ],
  curtains: [
    size('140x180', '140 x 180 cm', '140 x 180 cm (55 x 71 in)'),
    size('140x240', '140 x 240 cm', '140 x 240 cm (55 x 94 in)'),
    size('140x260', '140 x 260 cm', '140 x 260 cm (55 x 102 in)'),
    size('140x280', '140 x 280 cm', '140 x 280 cm (55 x 110 in)'),
    size('200x260', '200 x 260 cm', '200 x 260 cm (79 x 102 in)'),
  ],
};

/** The 'product origin' tab texts. */
export const ORIGINS: readonly Localised[] = [
  localised(
    'Fabriqué au Portugal. Ce produit a été confectionné dans un atelier partenaire du nord du pays, audité chaque année : nous connaissons chaque étape de sa fabrication, du tissage à la finition.',
    'Made in Portugal. This product was made in a partner workshop in the north of the country, audited every year: we know every step of its production, from weaving to finishing.',
  ),
  localised(
    'Fabriqué en France. Coupé et assemblé dans un atelier des Hauts-de-France avec lequel nous travaillons depuis plus de vingt ans ; le tissu est tissé en Europe.',
    'Made in France. Cut and sewn in a workshop in northern France that we have worked with for more than twenty years; the fabric is woven in Europe.',
  ),
  localised(
    'Fabriqué en Italie. Ce modèle est fabriqué par un artisan de la région des Marches, réputée pour son savoir-faire ; les cuirs proviennent de tanneries certifiées.',
    'Made in Italy. This piece is made by a craftsman in the Marche region, known for its expertise; the leathers come from certified tanneries.',
  ),
  localised(
    "Fabriqué en Inde. Produit dans une usine partenaire certifiée pour ses conditions de travail ; le coton est tracé de la filature jusqu'à la confection.",
    'Made in India. Produced in a partner factory certified for its working conditions; the cotton is traced from the spinning mill to the garment.',
  ),
  localised(
    "Fabriqué en Turquie. Confectionné dans un atelier partenaire contrôlé par un organisme indépendant ; l'origine du tissu et le lieu de teinture sont connus et documentés.",
    'Made in Turkey. Made in a partner workshop inspected by an independent body; the origin of the fabric and the place where it was dyed are known and documented.',
  ),
  localised(
    'Fabriqué au Maroc. Assemblé dans un atelier partenaire de Tanger, audité sur ses conditions sociales et environnementales ; chaque lot de production est traçable.',
    'Made in Morocco. Assembled in a partner workshop in Tangier, audited for its social and environmental standards; every production batch can be traced.',
  ),
  localised(
    'Fabriqué en Espagne. Formulé et conditionné dans un laboratoire partenaire près de Valence ; la liste complète des ingrédients figure sur l’emballage.',
    'Made in Spain. Formulated and packed in a partner laboratory near Valencia; the full list of ingredients is printed on the packaging.',
  ),
  localised(
    'Fabriqué en Belgique. Tissé dans une filature familiale de Flandre ; le lin est cultivé en Normandie et en Flandre, à moins de 500 km de l’atelier.',
    'Made in Belgium. Woven in a family-run mill in Flanders; the flax is grown in Normandy and Flanders, less than 500 km from the workshop.',
  ),
];

/**
 * Sentences the generator assembles into product descriptions. `{noun}` is replaced by the
 * product noun (French in lower case, English as written); sentences are written so that it
 * works with singular and plural nouns alike.
 */
export const DESCRIPTION_SENTENCES: {
  opening: readonly SentenceSeed[];
  care: readonly SentenceSeed[];
  fit: readonly SentenceSeed[];
} = {
  opening: [
    {
      fr: 'Un indispensable de la garde-robe : notre modèle de {noun}, pensé pour accompagner toutes vos journées.',
      uk: 'A wardrobe essential: our {noun}, designed to see you through every day.',
      families: ['apparel', 'accessories'],
    },
    {
      fr: 'Coup de cœur assuré pour ce modèle de {noun} aux finitions soignées.',
      uk: 'You will love the careful finishing on our {noun}.',
      families: ['apparel', 'accessories'],
    },
    {
      fr: 'Facile à associer, ce modèle de {noun} se porte aussi bien en semaine que le week-end.',
      uk: 'Easy to pair with everything, our {noun} works just as well on weekdays as at the weekend.',
      families: ['apparel', 'accessories'],
    },
    {
      fr: 'Notre studio de création a imaginé ce modèle de {noun} pour la nouvelle saison.',
      uk: 'Our design studio created this {noun} style for the new season.',
    },
    {
      fr: 'Pour une maison chaleureuse : notre modèle de {noun}, simple et durable.',
      uk: 'For a welcoming home: our {noun}, simple and made to last.',
      families: ['home-textile', 'lighting', 'candle', 'tableware'],
    },
    {
      fr: 'Apportez une touche de caractère à votre intérieur avec ce modèle de {noun}.',
      uk: 'Add a touch of character to your interior with our {noun}.',
      families: ['home-textile', 'lighting', 'candle', 'tableware'],
    },
    {
      fr: 'Prenez soin de vous avec notre formule de {noun}, testée sous contrôle dermatologique.',
      uk: 'Take care of yourself with our {noun}, tested under dermatological supervision.',
      families: ['care'],
    },
    {
      fr: 'Un moment de douceur au quotidien : notre formule de {noun} à la texture légère.',
      uk: 'A little daily treat: our {noun} with a light texture.',
      families: ['care'],
    },
  ],
  care: [
    {
      fr: 'Lavage en machine à 30 °C, sur l’envers. Ne pas utiliser de sèche-linge.',
      uk: 'Machine wash at 30°C, inside out. Do not tumble dry.',
      families: ['apparel'],
    },
    {
      fr: 'Lavage à la main conseillé. Séchage à plat, à l’abri du soleil.',
      uk: 'Hand wash recommended. Dry flat, away from direct sunlight.',
      families: ['apparel'],
    },
    {
      fr: 'Repassage doux sur l’envers. Nettoyage à sec possible.',
      uk: 'Cool iron on the reverse. Can be dry cleaned.',
      families: ['apparel', 'home-textile'],
    },
    {
      fr: 'Lavage en machine à 40 °C. Séchage en tambour possible à basse température.',
      uk: 'Machine wash at 40°C. Can be tumble dried on a low heat.',
      families: ['home-textile'],
    },
    {
      fr: 'Nettoyer avec un chiffon doux légèrement humide ; imperméabiliser avant la première sortie.',
      uk: 'Wipe with a soft, slightly damp cloth; apply a protective spray before first wear.',
      families: ['accessories'],
    },
    {
      fr: 'Compatible lave-vaisselle et micro-ondes.',
      uk: 'Dishwasher and microwave safe.',
      families: ['tableware'],
    },
    {
      fr: 'Dépoussiérer avec un chiffon sec. Ampoule non fournie.',
      uk: 'Dust with a dry cloth. Bulb not included.',
      families: ['lighting'],
    },
    {
      fr: 'Ne jamais laisser brûler sans surveillance ; recouper la mèche à 5 mm avant chaque utilisation.',
      uk: 'Never leave burning unattended; trim the wick to 5 mm before each use.',
      families: ['candle'],
    },
    {
      fr: 'Conserver à l’abri de la chaleur et de la lumière. Usage externe uniquement.',
      uk: 'Store away from heat and light. For external use only.',
      families: ['care'],
    },
  ],
  fit: [
    {
      fr: 'Coupe droite, taille normalement : prenez votre taille habituelle.',
      uk: 'Straight cut, true to size: take your usual size.',
      families: ['apparel'],
    },
    {
      fr: 'Coupe ample et confortable. Si vous hésitez entre deux tailles, prenez la plus petite.',
      uk: 'Relaxed, comfortable fit. If you are between sizes, choose the smaller one.',
      families: ['apparel'],
    },
    {
      fr: 'Coupe ajustée qui taille petit : nous vous conseillons de prendre une taille au-dessus.',
      uk: 'Slim fit that comes up small: we recommend going up a size.',
      families: ['apparel'],
    },
    {
      fr: 'Le mannequin mesure 1,76 m et porte une taille 38.',
      uk: 'The model is 5 ft 9 in tall and wears a size 10.',
      families: ['apparel'],
    },
    {
      fr: 'Chaussant normal. Semelle intérieure amovible et rembourrée.',
      uk: 'Standard fit. Removable, cushioned insole.',
      families: ['accessories'],
    },
    {
      fr: 'Dimensions indiquées hors tout ; un écart de 1 à 2 cm est possible.',
      uk: 'Overall dimensions shown; allow a difference of 1 to 2 cm.',
      families: ['home-textile', 'lighting', 'candle', 'tableware'],
    },
    {
      fr: 'Convient à tous les types de peau, même sensibles.',
      uk: 'Suitable for all skin types, including sensitive skin.',
      families: ['care'],
    },
  ],
};

/** Customer reviews; reviews listing families only suit those products. */
export const REVIEW_SNIPPETS: readonly ReviewSeed[] = [
  {
    rating: 5,
    title: localised('Parfait', 'Perfect'),
    body: localised(
      'Conforme à la description, bien emballé et livré rapidement. Je recommande.',
      'Exactly as described, well packed and delivered quickly. I recommend it.',
    ),
  },
  {
    rating: 5,
    title: localised('Très belle qualité', 'Lovely quality'),
    body: localised(
      'La qualité est au rendez-vous, bien mieux que ce que j’imaginais pour ce prix.',
      'The quality is there, much better than I expected for the price.',
    ),
  },
  {
    rating: 5,
    title: localised('Je l’ai pris en deux couleurs', 'Bought it in two colours'),
    body: localised(
      'J’ai tellement aimé le premier que j’ai commandé une deuxième couleur.',
      'I liked the first one so much that I ordered it in a second colour.',
    ),
  },
  {
    rating: 5,
    title: localised('Couleur fidèle', 'True to colour'),
    body: localised(
      'La couleur est exactement celle de la photo, ce qui n’est pas toujours le cas.',
      'The colour is exactly as in the photo, which is not always the case.',
    ),
  },
  {
    rating: 5,
    title: localised('Taille parfaitement', 'Fits perfectly'),
    body: localised(
      'J’ai pris ma taille habituelle et elle tombe parfaitement. Tissu agréable à porter.',
      'I ordered my usual size and it fits perfectly. The fabric is nice to wear.',
    ),
    families: ['apparel'],
  },
  {
    rating: 5,
    title: localised('Très confortable', 'Very comfortable'),
    body: localised(
      'Je le porte toute la journée sans aucune gêne. Un vrai bonheur.',
      'I wear it all day without any discomfort. A real pleasure.',
    ),
    families: ['apparel'],
  },
  {
    rating: 4,
    title: localised('Bon rapport qualité-prix', 'Good value for money'),
    body: localised(
      'Bon produit pour le prix, finitions correctes. Je recommanderai.',
      'A good product for the price, decent finishing. I will order again.',
    ),
  },
  {
    rating: 4,
    title: localised('Joli mais taille un peu grand', 'Pretty but a little big'),
    body: localised(
      'Très joli, mais j’aurais dû prendre une taille en dessous. L’échange a été simple.',
      'Very pretty, but I should have ordered a size down. The exchange was easy.',
    ),
    families: ['apparel', 'accessories'],
  },
  {
    rating: 4,
    title: localised('Conforme', 'As described'),
    body: localised(
      'Rien à redire, conforme à la photo. Livraison en point relais sans souci.',
      'Nothing to complain about, just like the photo. Collection point delivery went smoothly.',
    ),
  },
  {
    rating: 4,
    title: localised('Agréable à porter', 'Nice to wear'),
    body: localised(
      'Matière douce et agréable. Un peu froissé à la réception mais rien de grave.',
      'Soft, pleasant fabric. A little creased when it arrived but nothing serious.',
    ),
    families: ['apparel'],
  },
  {
    rating: 4,
    title: localised('Bien pour l’été', 'Great for summer'),
    body: localised(
      'Léger et frais, idéal pour les journées chaudes. La couleur est un peu plus claire que sur la photo.',
      'Light and cool, ideal for hot days. The colour is slightly lighter than in the photo.',
    ),
    families: ['apparel'],
  },
  {
    rating: 5,
    title: localised('Chaussures très confortables', 'Really comfortable shoes'),
    body: localised(
      'Confortables dès la première sortie, aucune ampoule. Je marche avec toute la journée.',
      'Comfortable from the first wear, no blisters. I walk in them all day.',
    ),
    families: ['accessories'],
  },
  {
    rating: 4,
    title: localised('Joli sac', 'Lovely bag'),
    body: localised(
      'Pratique et bien fini, on y range beaucoup de choses. La bandoulière pourrait être plus longue.',
      'Practical and well finished, it holds a lot. The strap could be a bit longer.',
    ),
    families: ['accessories'],
  },
  {
    rating: 3,
    title: localised('Correct sans plus', 'Fine, nothing special'),
    body: localised(
      'Produit correct, mais je m’attendais à une matière plus épaisse.',
      'It is fine, but I expected a thicker material.',
    ),
  },
  {
    rating: 3,
    title: localised('Délai un peu long', 'Delivery took a while'),
    body: localised(
      'Le produit me plaît, mais la livraison a pris plus de temps que prévu.',
      'I like the product, but delivery took longer than expected.',
    ),
  },
  {
    rating: 3,
    title: localised('Taille petit', 'Comes up small'),
    body: localised(
      'Joli modèle, mais il taille petit : prenez une taille au-dessus.',
      'Nice style, but it comes up small: go up a size.',
    ),
    families: ['apparel', 'accessories'],
  },
  {
    rating: 2,
    title: localised('Déçue par la matière', 'Disappointed with the fabric'),
    body: localised(
      'Après deux lavages, le tissu a bouloché. Dommage, la coupe était jolie.',
      'The fabric started pilling after two washes. A shame, the cut was nice.',
    ),
    families: ['apparel', 'home-textile'],
  },
  {
    rating: 2,
    title: localised('Couleur différente', 'Colour not as shown'),
    body: localised(
      'La couleur reçue est plus terne que sur le site. Je l’ai retourné, remboursement rapide.',
      'The colour I received is duller than on the website. I returned it and was refunded quickly.',
    ),
  },
  {
    rating: 1,
    title: localised('Ne correspond pas', 'Not what I expected'),
    body: localised(
      'Le produit ne ressemble pas à la photo. Retour effectué sans difficulté.',
      'The product does not look like the photo. The return was easy, at least.',
    ),
  },
  {
    rating: 5,
    title: localised('Très doux', 'So soft'),
    body: localised(
      'Très doux et bien épais, il a gardé sa tenue après plusieurs lavages.',
      'Very soft and nicely thick, it has kept its shape after several washes.',
    ),
    families: ['home-textile'],
  },
  {
    rating: 5,
    title: localised('Change tout dans la chambre', 'Transforms the bedroom'),
    body: localised(
      'Les couleurs sont belles et le tissu est agréable. Notre chambre a pris un coup de jeune.',
      'Beautiful colours and a lovely fabric. Our bedroom feels brand new.',
    ),
    families: ['home-textile'],
  },
  {
    rating: 4,
    title: localised('Joli rendu', 'Looks lovely'),
    body: localised(
      'Très joli dans le salon, conforme aux dimensions annoncées.',
      'Looks very nice in the living room, and the dimensions are as stated.',
    ),
    families: ['home-textile', 'lighting'],
  },
  {
    rating: 5,
    title: localised('Lumière chaleureuse', 'Warm light'),
    body: localised(
      'Donne une lumière douce et chaleureuse. Montage en cinq minutes.',
      'Gives a soft, warm light. Took five minutes to put together.',
    ),
    families: ['lighting'],
  },
  {
    rating: 5,
    title: localised('Bien emballé', 'Well packed'),
    body: localised(
      'Arrivé en parfait état grâce à un emballage très soigné. Vaisselle solide et jolie.',
      'Arrived in perfect condition thanks to careful packaging. Sturdy, pretty crockery.',
    ),
    families: ['tableware'],
  },
  {
    rating: 4,
    title: localised('Joli service', 'Pretty set'),
    body: localised(
      'Très joli sur la table, passe bien au lave-vaisselle. Un peu plus petit que prévu.',
      'Looks very pretty on the table and goes in the dishwasher. A bit smaller than I thought.',
    ),
    families: ['tableware'],
  },
  {
    rating: 5,
    title: localised('Parfum délicat', 'Delicate scent'),
    body: localised(
      'Le parfum se diffuse bien dans la pièce sans être entêtant. Combustion régulière.',
      'The scent fills the room without being overpowering. Burns evenly.',
    ),
    families: ['candle'],
  },
  {
    rating: 5,
    title: localised('Ma peau dit merci', 'My skin loves it'),
    body: localised(
      'Texture agréable qui pénètre vite, ma peau est douce toute la journée.',
      'A lovely texture that sinks in quickly; my skin stays soft all day.',
    ),
    families: ['care'],
  },
  {
    rating: 4,
    title: localised('Odeur agréable', 'Nice smell'),
    body: localised(
      'Sent très bon et ne colle pas. Le flacon pourrait être plus grand.',
      'Smells lovely and is not sticky. The bottle could be bigger.',
    ),
    families: ['care'],
  },
  {
    rating: 3,
    title: localised('Résultats à confirmer', 'Too early to tell'),
    body: localised(
      'Agréable à appliquer, mais je n’ai pas encore vu de résultats après trois semaines.',
      'Pleasant to apply, but I have not seen results yet after three weeks.',
    ),
    families: ['care'],
  },
  {
    rating: 5,
    title: localised('Service client au top', 'Excellent customer service'),
    body: localised(
      'Un petit souci de taille, échangé en quelques jours. Service client très aimable.',
      'A small sizing issue, exchanged within a few days. Very friendly customer service.',
    ),
  },
  {
    rating: 4,
    title: localised('Fidèle à la marque', 'Loyal customer'),
    body: localised(
      'Cliente depuis des années, je suis rarement déçue. Celui-ci ne fait pas exception.',
      'I have been a customer for years and am rarely disappointed. This was no exception.',
    ),
  },
  {
    rating: 2,
    title: localised('Fragile', 'Not very sturdy'),
    body: localised(
      'Joli au déballage, mais une couture a lâché au bout d’un mois.',
      'Looked nice out of the box, but a seam came undone after a month.',
    ),
    families: ['apparel', 'accessories', 'home-textile'],
  },
  {
    rating: 1,
    title: localised('Trop petit', 'Far too small'),
    body: localised(
      'Beaucoup trop petit malgré le guide des tailles. Renvoyé.',
      'Much too small despite the size guide. Sent back.',
    ),
    families: ['apparel', 'accessories'],
  },
  {
    rating: 5,
    title: localised('Cadeau réussi', 'A perfect gift'),
    body: localised(
      'Offert pour un anniversaire, il a beaucoup plu. Bel emballage.',
      'Given as a birthday present and it went down very well. Nicely packaged.',
    ),
  },
];

/** Review authors: first name and initial, French and British. */
export const REVIEW_AUTHORS: readonly string[] = [
  'Sophie M.',
  'Claire D.',
  'Nathalie B.',
  'Isabelle R.',
  'Martine L.',
  'Sandrine P.',
  'Céline G.',
  'Valérie T.',
  'Christine F.',
  'Aurélie V.',
  'Émilie C.',
  'Julien H.',
  'Thierry A.',
  'Patrick N.',
  'Laurent S.',
  'Hélène J.',
  'Brigitte K.',
  'Chantal E.',
  'Mathilde O.',
  'Camille W.',
  'Sarah J.',
  'Emma T.',
  'Olivia H.',
  'Charlotte B.',
  'Lucy W.',
  'Hannah P.',
  'Rachel G.',
  'Joanne M.',
  'Karen D.',
  'Gemma R.',
  'James C.',
  'Oliver S.',
  'Fiona M.',
  'Siobhan O.',
  'Megan L.',
  'David K.',
];

/** Sticker texts: main sticker, sub stickers and commercial-operation sticker of a product card. */
export const STICKERS: {
  principal: readonly Localised[];
  secondary: readonly Localised[];
  operation: readonly Localised[];
} = {
  principal: [
    localised('Nouveauté', 'New'),
    localised('Exclusivité web', 'Online exclusive'),
    localised('Meilleure vente', 'Bestseller'),
    localised('Made in France', 'Made in France'),
    localised('Petit prix', 'Great price'),
  ],
  secondary: [
    localised('Éco-conçu', 'Eco-designed'),
    localised('Coton bio', 'Organic cotton'),
    localised('Fabriqué en Europe', 'Made in Europe'),
    localised('Existe en grande taille', 'Also in plus sizes'),
    localised('Lot économique', 'Value pack'),
    localised('Matière recyclée', 'Recycled material'),
  ],
  operation: [
    localised('Soldes', 'Sale'),
    localised('Black Friday', 'Black Friday'),
    localised('Ventes privées', 'Private sale'),
    localised('Prix choc', 'Price drop'),
    localised('Fête des mères', "Mother's Day"),
  ],
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The French form of an adjective agreeing with the noun. */
function frenchAdjective(noun: ProductNoun, adj: AdjectiveSeed): string {
  const form = noun.frGender === 'f' ? adj.fr.f : adj.fr.m;
  if (noun.frPlural !== true || adj.frInvariable === true || /[sx]$/.test(form)) return form;
  return `${form}s`;
}

/**
 * A product's short label: French noun + adjective (agreeing) + material ('Robe fleurie en lin'),
 * English adjective + material + noun ('Floral linen dress').
 */
export function productLabel(
  store: StoreCode,
  noun: ProductNoun,
  adjective: AdjectiveSeed,
  material?: MaterialSeed,
): string {
  if (store === 'fr') {
    const words = [noun.fr, frenchAdjective(noun, adjective)];
    if (material) words.push(material.fr);
    return capitalise(words.join(' '));
  }
  const words = [adjective.uk];
  if (material) words.push(material.uk);
  words.push(noun.uk);
  return capitalise(words.join(' '));
}
