import {
  FlashMessage,
  FormErrorSummary,
  RequiredFieldsNote,
  type FlashSeverity,
} from '@vitrine/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { PageMeta } from '../page-meta.js';
import styles from './form-page.module.css';

/**
 * A page made of forms (newsletter, catalogue request, the account's information): its title (h1
 * and document title, not indexed), a line about it, then its content in one readable column, or
 * the whole width (`wide`: the information summary's cards).
 */
export function FormPage({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? styles.widePage : styles.page}>
      <PageMeta title={title} noIndex />
      <h1 className={styles.title}>{title}</h1>
      {intro !== undefined && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}

/** The start of a store form: the error summary (fields in page order) and the required note. */
export function FormStart({
  labels,
  headingLevel,
}: {
  labels: Readonly<Record<string, string>>;
  headingLevel?: 2 | 3 | undefined;
}) {
  return (
    <>
      <FormErrorSummary labels={labels} headingLevel={headingLevel} />
      <RequiredFieldsNote />
    </>
  );
}

/** The class of a form's one column of fields (with its button at the start of the line). */
export const formColumnClass = styles.form;

/** The class of a paragraph holding a link under a form's fields (sign in first…). */
export const formLinkClass = styles.aside;

export interface FormNoticeProps {
  severity: FlashSeverity;
  /** The message, in the store's language. */
  children: ReactNode;
}

/**
 * A message that takes a form's place (mail sent, dead reset link, request sent). It takes the focus as it
 * appears: the submit button the shopper was on is gone, and a screen reader reads the message.
 */
export function FormNotice({ severity, children }: FormNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice}>
      <FlashMessage severity={severity}>{children}</FlashMessage>
    </div>
  );
}
