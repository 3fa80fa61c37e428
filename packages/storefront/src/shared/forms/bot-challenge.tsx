import { CheckboxField } from '@vitrine/ui';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../app/store-context.js';
import { useRouteTexts } from '../../i18n/route-texts.js';
import styles from './form-page.module.css';
import { customerFieldsTranslations } from './customer-fields.i18n.js';
import { RecaptchaField } from './recaptcha-field.js';
import { TurnstileWidget } from './turnstile-widget.js';

/**
 * Configuration (decision 023) — with the store's site keys (`StoreConfig.challenges`), the
 * sign-in's bot challenge is Cloudflare Turnstile and the contact form's captcha reCAPTCHA v2,
 * each loading its provider's script only then, checked by the server against the provider.
 * Without them (development, the tests, the journeys) the sandbox widgets below stand in: they
 * hand over Turnstile's documented dummy token, which the server's sandbox verifier accepts
 * (packages/server/src/customers/bot-challenge.ts). The forms are the same either way.
 */
const TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export interface BotChallengeProps {
  /**
   * The challenge is passed: the token to send with the form (Turnstile's `callback`). Tokens are
   * single-use: remount the widget (a new `key`) after each attempt for a fresh one.
   */
  onSolved: (token: string) => void;
}

/** The bot-challenge widget of the sign-in form: Turnstile when configured, else the sandbox. */
export function BotChallenge({ onSolved }: BotChallengeProps) {
  useRouteTexts(customerFieldsTranslations);
  const siteKey = useStoreContext().config.challenges?.turnstileSiteKey;
  return siteKey ? (
    <TurnstileWidget siteKey={siteKey} onSolved={onSolved} />
  ) : (
    <SandboxChallenge onSolved={onSolved} />
  );
}

/** The sandbox's challenge: solved at once, its outcome shown and announced. */
function SandboxChallenge({ onSolved }: BotChallengeProps) {
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
 * The captcha box of the contact form (spec 5: it must be ticked), the Formik field `captcha`:
 * reCAPTCHA when configured, else the sandbox. Tokens are single-use: after each attempt the
 * form unticks the box (`captcha` false), and the shopper ticks it again for a fresh one.
 */
export function CaptchaField({ onSolved }: BotChallengeProps) {
  useRouteTexts(customerFieldsTranslations);
  const siteKey = useStoreContext().config.challenges?.recaptchaSiteKey;
  return siteKey ? (
    <RecaptchaField siteKey={siteKey} onSolved={onSolved} />
  ) : (
    <SandboxCaptcha onSolved={onSolved} />
  );
}

/** The sandbox's box: ticking it solves the challenge and gives the token; unticked, it goes. */
function SandboxCaptcha({ onSolved }: BotChallengeProps) {
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
