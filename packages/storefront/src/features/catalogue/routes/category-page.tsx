import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { failureStatus } from '../../../app/api-failure.js';
import { CATEGORY_PATH, catalogueBasePath } from '../../../config/paths.js';
import type { Prefetch } from '../../../app/page-module.js';
import { NotFoundPage } from '../../../shared/not-found-page.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { usePageViewHold } from '../../../shared/page-view-signals.js';
import { breadcrumbStructuredData } from '../../../shared/structured-data.js';
import { prefetchListing, type ListingSource } from '../api/catalogue-api.js';
import { prefetchLinkingBlock } from '../api/linking-block-api.js';
import styles from '../components/catalogue.module.css';
import { FetchError } from '../components/fetch-error.js';
import { ListingHeading } from '../components/listing-heading.js';
import { LinkingBlock } from '../components/linking-block.js';
import { ListingResults } from '../components/listing-results.js';
import { useListing } from '../components/use-listing.js';
import { listingCanonicalPath, parseListingSearch } from '../listing-query.js';
import { trackingListName } from '../tracking.js';

type CategorySource = Extract<ListingSource, { kind: 'category' }>;

const categorySource = (pathname: string): CategorySource => ({
  kind: 'category',
  path: catalogueBasePath(pathname),
});

/** The category's 5-digit id ('/C-11000-hauts' → '11000'): its linking block's identifier. */
const categoryId = (pathname: string) => CATEGORY_PATH.exec(pathname)?.[1];

/**
 * Starts the listing's first request while the page's code loads (see routes/catch-all).
 * @public The route table reads it through a lazy import, which knip cannot follow.
 */
export const prefetch: Prefetch = (store, { pathname, search }) => {
  prefetchListing(store, categorySource(pathname), parseListingSearch(search));
  const id = categoryId(pathname);
  if (id) prefetchLinkingBlock(store, id);
};

function CategoryListing({ source }: { source: CategorySource }) {
  const { t } = useTranslation();
  const listing = useListing(source);
  const { data, currentData, error } = listing.head;
  // Until the listing answers, the page may still be the not-found page (its page view waits).
  usePageViewHold(!data && error === undefined);
  const linkingId = categoryId(source.path);

  if (error !== undefined && failureStatus(error) === 404) return <NotFoundPage />;
  if (error !== undefined && !data && !listing.head.isFetching)
    return (
      <div className={styles.page}>
        <PageMeta title={t('ERROR_PAGE_TITLE')} noIndex />
        <FetchError headingLevel={1} onRetry={listing.head.refetch} />
      </div>
    );

  return (
    <div className={styles.page}>
      {data ? (
        <PageMeta
          title={data.title}
          description={t('CATALOGUE_CATEGORY_DESCRIPTION', { title: data.title })}
          canonicalPath={listingCanonicalPath(source.path, listing.filters)}
          alternatePath={listingCanonicalPath(source.path, listing.filters)}
          structuredData={(site) => [
            breadcrumbStructuredData(site, [
              { label: t('LABEL_HOME'), url: '/' },
              ...data.breadcrumb,
            ]),
          ]}
        />
      ) : (
        <PageMeta />
      )}
      <ListingHeading
        crumbs={data?.breadcrumb.map((link) => ({ label: link.label, href: link.url }))}
        title={data?.title}
        total={currentData?.total}
      />
      <ListingResults
        listing={listing}
        listName={data ? trackingListName(source, data.title) : undefined}
      />
      {linkingId && <LinkingBlock categoryId={linkingId} />}
    </div>
  );
}

/** A category listing, /C-{5 digits}-{slug} (spec 2.1): an unknown category is the 404 page. */
export default function CategoryPage() {
  const { pathname } = useLocation();
  const source = useMemo(() => categorySource(pathname), [pathname]);
  // Another category is another page: nothing of the last one's state stays.
  return <CategoryListing key={catalogueBasePath(pathname)} source={source} />;
}
