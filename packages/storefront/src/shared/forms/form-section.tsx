import { useId, type ReactNode } from 'react';
import styles from './form-section.module.css';

/** A titled group of a long form (about you, address, phones…), its h2 naming the region. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
