import type { Facets } from '@vitrine/api-client';
import type { Facet, FacetOption, FacetSelection } from '@vitrine/ui';
import { IN_STOCK_FACET, IN_STOCK_VALUE, PRICE_FACET } from './listing-query.js';
import { parsePriceRangeValue, priceRangeValue, type PriceRange } from './price-ranges.js';

/** The facets' names, in the store's language. */
export interface FacetLabels {
  size: string;
  colour: string;
  price: string;
  brand: string;
  availability: string;
  inStockOnly: string;
}

/** The price ranges of a listing and how many products each holds (once known). */
export interface PriceFacetInput {
  ranges: readonly PriceRange[];
  counts: readonly number[] | undefined;
  /** Products of the listing as shown: the count of a chosen span that is not one of the ranges. */
  total: number;
}

/** Groups open at first (before any is chosen): the kit opens the first three it is given. */
export const EXPANDED_FACETS = ['size', 'colour', PRICE_FACET] as const;

/** Chosen values the listing no longer offers stay listed (with no product) so they can be unticked. */
function withChosen(options: FacetOption[], chosen: readonly string[] = []): FacetOption[] {
  const missing = chosen.filter((value) => !options.some((option) => option.value === value));
  return [...options, ...missing.map((value) => ({ value, count: 0 }))];
}

function priceOptions(
  { ranges, counts, total }: PriceFacetInput,
  chosen: readonly string[] = [],
): FacetOption[] {
  // Not until the ranges' counts are known: the kit draws every option with its count.
  if (ranges.length > 0 && counts?.length !== ranges.length) return [];
  const options: FacetOption[] = ranges.map((range, index) => ({
    value: priceRangeValue(range),
    count: counts?.[index] ?? 0,
    range,
  }));
  // A span from a shared address that is not one of today's ranges ('Over 30 €').
  const custom = chosen
    .filter((value) => !options.some((option) => option.value === value))
    .flatMap((value) => {
      const range = parsePriceRangeValue(value);
      return range ? [{ value, count: total, range }] : [];
    });
  return [...custom, ...options];
}

/**
 * The kit's filter groups for a listing: size, colour (swatches), price ranges, brand and
 * availability. A group with nothing to offer and nothing chosen is left out.
 */
export function listingFacets(
  facets: Facets,
  selection: FacetSelection,
  labels: FacetLabels,
  price: PriceFacetInput,
): Facet[] {
  const groups: Facet[] = [
    {
      id: 'size',
      label: labels.size,
      kind: 'size',
      options: withChosen(
        facets.sizes.map(({ code, label, count }) => ({ value: code, label, count })),
        selection.size,
      ),
    },
    {
      id: 'colour',
      label: labels.colour,
      kind: 'colour',
      options: withChosen(
        facets.colours.map(({ code, label, count, hex }) => ({
          value: code,
          label,
          count,
          ...(hex ? { swatch: hex } : {}),
        })),
        selection.colour,
      ),
    },
    {
      id: PRICE_FACET,
      label: labels.price,
      kind: 'price',
      options: priceOptions(price, selection[PRICE_FACET]),
    },
    {
      id: 'brand',
      label: labels.brand,
      options: withChosen(
        facets.brands.map(({ code, label, count }) => ({ value: code, label, count })),
        selection.brand,
      ),
    },
    {
      id: IN_STOCK_FACET,
      label: labels.availability,
      options:
        facets.inStock > 0 || selection[IN_STOCK_FACET]
          ? [{ value: IN_STOCK_VALUE, label: labels.inStockOnly, count: facets.inStock }]
          : [],
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
