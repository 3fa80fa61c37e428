import { ProductCard, ProductGridSkeleton } from '@vitrine/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../app/store-context.js';
import { track } from '../../../shared/analytics.js';
import { toCardProps } from '../../../shared/product-cards.js';
import { LISTING_PAGE_SIZE } from '../listing-query.js';
import { trackingProduct } from '../tracking.js';
import styles from './catalogue.module.css';
import { FetchError } from './fetch-error.js';
import { useListingPage } from './use-listing-page.js';
import type { ListingState } from './use-listing.js';

/** Cards in the widest grid's row: the first row's pictures load at once. */
const FIRST_ROW = 4;

export interface ResultsGridProps {
  listing: ListingState;
  pageNumber: number;
  /** The analytics list ('category:<title>' or 'search'); impressions wait until it is known. */
  listName: string | undefined;
  /** Cards the page will hold: the skeleton's size while it loads. */
  expected: number;
  /** The first page shown, at the top of the results. */
  first: boolean;
}

/**
 * One page of a listing's products: a skeleton while it loads, then the cards. Each page shown
 * is an impression; a card followed is a product click with its place in the whole listing.
 */
export function ResultsGrid({ listing, pageNumber, listName, expected, first }: ResultsGridProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const { claimFocus } = listing;
  const result = useListingPage(listing.args(pageNumber), listing.seedFor(pageNumber));
  const shown = result.currentData;
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!shown || listName === undefined) return;
    track({
      event: 'impression',
      list_name: listName,
      products: shown.products.map((card) => trackingProduct(config.segment, card)),
    });
    if (claimFocus(pageNumber)) listRef.current?.focus({ preventScroll: true });
  }, [shown, listName, config.segment, claimFocus, pageNumber]);

  if (!shown) {
    if (result.error !== undefined && !result.isFetching)
      return <FetchError onRetry={result.refetch} />;
    return <ProductGridSkeleton count={expected} className={styles.gridGap} />;
  }

  const offset = (pageNumber - 1) * LISTING_PAGE_SIZE;
  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      className={`${styles.grid} ${styles.gridGap}`}
      aria-label={t('CATALOGUE_RESULTS_PAGE', { page: pageNumber })}
    >
      {shown.products.map((card, index) => (
        <li key={card.id}>
          <ProductCard
            {...toCardProps(card, { priority: first && index < FIRST_ROW })}
            onClick={() => {
              track({
                event: 'product_click',
                list_name: listName ?? '',
                position: offset + index + 1,
                product: trackingProduct(config.segment, card),
              });
            }}
          />
        </li>
      ))}
    </ul>
  );
}
