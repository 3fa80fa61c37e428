import { clsx } from 'clsx';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../format/use-money.js';
import utilities from '../styles/utilities.module.css';
import { Price } from './price.js';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  /** The cart's derived count: product quantities plus gifts and offers not hidden (spec §3). */
  itemCount: number;
  /** The products' total before discount and shipping. */
  subtotal: number;
  /** The privilege-code or offer discount, as a positive amount; hidden when absent or 0. */
  discount?: number | undefined;
  /** The privilege code the discount comes from, named on its line. */
  privilegeCode?: string | undefined;
  /** Shipping fees; 0 shows 'Gratuit', undefined 'Calculés à l’étape suivante' (basket). */
  shippingFees?: number | undefined;
  /** The overseas premium (10 % of the order, spec §6), on its own line when given. */
  overseasPremium?: number | undefined;
  /** Everything included. */
  total: number;
  /** The heading's level in the page (2 by default). */
  headingLevel?: 2 | 3 | undefined;
  /** Greys the amounts while the cart is recalculated. */
  busy?: boolean | undefined;
  /** Under the total: the basket's or checkout's button, payment logos… */
  children?: ReactNode;
  className?: string | undefined;
}

/** The amounts of the basket or order: subtotal, discount, shipping, overseas premium, total. */
export function OrderSummary({
  itemCount,
  subtotal,
  discount,
  privilegeCode,
  shippingFees,
  overseasPremium,
  total,
  headingLevel = 2,
  busy = false,
  children,
  className,
}: OrderSummaryProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      className={clsx(styles.summary, busy && styles.busy, className)}
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
    >
      <Heading id={`${id}-title`} className={styles.title}>
        {t('LABEL_ORDER_SUMMARY')}
      </Heading>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{t('LABEL_ORDER_SUMMARY_SUBTOTAL', { count: itemCount })}</dt>
          <dd>
            <Price price={subtotal} />
          </dd>
        </div>
        {discount !== undefined && discount > 0 && (
          <div className={clsx(styles.line, styles.discount)}>
            <dt>
              {privilegeCode
                ? t('LABEL_ORDER_SUMMARY_DISCOUNT_CODE', { code: privilegeCode })
                : t('LABEL_DISCOUNT')}
            </dt>
            <dd>{money(-Math.abs(discount))}</dd>
          </div>
        )}
        <div className={styles.line}>
          <dt>{t('LABEL_ORDER_SUMMARY_SHIPPING')}</dt>
          <dd>
            {shippingFees === undefined ? (
              <span className={styles.later}>{t('LABEL_ORDER_SUMMARY_SHIPPING_LATER')}</span>
            ) : shippingFees > 0 ? (
              <Price price={shippingFees} />
            ) : (
              <span className={styles.free}>{t('LABEL_SHIPPING_FREE')}</span>
            )}
          </dd>
        </div>
        {overseasPremium !== undefined && overseasPremium > 0 && (
          <div className={styles.line}>
            <dt>{t('LABEL_ORDER_SUMMARY_OVERSEAS')}</dt>
            <dd>
              <Price price={overseasPremium} />
            </dd>
          </div>
        )}
        <div className={clsx(styles.line, styles.total)}>
          <dt>{t('LABEL_ORDER_SUMMARY_TOTAL')}</dt>
          <dd>
            <Price price={total} size="lg" />
          </dd>
        </div>
      </dl>
      {children !== undefined && <div className={styles.actions}>{children}</div>}
      <span role="status" className={utilities.visuallyHidden}>
        {busy ? t('LABEL_LOADING') : ''}
      </span>
    </section>
  );
}
