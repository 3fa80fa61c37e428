import type { OrderPackage } from '@vitrine/api-client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../../app/store-context.js';
import { trackingTarget } from '../order-format.js';
import { CARRIER_KEYS } from '../order-labels.js';
import section from './section.module.css';
import styles from './order-details.module.css';

/** The order's parcels: number, carrier, and the tracking number linked to where it is followed. */
export function OrderPackages({ packages }: { packages: readonly OrderPackage[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={section.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={section.heading}>
        {t('ORDERS_PACKAGES_TITLE')}
      </h2>
      <ul className={styles.packages}>
        {packages.map((pkg) => (
          <li key={pkg.packageNumber} className={styles.package}>
            <span className={styles.packageNumber}>
              {t('ORDERS_PACKAGE_NUMBER', { number: pkg.packageNumber })}
            </span>
            <span>{t(CARRIER_KEYS[pkg.carrier])}</span>
            <Tracking pkg={pkg} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tracking({ pkg }: { pkg: OrderPackage }) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  if (!pkg.trackingNumber || !pkg.trackingUrl)
    return <span className={styles.pending}>{t('ORDERS_TRACKING_PENDING')}</span>;
  const label = t('ORDERS_TRACKING_NUMBER', { number: pkg.trackingNumber });
  const target = trackingTarget(pkg.trackingUrl, config.segment);
  if (target.kind === 'store') return <Link to={target.path}>{label}</Link>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {label} <span className={styles.external}>{t('ORDERS_TRACKING_CARRIER_SITE')}</span>
    </a>
  );
}
