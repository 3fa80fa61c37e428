import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../app/store-context.js';
import type { BotChallengeProps } from './bot-challenge.js';
import styles from './challenge-widget.module.css';
import { useChallengeWidget, type ChallengeProblem } from './use-challenge-widget.js';

/** Cloudflare Turnstile's script, for explicit rendering (decision 023). */
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** The options of `turnstile.render` the store sets. */
export interface TurnstileOptions {
  sitekey: string;
  /** The widget's language: the store's. */
  language: string;
  callback: (token: string) => void;
  /** The token expired unused (5 minutes); the widget fetches a new one itself. */
  'expired-callback': () => void;
  /** An interactive challenge was not solved in time. */
  'timeout-callback': () => void;
  /** The widget cannot run; returning true says the page shows the problem. */
  'error-callback': (code: string) => boolean;
}

/** What the store uses of Turnstile's API, `window.turnstile`. */
export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | null | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/**
 * Cloudflare Turnstile with the store's site key: its token goes to `onSolved`, and is withdrawn
 * ('') when it expires or the widget fails, with a message saying so.
 */
export function TurnstileWidget({ siteKey, onSolved }: BotChallengeProps & { siteKey: string }) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const { container, problem } = useChallengeWidget(TURNSTILE_SCRIPT, (host, report) => {
    const fail = (what: ChallengeProblem) => {
      onSolved('');
      report(what);
    };
    const turnstile = window.turnstile;
    const id = turnstile?.render(host, {
      sitekey: siteKey,
      language: config.language,
      callback: (token) => {
        report(null);
        onSolved(token);
      },
      'expired-callback': () => {
        fail('expired');
      },
      'timeout-callback': () => {
        fail('expired');
      },
      'error-callback': () => {
        fail('unavailable');
        return true;
      },
    });
    if (!turnstile || !id) {
      fail('unavailable');
      return () => undefined;
    }
    return () => {
      turnstile.remove(id);
    };
  });
  return (
    <div className={styles.turnstile}>
      <div ref={container} />
      {problem && (
        <p role="alert" className={styles.problem}>
          {t(
            problem === 'expired' ? 'CUSTOMER_BOT_CHECK_EXPIRED' : 'CUSTOMER_BOT_CHECK_LOAD_FAILED',
          )}
        </p>
      )}
    </div>
  );
}
