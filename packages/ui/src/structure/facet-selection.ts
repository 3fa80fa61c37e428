/** One value of a listing filter (spec §3: the search and listing responses carry them). */
export interface FacetOption {
  value: string;
  /** The label shown (content). Price ranges may leave it out: it is written from `range`. */
  label?: string | undefined;
  /** How many products have this value with the other filters applied. */
  count: number;
  /** Colour facets: a CSS colour (or gradient) for the swatch. */
  swatch?: string | undefined;
  /** Price facets: the range's bounds in the store's currency. */
  range?: { min?: number | undefined; max?: number | undefined } | undefined;
}

export type FacetKind = 'checkbox' | 'colour' | 'size' | 'price';

export interface Facet {
  id: string;
  /** The facet's name (content), e.g. 'Taille', 'Couleur', 'Prix', 'Marque'. */
  label: string;
  /** How its options look: plain checkboxes, colour swatches, size boxes or price ranges. */
  kind?: FacetKind | undefined;
  options: readonly FacetOption[];
}

/** The values chosen, by facet id. Facets without a value are left out. */
export type FacetSelection = Readonly<Record<string, readonly string[]>>;

export interface SelectedFilter {
  facetId: string;
  facetLabel: string;
  value: string;
  option: FacetOption | undefined;
}

function withValues(
  selection: FacetSelection,
  facetId: string,
  values: readonly string[],
): FacetSelection {
  const others = Object.entries(selection).filter(([id]) => id !== facetId);
  return Object.fromEntries(values.length > 0 ? [...others, [facetId, values]] : others);
}

/** Adds or removes one value (a checkbox ticked or unticked); never mutates `selection`. */
export function toggleFacetValue(
  selection: FacetSelection,
  facetId: string,
  value: string,
  checked: boolean,
): FacetSelection {
  const values = selection[facetId] ?? [];
  if (checked === values.includes(value)) return selection;
  return withValues(
    selection,
    facetId,
    checked ? [...values, value] : values.filter((item) => item !== value),
  );
}

/** How many values are chosen across all facets ('Filter (3)'). */
export function selectedCount(selection: FacetSelection): number {
  return Object.values(selection).reduce((sum, values) => sum + values.length, 0);
}

/** The chosen values in the facets' order and, within a facet, in its options' order. */
export function selectedFilters(
  facets: readonly Facet[],
  selection: FacetSelection,
): SelectedFilter[] {
  return facets.flatMap((facet) => {
    const values = selection[facet.id] ?? [];
    const order = (value: string) => {
      const index = facet.options.findIndex((option) => option.value === value);
      return index === -1 ? Infinity : index;
    };
    return [...values]
      .sort((a, b) => order(a) - order(b))
      .map((value) => ({
        facetId: facet.id,
        facetLabel: facet.label,
        value,
        option: facet.options.find((option) => option.value === value),
      }));
  });
}

/** The text key and amounts that name a price range: under, between or over. */
export function priceRangeText(range: {
  min?: number | undefined;
  max?: number | undefined;
}):
  | { key: 'LABEL_PRICE_RANGE_UNDER'; max: number }
  | { key: 'LABEL_PRICE_RANGE_BETWEEN'; min: number; max: number }
  | { key: 'LABEL_PRICE_RANGE_OVER'; min: number }
  | null {
  const min = range.min !== undefined && range.min > 0 ? range.min : undefined;
  const { max } = range;
  if (min !== undefined && max !== undefined) return { key: 'LABEL_PRICE_RANGE_BETWEEN', min, max };
  if (max !== undefined) return { key: 'LABEL_PRICE_RANGE_UNDER', max };
  if (min !== undefined) return { key: 'LABEL_PRICE_RANGE_OVER', min };
  return null;
}
