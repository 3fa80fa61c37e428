import type { OrderItem } from '@vitrine/api-client';
import { Price } from '@vitrine/ui';
import { parsePrice } from '@vitrine/validation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './order-lines.module.css';

/** The lines of an order placed: picture, label, size, colour, quantity and price paid. */
export function OrderLines({ items }: { items: readonly OrderItem[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {t('PAYMENT_CONFIRMATION_ITEMS')}
      </h2>
      <ul className={styles.lines}>
        {items.map((item, index) => (
          <li key={`${item.sku}-${String(index)}`} className={styles.line}>
            <img src={item.image} alt="" width={64} height={80} className={styles.image} />
            <div className={styles.text}>
              <p className={styles.label}>{item.label}</p>
              <p className={styles.detail}>
                {[
                  item.size && t('LABEL_CART_LINE_SIZE', { size: item.size }),
                  item.color && t('LABEL_CART_LINE_COLOR', { color: item.color }),
                  t('PAYMENT_CONFIRMATION_QUANTITY', { count: item.quantity }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <Price
              price={parsePrice(item.total) ?? 0}
              label={t('LABEL_CART_LINE_TOTAL')}
              className={styles.price}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
