import type { OrderItem } from '@vitrine/api-client';
import { useMoney } from '@vitrine/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { amountOf } from '../order-format.js';
import section from './section.module.css';
import styles from './order-items.module.css';

/** Product pictures keep the catalogue's 0.8 ratio (spec 9). */
const IMAGE_WIDTH = 80;
const IMAGE_HEIGHT = 100;

/** The order's lines: picture, label, size and colour, quantity, unit price and line total. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const headingId = useId();
  return (
    <section className={section.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={section.heading}>
        {t('ORDERS_ITEMS_TITLE')}
      </h2>
      <ul className={styles.items}>
        {items.map((item, index) => (
          <li key={`${String(index)}-${item.sku}`} className={styles.item}>
            <img
              className={styles.image}
              src={item.image}
              alt=""
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading="lazy"
            />
            <div className={styles.body}>
              <p className={styles.label}>
                {item.url ? <Link to={item.url}>{item.label}</Link> : item.label}
              </p>
              <p className={styles.variant}>
                {item.size && <span>{t('ORDERS_ITEM_SIZE', { size: item.size })}</span>}
                {item.color && <span>{t('ORDERS_ITEM_COLOR', { color: item.color })}</span>}
              </p>
              <dl className={styles.amounts}>
                <div>
                  <dt>{t('ORDERS_ITEM_QUANTITY')}</dt>
                  <dd>{item.quantity}</dd>
                </div>
                <div>
                  <dt>{t('ORDERS_ITEM_UNIT_PRICE')}</dt>
                  <dd>{money(amountOf(item.price))}</dd>
                </div>
                <div>
                  <dt>{t('ORDERS_ITEM_TOTAL')}</dt>
                  <dd className={styles.lineTotal}>{money(amountOf(item.total))}</dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
