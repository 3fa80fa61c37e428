import type { Cart } from '@vitrine/api-client';
import { Price } from '@vitrine/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toCents, visibleExtras } from '../basket-amounts.js';
import styles from '../basket.module.css';

/**
 * The gifts and special offers the basket holds and shows (spec 3): those marked hidden ('O', a
 * privilege code's reduction) are left out, as they are of the count.
 */
export function BasketExtras({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const id = useId();
  const extras = visibleExtras(cart);
  if (extras.length === 0) return null;
  return (
    <section className={styles.extras} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t('BASKET_EXTRAS')}
      </h2>
      <ul className={styles.extraList}>
        {extras.map((extra) => (
          <li key={`${extra.offerId}-${extra.sku}`} className={styles.extra}>
            {extra.image && (
              <img className={styles.extraImage} src={extra.image} alt="" width={64} height={80} />
            )}
            <span className={styles.extraLabel}>{extra.label}</span>
            {toCents(extra.price) === 0 ? (
              <span className={styles.free}>{t('BASKET_EXTRA_FREE')}</span>
            ) : (
              <Price price={toCents(extra.price) / 100} size="sm" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
