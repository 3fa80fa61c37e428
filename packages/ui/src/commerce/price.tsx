import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { discountPercent } from '../format/money.js';
import { useMoney } from '../format/use-money.js';
import utilities from '../styles/utilities.module.css';
import styles from './price.module.css';

export interface PriceProps {
  /** What the shopper pays, in the store's currency. */
  price: number;
  /** The price before the discount; shown crossed out when above `price`. */
  crossedOutPrice?: number | undefined;
  /** Prefix 'From' when the product's prices are not all the same (spec §2.3). */
  from?: boolean | undefined;
  /** Show the discount percentage next to a crossed-out price. */
  showDiscount?: boolean | undefined;
  size?: 'sm' | 'md' | 'lg' | undefined;
  /**
   * What the amount is ('Prix unitaire', 'Total'), read before it by screen readers. By default a
   * discounted price is introduced as 'Prix' so that it is not confused with the crossed-out one.
   */
  label?: string | undefined;
  className?: string | undefined;
}

/** A price in the store's currency, with its crossed-out price and discount when there is one. */
export function Price({
  price,
  crossedOutPrice,
  from = false,
  showDiscount = true,
  size = 'md',
  label,
  className,
}: PriceProps) {
  const { t } = useTranslation();
  const { money, discount } = useMoney();
  const discounted = crossedOutPrice !== undefined && crossedOutPrice > price;
  const percent = discounted ? discountPercent(price, crossedOutPrice) : 0;
  return (
    <span className={clsx(styles.price, styles[size], className)}>
      {from && <span className={styles.from}>{t('LABEL_FROM')} </span>}
      <span className={clsx(styles.current, discounted && styles.discounted)}>
        {(label !== undefined || discounted) && (
          <span className={utilities.visuallyHidden}>{label ?? t('LABEL_PRICE')} </span>
        )}
        {money(price)}
      </span>
      {discounted && (
        <>
          <s className={styles.crossedOut}>
            <span className={utilities.visuallyHidden}>{t('LABEL_CROSSED_OUT_PRICE')} </span>
            {money(crossedOutPrice)}
          </s>
          {showDiscount && percent > 0 && (
            <span className={styles.discount}>
              <span className={utilities.visuallyHidden}>{t('LABEL_DISCOUNT')} </span>
              {discount(percent)}
            </span>
          )}
        </>
      )}
    </span>
  );
}
