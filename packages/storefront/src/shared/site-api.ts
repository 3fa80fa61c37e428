import type { Menu, SiteContentFeed } from '@vitrine/api-client';
import { storeApi } from '../app/api.js';

/**
 * The site-wide feeds several features show: the menu (header menus, home banners and universes)
 * and the site content feed (header banner, search and home merchandising). One endpoint each, so
 * the page asks once.
 */
export const siteApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getMenu: build.query<Menu, void>({
      query: () => (client) => client.catalogue.menu(),
      keepUnusedDataFor: 3600,
    }),
    getSiteContent: build.query<SiteContentFeed, void>({
      query: () => (client) => client.catalogue.siteContent(),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetMenuQuery, useGetSiteContentQuery } = siteApi;
