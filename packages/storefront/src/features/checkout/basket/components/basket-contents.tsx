import type { Cart } from '@vitrine/api-client';
import { useTranslation } from 'react-i18next';
import { BasketExtras } from './basket-extras.js';
import { BasketGiftOffers } from './basket-gift-offers.js';
import { BasketPrivilegeCode } from './basket-privilege-code.js';
import { BasketProductLine } from './basket-product-line.js';
import { BasketSummary } from './basket-summary.js';
import styles from '../basket.module.css';

export interface BasketContentsProps {
  cart: Cart;
  onLineRemoved: (name: string) => void;
}

/** A basket with products: its lines, gifts and offers, then the code and the amounts. */
export function BasketContents({ cart, onLineRemoved }: BasketContentsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <ul className={styles.lines} aria-label={t('BASKET_LINES')}>
          {cart.products.map((line) => (
            <BasketProductLine
              key={`${String(line.line)}-${line.sku}`}
              line={line}
              onRemoved={onLineRemoved}
            />
          ))}
        </ul>
        <BasketExtras cart={cart} />
        <BasketGiftOffers cart={cart} />
      </div>
      <div className={styles.aside}>
        <BasketPrivilegeCode appliedCode={cart.currentPrivilegeCode} />
        <BasketSummary cart={cart} />
      </div>
    </div>
  );
}
