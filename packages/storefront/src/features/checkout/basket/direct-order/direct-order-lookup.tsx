import { Price } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DirectOrderOption, DirectOrderProduct } from './direct-order-product.js';
import styles from './direct-order.module.css';

export interface DirectOrderLookupProps {
  /** The region's id: the reference field is described by it. */
  id: string;
  /** What the look-up found: a product, null for none, undefined while unknown. */
  product: DirectOrderProduct | null | undefined;
  /** The size chosen, whose price is shown. */
  option: DirectOrderOption | undefined;
  notFound: boolean;
  searching: boolean;
  failed: boolean;
}

/**
 * What a line's reference names, in a live region always in place (a region shown only once
 * filled is not announced): the product with its picture and price, or 'Product not found.'.
 */
export function DirectOrderLookup({
  id,
  product,
  option,
  notFound,
  searching,
  failed,
}: DirectOrderLookupProps) {
  const { t } = useTranslation();
  const price = option ? option.price : (product?.price ?? null);
  const crossedOutPrice = option ? option.crossedOutPrice : (product?.crossedOutPrice ?? null);
  return (
    <div id={id} className={styles.product} aria-live="polite">
      {notFound && <p className={styles.error}>{t('NOT_FOUND_PRODUCT')}</p>}
      {searching && <p className={styles.hint}>{t('DIRECT_ORDER_SEARCHING')}</p>}
      {failed && <p className={styles.error}>{t('ERROR_GENERIC')}</p>}
      {product && (
        <>
          <img className={styles.image} src={product.image} alt="" width={64} height={80} />
          <span className={styles.productText}>
            <Link to={product.url} className={styles.productName}>
              {product.label}
            </Link>
            {price !== null && (
              <Price
                price={price}
                crossedOutPrice={crossedOutPrice ?? undefined}
                from={!option && product.priceFrom}
                size="sm"
              />
            )}
            {product.options.length === 0 && (
              <span className={styles.error}>{t('DIRECT_ORDER_SOLD_OUT')}</span>
            )}
          </span>
        </>
      )}
    </div>
  );
}
