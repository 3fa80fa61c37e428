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
 * its dictionary (`brands`, `sizes`, `colours`); a product's sizes are `sizeCodes` from
 * `sizeStart[p]` to `sizeStart[p + 1]`, and its colours likewise.
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
  sizeStart: Int32Array;
  sizeCodes: Int32Array;
  sizes: readonly string[];
  colourStart: Int32Array;
  colourCodes: Int32Array;
  colours: readonly string[];
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

/** Several codes a product (sizes, colours), as one list of numbers and where each product's start. */
class CodeLists {
  readonly dictionary = new Dictionary();
  private readonly starts = [0];
  private readonly codes: number[] = [];

  add(values: readonly string[]): void {
    for (const value of values) this.codes.push(this.dictionary.numberOf(value));
    this.starts.push(this.codes.length);
  }

  build() {
    return {
      start: Int32Array.from(this.starts),
      codes: Int32Array.from(this.codes),
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
  private readonly sizes = new CodeLists();
  private readonly colours = new CodeLists();

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
      sizeStart: sizes.start,
      sizeCodes: sizes.codes,
      sizes: sizes.dictionary,
      colourStart: colours.start,
      colourCodes: colours.codes,
      colours: colours.dictionary,
    };
  }
}
