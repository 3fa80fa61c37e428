import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../app/store-context.js';
import type { Prefetch } from '../../../app/page-module.js';
import { noResultApi } from '../../../shared/not-found-api.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { homeStructuredData } from '../../../shared/structured-data.js';
import { siteApi, useGetMenuQuery, useGetSiteContentQuery } from '../../../shared/site-api.js';
import { homeApi } from '../api/home-api.js';
import { HomeBanners } from '../components/home-banners.js';
import { NewInCarousel } from '../components/new-in-carousel.js';
import { ShoppingIdeaCarousel } from '../components/shopping-idea-carousel.js';
import { UniverseLinks } from '../components/universe-links.js';
import { ZoneBanners } from '../components/zone-banners.js';
import { homeBanners, NEW_IN_UNIVERSES, universes } from '../home-content.js';
import styles from './home-page.module.css';

/**
 * Starts the home page's data: the 'shopping idea' feed, and the 'new in' carousels of the first
 * universes once the menu (which names them) has arrived.
 * @public The route table reads it through a lazy import, which knip cannot follow.
 */
export const prefetch: Prefetch = (store) => {
  void store.dispatch(
    noResultApi.endpoints.getNoResultContent.initiate(undefined, { subscribe: false }),
  );
  void store
    .dispatch(siteApi.endpoints.getMenu.initiate(undefined, { subscribe: false }))
    .then(({ data }) => {
      for (const universe of universes(data).slice(0, NEW_IN_UNIVERSES))
        void store.dispatch(
          homeApi.endpoints.getHomeNewIn.initiate(universe.url, { subscribe: false }),
        );
    });
};

/**
 * The home page (docs/decisions/009): merchandising banners, the universes, 'new in' carousels of
 * the first universes, the trending zones of the site content and a 'shopping idea' carousel. Its
 * h1 is the header's logo (spec 2.2), so every section here is an h2.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const menu = useGetMenuQuery();
  const siteContent = useGetSiteContentQuery();
  const { hero, side } = useMemo(() => homeBanners(menu.data), [menu.data]);
  const entries = useMemo(() => universes(menu.data), [menu.data]);
  const [first, second] = entries.slice(0, NEW_IN_UNIVERSES);

  // The universes come with the menu: until then, a carousel skeleton holds each place.
  const newIn = (universe: typeof first) =>
    menu.isLoading ? <NewInCarousel /> : universe && <NewInCarousel universe={universe} />;

  return (
    <div className={styles.home}>
      <PageMeta
        title={t('HOME_META_TITLE')}
        description={t('HOME_META_DESCRIPTION')}
        canonicalPath="/"
        alternatePath="/"
        structuredData={(site) =>
          homeStructuredData(site, t('META_SITE_NAME'), config.slugs.search)
        }
      />
      <HomeBanners hero={hero} side={side} loading={menu.isLoading} />
      <UniverseLinks items={entries} loading={menu.isLoading} />
      <div className={styles.belowFold}>
        {newIn(first)}
        <ZoneBanners feed={siteContent.data} loading={siteContent.isLoading} />
        {newIn(second)}
        <ShoppingIdeaCarousel />
      </div>
    </div>
  );
}
