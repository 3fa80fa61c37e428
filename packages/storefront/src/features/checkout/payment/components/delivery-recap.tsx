import type { Address, ShippingMethodCode } from '@vitrine/api-client';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../../app/store-context.js';
import { addressLines } from '../../../../shared/address-lines.js';
import { shippingMethodLabelKey } from '../method-labels.js';
import styles from './delivery-recap.module.css';

export interface DeliveryRecapProps {
  shippingMethod: ShippingMethodCode;
  /** The address the order goes to: the customer's, or the relay point's. */
  address: Address;
  /** The relay point's name; '' for a delivery at home. */
  relayPointName: string;
  /** Under the address: a link to change the delivery. */
  children?: ReactNode;
}

/** Where and how the order is delivered: the method, the relay point, the address. */
export function DeliveryRecap({
  shippingMethod,
  address,
  relayPointName,
  children,
}: DeliveryRecapProps) {
  const { t } = useTranslation();
  const id = useId();
  const { config } = useStoreContext();
  const lines = [relayPointName, ...addressLines(address, config.locale)].filter(
    (line) => line.trim() !== '',
  );
  return (
    <section className={styles.recap} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {t('PAYMENT_DELIVERY_TITLE')}
      </h2>
      <p className={styles.method}>{t(shippingMethodLabelKey(shippingMethod))}</p>
      <p className={styles.address}>
        {lines.map((line, index) => (
          <span key={index} className={styles.line}>
            {line}
          </span>
        ))}
      </p>
      {children}
    </section>
  );
}
