/** What never changes about a product after seeding that listings filter, count and sort on. */
export interface ScopeFacts {
  id: string;
  brand: string;
  price: number;
  discount: number;
  releasedOn: string;
  popularity: number;
  sizes: string[];
  /** The labels of `sizes`, in the same order. */
  sizeLabels: string[];
  colours: string[];
}

/**
 * Products' listing facts by position, a typed array each: filtering, counting and sorting tens of
 * thousands of products then reads numbers, not objects. A brand, size or colour is its number in
 * its dictionary (`brands`, `sizes`, `colours`). A product's sizes are one of a few hundred sets
 * (`sizeSet[p]`, a number in `sizeSets`), and its colours likewise: a filter or a count then
 * looks at each set once, and at each product's set.
 */
export interface FactColumns {
  count: number;
  ids: readonly string[];
  price: Float64Array;
  discount: Float64Array;
  /** The release date as a number, yyyymmdd: it orders as the date does. */
  released: Int32Array;
  /**
   * Each product's place in the default order, most popular first and then by id: the tie-break
   * of every sort, compared as one number.
   */
  popularityPlace: Int32Array;
  brand: Int32Array;
  brands: readonly string[];
  sizeSet: Int32Array;
  sizeSets: CodeSets;
  sizes: readonly string[];
  colourSet: Int32Array;
  colourSets: CodeSets;
  colours: readonly string[];
}

/** Sets of codes, numbered: set `s` holds `codes` from `start[s]` to `start[s + 1]`. */
export interface CodeSets {
  count: number;
  start: Int32Array;
  codes: Int32Array;
}

/** Each distinct value once, numbered in the order first seen. */
class Dictionary {
  readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();

  numberOf(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.values.push(value);
      this.numbers.set(value, number);
    }
    return number;
  }
}

/** Several codes a product (sizes, colours): each product's set of them, numbered. */
class CodeSetsBuilder {
  readonly dictionary = new Dictionary();
  private readonly sets = new Dictionary();
  private readonly starts = [0];
  private readonly codes: number[] = [];
  private readonly setOf: number[] = [];

  add(values: readonly string[]): void {
    const codes = values.map((value) => this.dictionary.numberOf(value));
    const set = this.sets.numberOf(codes.join(','));
    if (set === this.starts.length - 1) {
      this.codes.push(...codes);
      this.starts.push(this.codes.length);
    }
    this.setOf.push(set);
  }

  build() {
    return {
      setOf: Int32Array.from(this.setOf),
      sets: {
        count: this.starts.length - 1,
        start: Int32Array.from(this.starts),
        codes: Int32Array.from(this.codes),
      },
      dictionary: this.dictionary.values,
    };
  }
}

/** By position, the place in the order of `popularity` (highest first), then of `ids`. */
function placesOf(popularity: readonly number[], ids: readonly string[]): Int32Array {
  // Ids are ASCII capitals and digits: comparing code points orders them as localeCompare does.
  const byId = (a: number, b: number) => {
    const [x = '', y = ''] = [ids[a], ids[b]];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const ordered = Int32Array.from(ids.keys()).sort(
    (a, b) => (popularity[b] ?? 0) - (popularity[a] ?? 0) || byId(a, b),
  );
  const places = new Int32Array(ordered.length);
  ordered.forEach((position, place) => {
    places[position] = place;
  });
  return places;
}

/** Gathers products' facts, in the order of their positions, into columns. */
export class FactColumnsBuilder {
  private readonly ids: string[] = [];
  private readonly price: number[] = [];
  private readonly discount: number[] = [];
  private readonly released: number[] = [];
  private readonly popularity: number[] = [];
  private readonly brand: number[] = [];
  private readonly brands = new Dictionary();
  private readonly sizes = new CodeSetsBuilder();
  private readonly colours = new CodeSetsBuilder();

  /** Adds a product at the next position, and gives that position. */
  add(facts: ScopeFacts): number {
    this.ids.push(facts.id);
    this.price.push(facts.price);
    this.discount.push(facts.discount);
    this.released.push(Number(facts.releasedOn.replaceAll('-', '')));
    this.popularity.push(facts.popularity);
    this.brand.push(this.brands.numberOf(facts.brand));
    this.sizes.add(facts.sizes);
    this.colours.add(facts.colours);
    return this.ids.length - 1;
  }

  build(): FactColumns {
    const sizes = this.sizes.build();
    const colours = this.colours.build();
    return {
      count: this.ids.length,
      ids: this.ids,
      price: Float64Array.from(this.price),
      discount: Float64Array.from(this.discount),
      released: Int32Array.from(this.released),
      popularityPlace: placesOf(this.popularity, this.ids),
      brand: Int32Array.from(this.brand),
      brands: this.brands.values,
      sizeSet: sizes.setOf,
      sizeSets: sizes.sets,
      sizes: sizes.dictionary,
      colourSet: colours.setOf,
      colourSets: colours.sets,
      colours: colours.dictionary,
    };
  }
}
