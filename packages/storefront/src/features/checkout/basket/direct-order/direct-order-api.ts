import type { ApiClient } from '@vitrine/api-client';
import { storeApi } from '../../../../app/api.js';
import { catalogueBasePath, PRODUCT_PATH } from '../../../../config/paths.js';
import { toDirectOrderProduct, type DirectOrderProduct } from './direct-order-product.js';

export interface ReferenceLookup {
  reference: string;
  /** The store's search slug: the search call answers its results page under it. */
  searchKind: 'Recherche' | 'Search';
}

/**
 * The product a catalogue reference names, or null. The search call resolves a reference to its
 * product's page (spec 4, search); the product's sheet and stock (both size ranges when it has
 * two) give its label, picture, price and sizes.
 */
async function productOfReference(
  client: ApiClient,
  { reference, searchKind }: ReferenceLookup,
): Promise<DirectOrderProduct | null> {
  const found = await client.catalogue.search(reference, searchKind);
  if (found.isSearchPage || !PRODUCT_PATH.test(found.contextUrl)) return null;
  const path = catalogueBasePath(found.contextUrl);
  const sheet = await client.catalogue.productStatic(path);
  if (sheet.reference !== reference) return null;
  const ranges = sheet.attributes.listeTailles.some((size) => size.isLargeSize)
    ? [false, true]
    : [false];
  const stock = await Promise.all(
    ranges.map((largeSize) => client.catalogue.productDynamic(path, largeSize)),
  );
  return toDirectOrderProduct(sheet, stock);
}

/** The quick order's look-ups (spec 2.1 direct order). */
export const directOrderApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getDirectOrderProduct: build.query<DirectOrderProduct | null, ReferenceLookup>({
      query: (lookup) => (client) => productOfReference(client, lookup),
      // Stock changes during the day: a reference typed again a minute later is read afresh.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetDirectOrderProductQuery } = directOrderApi;
