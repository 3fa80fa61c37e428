import { clsx } from 'clsx';
import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from './field-ids.js';
import styles from './form-error-summary.module.css';
import { ErrorIcon } from '../icons/icons.js';
import { flattenErrors, labelFor, sortErrors } from './form-errors.js';

export interface FormErrorSummaryProps {
  /**
   * The labels of the form's fields by Formik name, in the order they appear on the page: the
   * summary lists the errors in that order, each as '<label>: <message>'.
   */
  labels: Readonly<Record<string, string>>;
  /** The heading level of the summary's title. */
  headingLevel?: 2 | 3 | undefined;
  className?: string | undefined;
}

interface Attempt {
  submitCount: number;
  /** The fields in error when that submit failed. */
  names: readonly string[];
}

const CONTROLS = 'input:not([type="hidden"]), select, textarea';

/**
 * Moves focus to the field of an error: the control itself, or for a group (radio buttons, the
 * three boxes of a date) its checked or first control, with the label or legend scrolled into view.
 */
function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const control = element.matches(CONTROLS)
    ? element
    : (element.querySelector<HTMLElement>('input:checked') ??
      element.querySelector<HTMLElement>(CONTROLS));
  if (!control) return;
  const input = control as HTMLInputElement;
  const caption = input.labels?.[0] ?? control.closest('fieldset')?.querySelector('legend');
  (caption ?? control).scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}

/**
 * GOV.UK's error summary: after a submit that fails validation, an alert at the top of the form
 * takes focus and lists the errors as links to their fields. The errors fixed since leave the list;
 * the summary goes once they are all fixed, and comes back at the next failed submit.
 */
export function FormErrorSummary({ labels, headingLevel = 2, className }: FormErrorSummaryProps) {
  const { t } = useTranslation();
  const { errors, submitCount, isSubmitting } = useFormikContext();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const current = sortErrors(flattenErrors(errors), Object.keys(labels));

  // A submit attempt has settled: remember which fields it found in error.
  if (submitCount > 0 && !isSubmitting && attempt?.submitCount !== submitCount)
    setAttempt({ submitCount, names: current.map((error) => error.name) });

  const shown = attempt ? current.filter((error) => attempt.names.includes(error.name)) : [];
  const failed = attempt !== null && attempt.names.length > 0;

  useEffect(() => {
    if (failed) summaryRef.current?.focus();
  }, [attempt, failed]);

  if (shown.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    event.preventDefault();
    focusField(fieldId(name));
  };

  return (
    <div
      ref={summaryRef}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={clsx(styles.summary, className)}
    >
      <Heading id={titleId} className={styles.title}>
        <ErrorIcon className={styles.icon} size={20} strokeWidth={1.75} />
        {t('LABEL_ERROR_SUMMARY_TITLE')}
      </Heading>
      <p className={styles.intro}>{t('LABEL_ERROR_SUMMARY_INTRO')}</p>
      <ul className={styles.list}>
        {shown.map((error) => {
          const label = labelFor(error.name, labels);
          const message = t(error.message);
          return (
            <li key={error.name}>
              <a
                href={`#${fieldId(error.name)}`}
                className={styles.link}
                onClick={(event) => {
                  onLinkClick(event, error.name);
                }}
              >
                {label === undefined ? message : t('LABEL_ERROR_SUMMARY_ITEM', { label, message })}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
