import { clsx } from 'clsx';
import { useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from './checkbox-field.js';
import { fieldIds } from './field-ids.js';
import styles from './terms-acceptance-field.module.css';

export interface TermsAcceptanceFieldProps {
  /** The boolean Formik field of the acceptance: 'cgv' by default (spec §3). */
  name?: string | undefined;
  /** The title of the terms; it names the scrollable box. */
  title: ReactNode;
  /** The terms themselves (content from the page). */
  children: ReactNode;
  /** The text of the acceptance box ('I have read and accept…'). */
  label: ReactNode;
  hint?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
}

/** The box is scrolled to its end (a 2 px tolerance for fractional scroll positions). */
const scrolledToEnd = (box: HTMLElement) =>
  box.scrollTop + box.clientHeight >= box.scrollHeight - 2;

/**
 * Terms that must be read before they are accepted (spec §5, the credit-check terms of the
 * personal account): a scrollable, focusable box — keyboard users scroll it with the arrow and page
 * keys — and an acceptance box that stays locked, with the reason, until the terms have been
 * scrolled to their end.
 */
export function TermsAcceptanceField({
  name = 'cgv',
  title,
  children,
  label,
  hint,
  required = false,
  disabled = false,
  className,
}: TermsAcceptanceFieldProps) {
  const { t } = useTranslation();
  const [field] = useField<boolean | null | undefined>(name);
  // Terms already accepted (the shopper came back to the page) count as read.
  const [read, setRead] = useState(() => field.value === true);
  const boxRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const ids = fieldIds(name);
  const titleId = `${ids.input}-terms-title`;
  const statusId = `${ids.input}-terms-status`;

  // The end marker of the terms coming into view, whatever scrolled the box (mouse, touch, keys),
  // or the terms fitting without scrolling.
  useEffect(() => {
    const box = boxRef.current;
    const end = endRef.current;
    if (read || !box || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setRead(true);
      },
      { root: box },
    );
    observer.observe(end);
    return () => {
      observer.disconnect();
    };
  }, [read]);

  return (
    <div className={clsx(styles.terms, className)}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <div
        ref={boxRef}
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className={styles.box}
        onScroll={(event) => {
          if (!read && scrolledToEnd(event.currentTarget)) setRead(true);
        }}
      >
        {children}
        <div ref={endRef} className={styles.end} aria-hidden="true" />
      </div>
      <p id={statusId} role="status" className={clsx(styles.status, read && styles.read)}>
        {t(read ? 'LABEL_TERMS_READ' : 'LABEL_TERMS_SCROLL_TO_ACCEPT')}
      </p>
      <CheckboxField
        name={name}
        label={label}
        hint={hint}
        required={required}
        disabled={disabled}
        locked={!read}
        describedById={statusId}
        className={styles.acceptance}
      />
    </div>
  );
}
