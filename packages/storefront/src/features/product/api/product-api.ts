import type { ProductCard, ProductDynamic, ProductStatic } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';

/** The product page's server data (spec 7.4, 7.5). */
export const productApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getProductStatic: build.query<ProductStatic, string>({
      query: (path) => (client) => client.catalogue.productStatic(path),
    }),
    getProductDynamic: build.query<ProductDynamic, { path: string; largeSize: boolean }>({
      query:
        ({ path, largeSize }) =>
        (client) =>
          client.catalogue.productDynamic(path, largeSize),
      // Prices and stock change during the day: read afresh on every visit of the page.
      keepUnusedDataFor: 5,
    }),
    getRelatedProducts: build.query<ProductCard[], string>({
      query: (path) => (client) => client.catalogue.relatedProducts(path),
    }),
    getProductSizeGuide: build.query<string, string>({
      query: (id) => (client) => client.content.sizeGuide(id),
      keepUnusedDataFor: 3600,
    }),
    getProductContentPage: build.query<string, string>({
      query: (path) => (client) => client.content.cmsPage(path),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useGetProductStaticQuery,
  useGetProductDynamicQuery,
  useGetRelatedProductsQuery,
  useGetProductSizeGuideQuery,
  useGetProductContentPageQuery,
} = productApi;
