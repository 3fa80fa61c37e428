import { EMAIL_MAX_LENGTH } from '@vitrine/validation';
import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../styles/controls.module.css';
import { newsletterEmailError } from './newsletter-email.js';
import type { NewsletterEmailError } from './newsletter-email.js';
import styles from './newsletter-box.module.css';

export type NewsletterStatus = 'idle' | 'submitting' | 'error';

export interface NewsletterBoxProps {
  /**
   * Called with the trimmed address once it is valid. Where the shopper goes next (account
   * newsletter page, login, subscriber page, spec §4) is the app's decision.
   */
  onSubmit: (email: string) => void;
  /** 'submitting' disables the button; 'error' shows `errorMessage` after the form. */
  status?: NewsletterStatus | undefined;
  /** The server's message when `status` is 'error'; a generic message otherwise. */
  errorMessage?: string | undefined;
  /** The address the field starts with. */
  defaultEmail?: string | undefined;
  /** Accept `+` in addresses (test stores only, spec §5). */
  allowPlus?: boolean | undefined;
  /** Level of the box title; 2 by default. */
  headingLevel?: 2 | 3 | undefined;
  className?: string | undefined;
}

/**
 * The footer newsletter box (spec §2.4): the first-order offer ('10€ OFFERTS'), an e-mail field
 * and a sign-up button. An invalid address shows an inline error after the form and is not
 * sent.
 */
export function NewsletterBox({
  onSubmit,
  status = 'idle',
  errorMessage,
  defaultEmail = '',
  allowPlus = false,
  headingLevel = 2,
  className,
}: NewsletterBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<NewsletterEmailError | null>(null);
  const submitting = status === 'submitting';
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  let error: string | undefined;
  if (fieldError) error = t(fieldError);
  else if (status === 'error') error = errorMessage ?? t('LABEL_NEWSLETTER_ERROR');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    // Once shown, the error goes as soon as the address is right.
    if (fieldError && newsletterEmailError(event.target.value, { allowPlus }) === null)
      setFieldError(null);
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = newsletterEmailError(email, { allowPlus });
    setFieldError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    onSubmit(email.trim());
  };

  return (
    <section aria-labelledby={titleId} className={clsx(styles.box, className)}>
      <Heading id={titleId} className={styles.title}>
        {t('LABEL_NEWSLETTER_TITLE')}
      </Heading>
      <p className={styles.offer}>
        <strong className={styles.highlight}>{t('LABEL_NEWSLETTER_HIGHLIGHT')}</strong>{' '}
        {t('LABEL_NEWSLETTER_TEXT')}
      </p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <label htmlFor={inputId} className={controls.capsLabel}>
          {t('LABEL_NEWSLETTER_EMAIL')}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={inputId}
            className={clsx(controls.inlineInput, styles.input)}
            type="email"
            name="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={EMAIL_MAX_LENGTH}
            placeholder={t('LABEL_NEWSLETTER_EMAIL_PLACEHOLDER')}
            value={email}
            onChange={handleChange}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting && (
              <span className={clsx(controls.spinner, styles.spinner)} aria-hidden="true" />
            )}
            {t(submitting ? 'LABEL_NEWSLETTER_SUBMITTING' : 'LABEL_NEWSLETTER_SUBMIT')}
          </button>
        </div>
      </form>
      <div role="alert" className={styles.alert}>
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <p className={styles.privacy}>{t('LABEL_NEWSLETTER_PRIVACY')}</p>
    </section>
  );
}
