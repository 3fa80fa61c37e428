import { WidgetField } from '@vitrine/ui';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../app/store-context.js';
import type { BotChallengeProps } from './bot-challenge.js';
import styles from './challenge-widget.module.css';
import { useChallengeWidget } from './use-challenge-widget.js';

/** Google reCAPTCHA's script, for explicit rendering (decision 023); `hl` is added per store. */
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** The options of `grecaptcha.render` the store sets (v2 checkbox). */
export interface RecaptchaOptions {
  sitekey: string;
  callback: (token: string) => void;
  /** The ticked box's token expired unused (2 minutes): the box must be ticked again. */
  'expired-callback': () => void;
  /** The widget lost its connection to Google. */
  'error-callback': () => void;
}

/** What the store uses of reCAPTCHA's API, `window.grecaptcha`. */
export interface RecaptchaApi {
  render(container: HTMLElement, options: RecaptchaOptions): number;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
  }
}

/**
 * The contact form's captcha as reCAPTCHA v2's checkbox with the store's site key, bound to the
 * Formik field `captcha` (spec 5: required, its message when not done): ticking the box sets it
 * and hands the token to `onSolved`; expiry withdraws both. Tokens are single-use: when the form
 * unticks the field after an attempt, the widget is reset for a new one.
 */
export function RecaptchaField({ siteKey, onSolved }: BotChallengeProps & { siteKey: string }) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const { values, setFieldValue } = useFormikContext<{ captcha?: boolean | null }>();
  const ticked = values.captcha === true;
  const widget = useRef<{ grecaptcha: RecaptchaApi; id: number } | null>(null);
  const token = useRef('');
  const scriptUrl = `${RECAPTCHA_SCRIPT}&hl=${config.language}`;
  const { container, problem } = useChallengeWidget(scriptUrl, (host, report) => {
    const solve = (solved: string) => {
      token.current = solved;
      onSolved(solved);
      void setFieldValue('captcha', solved !== '');
    };
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) {
      report('unavailable');
      return () => undefined;
    }
    const id = grecaptcha.render(host, {
      sitekey: siteKey,
      callback: (solved) => {
        report(null);
        solve(solved);
      },
      'expired-callback': () => {
        report('expired');
        solve('');
      },
      'error-callback': () => {
        report('unavailable');
        solve('');
      },
    });
    widget.current = { grecaptcha, id };
    return () => {
      widget.current = null;
    };
  });

  useEffect(() => {
    if (ticked || token.current === '' || !widget.current) return;
    token.current = '';
    onSolved('');
    widget.current.grecaptcha.reset(widget.current.id);
  }, [ticked, onSolved]);

  return (
    <WidgetField name="captcha" label={t('CUSTOMER_CAPTCHA_LABEL')} required>
      <div ref={container} className={styles.recaptcha} />
      {problem && (
        <p role="alert" className={styles.problem}>
          {t(problem === 'expired' ? 'CUSTOMER_CAPTCHA_EXPIRED' : 'CUSTOMER_BOT_CHECK_LOAD_FAILED')}
        </p>
      )}
    </WidgetField>
  );
}
