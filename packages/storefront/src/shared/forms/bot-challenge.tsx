import { CheckboxField } from '@vitrine/ui';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTexts } from '../../i18n/route-texts.js';
import styles from './form-page.module.css';
import { customerFieldsTranslations } from './customer-fields.i18n.js';

/**
 * Configuration — the bot challenge of this reference store is Cloudflare Turnstile's test mode:
 * its always-pass test site key solves at once and yields this documented dummy token, which the
 * server's sandbox verifier accepts (packages/server/src/customers/bot-challenge.ts). A live store
 * replaces these components' bodies with the Turnstile widget (its script and the store's site
 * key) behind the same props, and plugs the provider's verifier into the server; the forms stay
 * as they are. Decision 011, "Bot challenge"; decision 013 for the contact form's captcha box.
 */
const TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export interface BotChallengeProps {
  /**
   * The challenge is passed: the token to send with the form (Turnstile's `callback`). Tokens are
   * single-use: remount the widget (a new `key`) after each attempt for a fresh one.
   */
  onSolved: (token: string) => void;
}

/** The bot-challenge widget of the sign-in form: its outcome, shown and announced. */
export function BotChallenge({ onSolved }: BotChallengeProps) {
  useRouteTexts(customerFieldsTranslations);
  const { t } = useTranslation();
  useEffect(() => {
    onSolved(TEST_TOKEN);
  }, [onSolved]);
  return (
    <div className={styles.challenge} role="status">
      <svg className={styles.tick} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
      <span>{t('CUSTOMER_BOT_CHECK_PASSED')}</span>
    </div>
  );
}

/**
 * The captcha box of the contact form (spec 5: it must be ticked), in the provider's interactive
 * mode: the shopper ticks it (the Formik field `captcha`), which solves the challenge and gives
 * the token; unticked, the token is withdrawn. Tokens are single-use: after each attempt the
 * form unticks the box (`captcha` false), and the shopper ticks it again for a fresh one.
 */
export function CaptchaField({ onSolved }: BotChallengeProps) {
  useRouteTexts(customerFieldsTranslations);
  const { t } = useTranslation();
  const { values } = useFormikContext<{ captcha?: boolean | null }>();
  const ticked = values.captcha === true;
  useEffect(() => {
    onSolved(ticked ? TEST_TOKEN : '');
  }, [ticked, onSolved]);
  return (
    <div className={styles.challenge}>
      <CheckboxField name="captcha" label={t('CUSTOMER_CAPTCHA_LABEL')} required />
    </div>
  );
}
