import type { Address } from '@vitrine/api-client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../../app/store-context.js';
import { addressLines } from '../../../../shared/address-lines.js';
import section from './section.module.css';
import styles from './order-details.module.css';

export interface OrderDeliveryProps {
  address: Address;
  /** The relay point's name; '' for a delivery at home. */
  relayPointName: string;
}

/** Where the order goes: the delivery address, or the relay point and its address. */
export function OrderDelivery({ address, relayPointName }: OrderDeliveryProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const headingId = useId();
  return (
    <section className={section.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={section.heading}>
        {t('ORDERS_DELIVERY_TITLE')}
      </h2>
      <p className={styles.address}>
        <span className={styles.addressTitle}>
          {relayPointName
            ? t('ORDERS_RELAY_POINT', { name: relayPointName })
            : t('ORDERS_DELIVERY_ADDRESS')}
        </span>
        {addressLines(address, config.locale).map((line, index) => (
          <span key={`${String(index)}-${line}`}>{line}</span>
        ))}
      </p>
    </section>
  );
}
