import type { Sitemap } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';

/** The content pages' server data: CMS pages, the paged site plans and the footer's service text. */
export const contentApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** A CMS page's HTML by its path without the leading slash ('aide'). */
    getCmsPage: build.query<string, string>({
      query: (path) => (client) => client.content.cmsPage(path),
    }),
    getProductSitemap: build.query<Sitemap, number>({
      query: (page) => (client) => client.catalogue.productSitemap(page),
    }),
    getCategorySitemap: build.query<Sitemap, number>({
      query: (page) => (client) => client.catalogue.categorySitemap(page),
    }),
    /** The footer HTML, read by the contact page for the customer service's phone and hours. */
    getContactServiceHtml: build.query<string, void>({
      query: () => (client) => client.content.footer(),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useGetCmsPageQuery,
  useGetProductSitemapQuery,
  useGetCategorySitemapQuery,
  useGetContactServiceHtmlQuery,
} = contentApi;
