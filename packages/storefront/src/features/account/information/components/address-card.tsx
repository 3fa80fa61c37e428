import type { Address } from '@vitrine/api-client';
import { useId, type ReactNode, type Ref } from 'react';
import { useStoreContext } from '../../../../app/store-context.js';
import { addressLines } from '../../../../shared/address-lines.js';
import styles from './information.module.css';

/** An address as its country writes it, a line each. */
export function AddressLines({ address }: { address: Address }) {
  const { config } = useStoreContext();
  return (
    <p className={styles.address}>
      {addressLines(address, config.locale).map((line, index) => (
        <span key={`${String(index)}-${line}`}>{line}</span>
      ))}
    </p>
  );
}

interface AddressCardProps {
  title: string;
  /** Its heading, for the focus when what the card shows changes under the shopper's hand. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  children: ReactNode;
}

/** One of the customer's addresses on the summary (spec 3: one main, at most one alternative). */
export function AddressCard({ title, headingRef, children }: AddressCardProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.cardHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
