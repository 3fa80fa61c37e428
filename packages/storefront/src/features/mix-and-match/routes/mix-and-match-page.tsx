import { Breadcrumbs, EmptyState, Skeleton } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import type { Prefetch } from '../../../app/page-module.js';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { arrivalAccess, type EntryAccess } from '../../../state/add-to-cart-tracking.js';
import { prefetchLooks, useGetLooksQuery } from '../api/looks-api.js';
import { LookList } from '../components/look-list.js';
import { mixAndMatchTranslations } from '../mix-and-match.i18n.js';
import styles from './mix-and-match-page.module.css';

/** How the shopper reached the page, noted while it loads (the address bar still shows where from). */
let arrival: EntryAccess = 'direct';

/**
 * Starts the looks while the page's code loads, and notes how the shopper came.
 * @public The route table reads it through a lazy import, which knip cannot follow.
 */
export const prefetch: Prefetch = (store, { pathname }) => {
  if (typeof window !== 'undefined')
    arrival = arrivalAccess(
      window.location.pathname,
      pathname,
      document.referrer,
      window.location.origin,
    );
  prefetchLooks(store);
};

/**
 * /mix-and-match (spec 2.1, routed when `features.mixAndMatch` is on): looks of coordinated
 * pieces sold separately, each to add whole or piece by piece, rendered on the server with them.
 */
export default function MixAndMatchPage() {
  useRouteTexts(mixAndMatchTranslations);
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const { data: looks, isError, refetch } = useGetLooksQuery();
  const title = t('MIX_AND_MATCH_TITLE');
  const retry = () => {
    void refetch();
  };

  return (
    <div className={styles.page}>
      <PageMeta
        title={title}
        description={t('MIX_AND_MATCH_DESCRIPTION')}
        canonicalPath={paths.mixAndMatch}
      />
      <Breadcrumbs items={[{ label: title, href: paths.mixAndMatch }]} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{t('MIX_AND_MATCH_DESCRIPTION')}</p>
      {looks && looks.length > 0 ? (
        <LookList looks={looks} access={arrival} onRefused={retry} className={styles.looks} />
      ) : looks ? (
        <EmptyState
          headingLevel={2}
          title={t('MIX_AND_MATCH_EMPTY_TITLE')}
          text={t('MIX_AND_MATCH_EMPTY_TEXT')}
          action={{ label: t('MIX_AND_MATCH_EMPTY_LINK'), href: paths.categorySitemap }}
        />
      ) : isError ? (
        <EmptyState
          headingLevel={2}
          title={t('ERROR_GENERIC')}
          text={t('ERROR_FETCH')}
          action={{ label: t('MIX_AND_MATCH_RETRY'), onClick: retry }}
        />
      ) : (
        <div aria-busy="true">
          <p>{t('MIX_AND_MATCH_LOADING')}</p>
          <Skeleton lines={8} />
        </div>
      )}
    </div>
  );
}
