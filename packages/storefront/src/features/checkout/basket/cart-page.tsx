import { EmptyState, FlashMessage } from '@vitrine/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { selectCart } from '../../../state/cart-slice.js';
import { refreshCart } from '../../../state/cart-thunks.js';
import { BasketContents } from './components/basket-contents.js';
import { BasketSkeleton } from './components/basket-skeleton.js';
import { BasketSuggestions } from './components/basket-suggestions.js';
import styles from './basket.module.css';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { basketTranslations } from './basket.i18n.js';
import { useViewCartTracking } from './use-view-cart-tracking.js';

/**
 * The basket, /checkout/cart (spec 2.1, 3): read afresh on arrival; every change answers the new
 * cart, which the page and the header's badge follow without a reload.
 */
export default function CartPage() {
  useRouteTexts(basketTranslations);
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const [refreshed, setRefreshed] = useState(false);
  // The basket could not be read: it is unknown, not empty (the shopper's basket is not lost).
  const [unread, setUnread] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const title = useRef<HTMLHeadingElement>(null);

  const readBasket = useCallback(() => {
    void dispatch(refreshCart()).then((action) => {
      setUnread(action.payload !== true);
      setRefreshed(true);
    });
  }, [dispatch]);
  useEffect(readBasket, [readBasket]);
  const readAgain = () => {
    setRefreshed(false);
    readBasket();
  };

  // The removed line took the focus with it: the page's title takes it back.
  const lineRemoved = useCallback(
    (name: string) => {
      setAnnouncement(t('BASKET_LINE_REMOVED', { name }));
      title.current?.focus();
    },
    [t],
  );

  useViewCartTracking(cart, refreshed);

  const hasProducts = (cart?.products.length ?? 0) > 0;
  // A basket already known with products shows at once; otherwise wait for the fresh one.
  const loading = !refreshed && !hasProducts;
  return (
    <>
      <PageMeta title={t('BASKET_TITLE')} noIndex />
      <h1 ref={title} tabIndex={-1} className={styles.title}>
        {t('BASKET_TITLE')}
      </h1>
      <p className={styles.visuallyHidden} role="status">
        {announcement}
      </p>
      {loading && <BasketSkeleton />}
      {!loading && cart && hasProducts && (
        <BasketContents cart={cart} onLineRemoved={lineRemoved} />
      )}
      {!loading && !hasProducts && unread && (
        <div className={styles.failure}>
          <FlashMessage severity="error">{t('BASKET_LOAD_ERROR')}</FlashMessage>
          <button type="button" className={styles.retry} onClick={readAgain}>
            {t('BASKET_RETRY')}
          </button>
        </div>
      )}
      {!loading && !hasProducts && !unread && (
        <EmptyState kind="basket" action={{ href: paths.home }} className={styles.empty} />
      )}
      <BasketSuggestions />
    </>
  );
}
