import { useLocation } from 'react-router';
import { failureStatus } from '../../../app/api-failure.js';
import { catalogueBasePath } from '../../../config/paths.js';
import type { Prefetch } from '../../../app/page-module.js';
import { NotFoundPage } from '../../../shared/not-found-page.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { usePageViewHold } from '../../../shared/page-view-signals.js';
import { productApi, useGetProductStaticQuery } from '../api/product-api.js';
import { noteArrival } from '../arrival.js';
import { ProductSheet } from '../components/product-sheet.js';
import { ProductSkeleton } from '../components/product-skeleton.js';
import { hasLargeSizeRange } from '../product-offer.js';

/** A product sheet that could not be read for another reason than 'not found'. */
class ProductUnavailableError extends Error {
  override readonly name = 'ProductUnavailableError';

  constructor(readonly status: number) {
    super(`The product sheet answered ${String(status)}`);
  }
}

/**
 * Starts what the page shows while its code loads: the sheet, the standard range's price and
 * stock (and the large sizes' once the sheet says it has them), the related products.
 * @public The route table reads it through a lazy import, which knip cannot follow.
 */
export const prefetch: Prefetch = (store, { pathname }) => {
  const path = catalogueBasePath(pathname);
  noteArrival(path);
  const stock = (largeSize: boolean) =>
    store.dispatch(
      productApi.endpoints.getProductDynamic.initiate({ path, largeSize }, { subscribe: false }),
    );
  void store
    .dispatch(productApi.endpoints.getProductStatic.initiate(path, { subscribe: false }))
    .then(({ data }) => {
      if (data && hasLargeSizeRange(data.attributes.listeTailles)) void stock(true);
    });
  void stock(false);
  void store.dispatch(productApi.endpoints.getRelatedProducts.initiate(path, { subscribe: false }));
};

/** The product page, /P-{id}-{slug}/* (spec 2.1). */
export default function ProductPage() {
  const path = catalogueBasePath(useLocation().pathname);
  const sheet = useGetProductStaticQuery(path);
  // Until the sheet answers, the page may still be the not-found page (its page view waits).
  usePageViewHold(!sheet.currentData && !sheet.error);

  if (sheet.error) {
    const status = failureStatus(sheet.error);
    if (status === 404) return <NotFoundPage titleKey="NOT_FOUND_PRODUCT" />;
    // The route's error screen shows the status (spec 8).
    throw new ProductUnavailableError(status);
  }
  if (!sheet.currentData)
    return (
      <>
        <PageMeta />
        <ProductSkeleton />
      </>
    );
  // A new product starts with its own choices (colour, size, gallery position).
  return <ProductSheet key={sheet.currentData.id} product={sheet.currentData} path={path} />;
}
