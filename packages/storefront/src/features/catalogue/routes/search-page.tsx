import { Breadcrumbs } from '@vitrine/ui';
import { SEARCH_MAX_LENGTH } from '@vitrine/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import type { Prefetch } from '../../../app/page-module.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { breadcrumbStructuredData } from '../../../shared/structured-data.js';
import { prefetchListing, type ListingSource } from '../api/catalogue-api.js';
import styles from '../components/catalogue.module.css';
import { FetchError } from '../components/fetch-error.js';
import { ListingHeading } from '../components/listing-heading.js';
import { ListingResults } from '../components/listing-results.js';
import { SearchNoResult } from '../components/search-no-result.js';
import { useListing } from '../components/use-listing.js';
import { hasFilters, listingCanonicalPath, parseListingSearch } from '../listing-query.js';
import { searchSeed } from '../search-seed.js';
import { trackingListName } from '../tracking.js';

function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const location = useLocation();
  const state: unknown = location.state;
  const source = useMemo<ListingSource>(() => ({ kind: 'search', term }), [term]);
  // A header search brings its first page along: shown at once, not asked for again.
  const seed = useMemo(() => searchSeed(state, term), [state, term]);
  const listing = useListing(source, seed);
  const { data, currentData, error, isFetching } = listing.head;
  const corrected = data?.correctedTerm;

  const ownPath = paths.search(term);
  const crumb = t('CATALOGUE_SEARCH_BREADCRUMB', { term });
  const crumbs = [{ label: crumb, href: location.pathname }];
  const meta = (
    <PageMeta
      title={t('CATALOGUE_SEARCH_META_TITLE', { term })}
      description={t('CATALOGUE_SEARCH_META_DESCRIPTION', { term })}
      noIndex={hasFilters(listing.filters)}
      canonicalPath={listingCanonicalPath(ownPath, listing.filters)}
      structuredData={(site) => [
        breadcrumbStructuredData(site, [
          { label: t('LABEL_HOME'), url: '/' },
          { label: crumb, url: ownPath },
        ]),
      ]}
    />
  );

  if (currentData?.total === 0 && !hasFilters(listing.filters))
    return (
      <div className={styles.page}>
        {meta}
        <Breadcrumbs items={crumbs} />
        <SearchNoResult term={term} />
      </div>
    );

  return (
    <div className={styles.page}>
      {meta}
      <ListingHeading
        crumbs={crumbs}
        title={t('CATALOGUE_SEARCH_TITLE', { term: corrected ?? term })}
        total={currentData?.total}
      >
        {corrected && (
          <p className={styles.note}>{t('CATALOGUE_SEARCH_CORRECTED', { term, corrected })}</p>
        )}
      </ListingHeading>
      {error !== undefined && !data && !isFetching ? (
        <FetchError onRetry={listing.head.refetch} />
      ) : (
        <ListingResults listing={listing} listName={trackingListName(source, term)} />
      )}
    </div>
  );
}

/** The search term of a results page's path ('/Recherche/robe%20rouge' → 'robe rouge'). */
function termOf(pathname: string): string {
  const encoded = pathname.split('/')[2] ?? '';
  try {
    return searchTerm(decodeURIComponent(encoded));
  } catch {
    return searchTerm(encoded);
  }
}

/** The term searched for: at most SEARCH_MAX_LENGTH characters, control characters left out. */
const searchTerm = (text: string) => text.replace(/\p{Cc}/gu, '').slice(0, SEARCH_MAX_LENGTH);

/**
 * Starts the results' first request while the page's code loads (as the listing asks it).
 * @public The route table reads it through a lazy import, which knip cannot follow.
 */
export const prefetch: Prefetch = (store, { pathname, search }) => {
  prefetchListing(store, { kind: 'search', term: termOf(pathname) }, parseListingSearch(search));
};

/**
 * Search results, /Search/{term} and /Recherche/{term} (spec 2.1); indexed without filters only,
 * under the store's own path word.
 */
export default function SearchPage() {
  const { term = '' } = useParams();
  const shown = searchTerm(term);
  // Another term is another listing: nothing of the last one's state stays.
  return <SearchResults key={shown} term={shown} />;
}
